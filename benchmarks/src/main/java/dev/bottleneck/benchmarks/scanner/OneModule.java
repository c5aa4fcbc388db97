package dev.bottleneck.benchmarks.scanner;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The libraries of the corpus merged into one source root, as if they were one module of a million
 * lines: the size at which the scanner's heap must stay under 512 MB. Files are linked, not copied,
 * where the file system allows. Where two libraries hold the same path (a {@code package-info.java}
 * of a package both contribute to), the first library's file is kept.
 */
final class OneModule {
  private OneModule() {}

  /**
   * The merged root beside {@code corpus}, made once and reused while the libraries are the same.
   */
  static Path merge(Path corpus, List<Path> libraries) throws IOException {
    Path root = corpus.resolveSibling(corpus.getFileName() + "-one-module");
    Path done = root.resolveSibling(root.getFileName() + ".done");
    String expected =
        libraries.stream().map(library -> library.getFileName().toString()).toList().toString();
    if (Files.isRegularFile(done) && Files.readString(done).equals(expected)) {
      return root;
    }
    int skipped = 0;
    for (Path library : libraries) {
      try (Stream<Path> files = Files.walk(library)) {
        for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
          Path target = root.resolve(library.relativize(file).toString());
          Files.createDirectories(target.getParent());
          if (!link(file, target)) {
            skipped++;
          }
        }
      }
    }
    Files.writeString(done, expected);
    System.out.printf(
        "Merged %d libraries into %s (%d files left out: the same path in two libraries)%n",
        libraries.size(), root, skipped);
    return root;
  }

  /** Links or copies {@code file} to {@code target}; false when the target exists already. */
  private static boolean link(Path file, Path target) {
    if (Files.exists(target)) {
      return false;
    }
    try {
      try {
        Files.createLink(target, file);
      } catch (UnsupportedOperationException | FileSystemException notLinkable) {
        // Another file system, or one without hard links: a copy serves as well.
        Files.copy(file, target);
      }
      return true;
    } catch (IOException e) {
      throw new UncheckedIOException(
          "Cannot place " + file + " at " + target + ": " + e.getMessage(), e);
    }
  }
}
