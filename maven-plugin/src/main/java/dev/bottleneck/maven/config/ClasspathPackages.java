package dev.bottleneck.maven.config;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * The packages that hold classes on a class path: the folders of class files in its jars and in its
 * class folders. An element that cannot be read holds none.
 */
final class ClasspathPackages {
  private static final String CLASS = ".class";

  private ClasspathPackages() {}

  static Set<String> read(List<Path> classpath) {
    Set<String> packages = new HashSet<>();
    for (Path element : classpath) {
      if (Files.isDirectory(element)) {
        folder(element, packages);
      } else if (Files.isRegularFile(element)) {
        jar(element, packages);
      }
    }
    return packages;
  }

  private static void folder(Path root, Set<String> packages) {
    try (Stream<Path> files = Files.walk(root)) {
      files
          .filter(file -> file.getFileName().toString().endsWith(CLASS))
          .map(file -> root.relativize(file.getParent()))
          .filter(folder -> !folder.toString().isEmpty())
          .forEach(
              folder ->
                  packages.add(
                      folder.toString().replace(root.getFileSystem().getSeparator(), ".")));
    } catch (IOException | UncheckedIOException unreadable) {
      // What was read still counts.
    }
  }

  private static void jar(Path file, Set<String> packages) {
    try (ZipFile zip = new ZipFile(file.toFile())) {
      Enumeration<? extends ZipEntry> entries = zip.entries();
      while (entries.hasMoreElements()) {
        String name = entries.nextElement().getName();
        int slash = name.lastIndexOf('/');
        if (name.endsWith(CLASS) && slash > 0 && !name.startsWith("META-INF/")) {
          packages.add(name.substring(0, slash).replace('/', '.'));
        }
      }
    } catch (IOException | RuntimeException unreadable) {
      // A jar that cannot be read holds nothing here.
    }
  }
}
