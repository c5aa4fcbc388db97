package dev.bottleneck.maven.source;

import java.nio.file.Path;

/** A file that cannot be analyzed; the message says what to do about it. */
public final class SourceException extends Exception {
  private final Path file;

  public SourceException(Path file, String problem) {
    super(file + " " + problem);
    this.file = file;
  }

  public Path file() {
    return file;
  }
}
