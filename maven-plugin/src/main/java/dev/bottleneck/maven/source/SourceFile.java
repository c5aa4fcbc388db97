package dev.bottleneck.maven.source;

import java.nio.file.Path;

/**
 * A file to analyze and the root it was found under; include and exclude globs match the path
 * relative to that root.
 */
public record SourceFile(Path root, Path file) implements Comparable<SourceFile> {
  public SourceFile {
    root = root.toAbsolutePath().normalize();
    file = file.toAbsolutePath().normalize();
  }

  /** The path below the root, with {@code /} separators. */
  public String relativePath() {
    return root.relativize(file).toString().replace('\\', '/');
  }

  @Override
  public int compareTo(SourceFile other) {
    return file.compareTo(other.file);
  }
}
