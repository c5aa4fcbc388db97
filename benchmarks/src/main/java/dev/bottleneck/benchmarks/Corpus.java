package dev.bottleneck.benchmarks;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * A body of real sources and the class path they compile against.
 *
 * @param sources the {@code .java} files, sorted, so that every run sees them in the same order
 * @param classpath the jars the sources need besides the JDK
 */
public record Corpus(List<Path> sources, List<Path> classpath) {
  public Corpus {
    sources = List.copyOf(sources);
    classpath = List.copyOf(classpath);
  }

  /**
   * The {@code .java} files under {@code sourceRoot} and the jars in {@code classpathDirectory}.
   *
   * @throws IllegalStateException naming the folder and the Maven command that fills it when it is
   *     missing or empty
   */
  public static Corpus of(Path sourceRoot, Path classpathDirectory) {
    return new Corpus(
        filesEndingWith(sourceRoot, ".java"), filesEndingWith(classpathDirectory, ".jar"));
  }

  public static List<Path> filesEndingWith(Path directory, String suffix) {
    if (!Files.isDirectory(directory)) {
      throw new IllegalStateException(missing(directory, suffix));
    }
    try (Stream<Path> files = Files.walk(directory)) {
      List<Path> found =
          files
              .filter(f -> f.toString().endsWith(suffix) && Files.isRegularFile(f))
              .sorted()
              .toList();
      if (found.isEmpty()) {
        throw new IllegalStateException(missing(directory, suffix));
      }
      return found;
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot list " + directory + ": " + e.getMessage(), e);
    }
  }

  /** Lines of source, counted the way {@code wc -l} does: comments and blank lines included. */
  public long lines() {
    return countLines(sources);
  }

  public static long countLines(List<Path> files) {
    long lines = 0;
    for (Path file : files) {
      try (Stream<String> fileLines = Files.lines(file)) {
        lines += fileLines.count();
      } catch (IOException e) {
        throw new UncheckedIOException("Cannot read " + file + ": " + e.getMessage(), e);
      }
    }
    return lines;
  }

  private static String missing(Path directory, String suffix) {
    return "No "
        + suffix
        + " files in "
        + directory
        + "; the maven-dependency-plugin fills it: run ./mvnw -pl benchmarks -am verify"
        + " (or generate-test-resources) with access to Maven Central once";
  }
}
