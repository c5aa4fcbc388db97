package dev.bottleneck.maven.config;

import java.nio.file.Path;

/**
 * A configuration file that cannot be analyzed; the message names the file, the line and the fix.
 */
public final class ConfigFileException extends Exception {
  private final Path file;
  private final int line;
  private final int column;
  private final String problem;

  private ConfigFileException(Path file, int line, int column, String problem, String fix) {
    super(file + ":[" + line + "," + column + "] " + problem + "; " + fix);
    this.file = file;
    this.line = line;
    this.column = column;
    this.problem = problem + "; " + fix;
  }

  /** YAML that does not parse. */
  static ConfigFileException syntax(Path file, int line, int column, String problem) {
    return new ConfigFileException(
        file,
        line,
        column,
        "does not parse as YAML: " + problem,
        "fix the YAML syntax there or exclude the file with the excludes parameter");
  }

  /** YAML that parses but exceeds one of the reader's limits, named in {@code limit}. */
  static ConfigFileException limit(Path file, int line, int column, String limit) {
    return new ConfigFileException(
        file,
        line,
        column,
        "is not analyzed: " + limit,
        "simplify the file (fewer aliases, flatter or smaller) or exclude it with the excludes"
            + " parameter");
  }

  public Path file() {
    return file;
  }

  public int line() {
    return line;
  }

  public int column() {
    return column;
  }

  /** The message without the file and position: what is wrong and the fix. */
  public String problem() {
    return problem;
  }
}
