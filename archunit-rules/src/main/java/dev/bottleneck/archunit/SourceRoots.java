package dev.bottleneck.archunit;

import com.tngtech.archunit.ArchConfiguration;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.Source;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Finds the source file a class was compiled from. Configured roots come first ({@code
 * bottleneck.sourceRoots} in {@code archunit.properties}, comma-separated, relative to the working
 * directory); then the Maven and Gradle layouts next to the class output directory ({@code
 * target/classes} to {@code src/main/java}, {@code build/classes/java/test} to {@code
 * src/test/java}...). Classes read from jars have no source here.
 */
final class SourceRoots {
  static final String PROPERTY = "bottleneck.sourceRoots";

  private static final List<Layout> LAYOUTS =
      List.of(
          new Layout("target/classes", "src/main/java"),
          new Layout("target/test-classes", "src/test/java"),
          new Layout("build/classes/java/main", "src/main/java"),
          new Layout("build/classes/java/test", "src/test/java"));

  private SourceRoots() {}

  static Optional<Path> sourceFileOf(JavaClass javaClass) {
    Optional<Source> source = javaClass.getSource();
    if (source.isEmpty() || source.get().getFileName().isEmpty()) {
      return Optional.empty();
    }
    String relative = javaClass.getPackageName().replace('.', '/');
    String fileName = source.get().getFileName().get();
    for (Path root : candidateRoots(source.get().getUri(), javaClass.getPackageName())) {
      Path file = root.resolve(relative).resolve(fileName);
      if (Files.isRegularFile(file)) {
        return Optional.of(file.normalize());
      }
    }
    return Optional.empty();
  }

  private static List<Path> candidateRoots(URI classFile, String packageName) {
    List<Path> roots = new ArrayList<>();
    String configured = ArchConfiguration.get().getPropertyOrDefault(PROPERTY, "");
    for (String root : configured.split(",")) {
      if (!root.isBlank()) {
        roots.add(Path.of(root.trim()));
      }
    }
    if (!"file".equals(classFile.getScheme())) {
      return roots;
    }
    Path outputRoot = Path.of(classFile).getParent();
    for (int i = 0;
        !packageName.isEmpty() && i <= countDots(packageName) && outputRoot != null;
        i++) {
      outputRoot = outputRoot.getParent();
    }
    if (outputRoot == null) {
      return roots;
    }
    String output = outputRoot.toString().replace('\\', '/');
    for (Layout layout : LAYOUTS) {
      if (output.endsWith("/" + layout.output())) {
        Path module = Path.of(output.substring(0, output.length() - layout.output().length()));
        roots.add(module.resolve(layout.sources()));
      }
    }
    return roots;
  }

  private static int countDots(String packageName) {
    return (int) packageName.chars().filter(c -> c == '.').count();
  }

  private record Layout(String output, String sources) {}
}
