package dev.bottleneck.archunit;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The failure of a rule that was given no classes: what was imported (nothing), which packages the
 * class directories on the class path do hold, so that the fix can be pasted, and how to accept an
 * empty import on purpose.
 */
final class EmptyImportMessage {
  /** Surefire runs tests from a manifest-only jar and names the real class path here. */
  private static final String SUREFIRE_CLASS_PATH = "surefire.test.class.path";

  private EmptyImportMessage() {}

  static String of(String ruleDescription) {
    List<String> directories = classDirectories();
    String found =
        directories.isEmpty()
            ? "The class path holds no class directory: the application's classes are not compiled"
                + " yet."
            : "The class directories on the class path hold: "
                + String.join("; ", directories)
                + ".";
    return "Rule '"
        + ruleDescription
        + "' analyzed nothing: the import holds 0 classes, so every"
        + " bottleneck rule would pass without reading any code. Import the application's own"
        + " packages, e.g. @AnalyzeClasses(packages = \"com.acme\") or @AnalyzeClasses(packagesOf ="
        + " Application.class), or new ClassFileImporter().importPackages(\"com.acme\"). "
        + found
        + " To accept an empty import, call allowEmptyShould(true) on the rule or set "
        + EmptyImportGuard.FAIL_ON_EMPTY_SHOULD
        + "=false in archunit.properties.";
  }

  private static List<String> classDirectories() {
    String classPath =
        System.getProperty(SUREFIRE_CLASS_PATH, System.getProperty("java.class.path", ""));
    List<String> described = new ArrayList<>();
    for (String entry : classPath.split(File.pathSeparator)) {
      if (entry.isBlank() || !Files.isDirectory(Path.of(entry))) {
        continue;
      }
      describe(Path.of(entry)).ifPresent(described::add);
    }
    return described;
  }

  /** {@code target/classes: com.acme (12 classes)}, naming the packages all its classes share. */
  private static Optional<String> describe(Path directory) {
    List<List<String>> packages;
    try (Stream<Path> files = Files.walk(directory)) {
      packages =
          files
              .filter(file -> file.getFileName().toString().endsWith(".class"))
              .map(file -> packageOf(directory.relativize(file)))
              .toList();
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot list the classes in " + directory, e);
    }
    if (packages.isEmpty()) {
      return Optional.empty();
    }
    List<String> common = packages.get(0);
    for (List<String> other : packages) {
      common = commonPrefix(common, other);
    }
    String roots =
        common.isEmpty()
            ? String.join(
                ", ",
                packages.stream()
                    .map(p -> p.isEmpty() ? "(default package)" : p.get(0))
                    .distinct()
                    .sorted()
                    .toList())
            : String.join(".", common);
    int count = packages.size();
    return Optional.of(
        display(directory) + ": " + roots + " (" + count + (count == 1 ? " class)" : " classes)"));
  }

  private static List<String> packageOf(Path relativeClassFile) {
    List<String> segments = new ArrayList<>();
    for (Path segment : relativeClassFile) {
      segments.add(segment.toString());
    }
    return segments.subList(0, segments.size() - 1);
  }

  private static List<String> commonPrefix(List<String> a, List<String> b) {
    int length = 0;
    while (length < Math.min(a.size(), b.size()) && a.get(length).equals(b.get(length))) {
      length++;
    }
    return a.subList(0, length);
  }

  private static String display(Path directory) {
    Path absolute = directory.toAbsolutePath().normalize();
    Path workingDirectory = Path.of("").toAbsolutePath();
    return absolute.startsWith(workingDirectory)
        ? workingDirectory.relativize(absolute).toString()
        : absolute.toString();
  }
}
