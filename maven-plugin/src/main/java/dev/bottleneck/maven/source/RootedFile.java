package dev.bottleneck.maven.source;

import java.nio.file.Path;

/**
 * A file to analyze and the root it was found under; include and exclude globs match the path
 * relative to that root.
 */
public record RootedFile(Path root, Path file) implements Comparable<RootedFile> {
  public RootedFile {
    root = root.toAbsolutePath().normalize();
    file = file.toAbsolutePath().normalize();
  }

  /** The path below the root, with {@code /} separators. */
  public String relativePath() {
    Path relative = root.relativize(file);
    // On Linux a backslash is part of a file name, not a separator to convert.
    return relative.toString().replace(relative.getFileSystem().getSeparator(), "/");
  }

  @Override
  public int compareTo(RootedFile other) {
    return file.compareTo(other.file);
  }
}
