package dev.bottleneck.maven;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import javax.tools.ToolProvider;

/** A dependency a scanned module compiles against, compiled by the test into a jar. */
public final class LibraryJar {
  private LibraryJar() {}

  /**
   * Compiles {@code sources} (relative path to text) below {@code root} and packs their classes
   * into the jar {@code root/name}.
   */
  public static Path compile(Path root, String name, Map<String, String> sources)
      throws IOException {
    Path sourceRoot = Files.createDirectories(root.resolve(name + "-src"));
    Path classes = Files.createDirectories(root.resolve(name + "-classes"));
    List<String> arguments = new ArrayList<>(List.of("-d", classes.toString()));
    for (Map.Entry<String, String> source : sources.entrySet()) {
      Path file = sourceRoot.resolve(source.getKey());
      Files.createDirectories(file.getParent());
      Files.writeString(file, source.getValue());
      arguments.add(file.toString());
    }
    int compiled =
        ToolProvider.getSystemJavaCompiler()
            .run(null, null, null, arguments.toArray(String[]::new));
    if (compiled != 0) {
      throw new IllegalStateException("the library " + name + " did not compile");
    }
    Path jar = root.resolve(name);
    try (OutputStream out = Files.newOutputStream(jar);
        JarOutputStream entries = new JarOutputStream(out);
        Stream<Path> files = Files.walk(classes)) {
      for (Path file : files.filter(Files::isRegularFile).toList()) {
        entries.putNextEntry(new JarEntry(classes.relativize(file).toString().replace('\\', '/')));
        entries.write(Files.readAllBytes(file));
        entries.closeEntry();
      }
    }
    return jar;
  }
}
