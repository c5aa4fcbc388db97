package dev.bottleneck.maven.source;

import java.nio.file.Path;

/** A file that cannot be analyzed; the message says what to do about it. */
public final class SourceException extends Exception {
  private final Path file;
  private final int line;
  private final int column;
  private final String problem;

  public SourceException(Path file, String problem) {
    this(file, 1, 1, problem);
  }

  /**
   * @param line 1-based line of the problem
   * @param column 1-based column of the problem
   */
  public SourceException(Path file, int line, int column, String problem) {
    super(file + (line > 1 || column > 1 ? ":[" + line + "," + column + "]" : "") + " " + problem);
    this.file = file;
    this.line = line;
    this.column = column;
    this.problem = problem;
  }

  public int line() {
    return line;
  }

  public int column() {
    return column;
  }

  /** The message without the file: what is wrong and what to do, e.g. {@code is not valid ...}. */
  public String problem() {
    return problem;
  }

  public Path file() {
    return file;
  }
}
