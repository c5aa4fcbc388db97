package dev.bottleneck.maven.source;

import dev.bottleneck.maven.finding.FileProblemException;
import java.nio.file.Path;

/** A source file that cannot be read or decoded; the message says what to do about it. */
public final class SourceException extends FileProblemException {
  /** A problem of the file as a whole. */
  public SourceException(Path file, String problem) {
    this(file, 1, 1, problem);
  }

  /**
   * @param line 1-based line of the problem
   * @param column 1-based column of the problem
   */
  public SourceException(Path file, int line, int column, String problem) {
    super(file, line, column, problem);
  }
}
