package dev.bottleneck.maven.config;

import dev.bottleneck.maven.finding.FileProblemException;
import java.nio.file.Path;

/** A configuration file that cannot be analyzed: where, what is wrong and the fix. */
public final class ConfigFileException extends FileProblemException {
  private ConfigFileException(Path file, int line, int column, String problem, String fix) {
    super(file, line, column, problem + "; " + fix);
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

  /**
   * A {@code .properties} escape that {@code java.util.Properties} refuses ({@code \\u} without
   * four hex digits), and so does Spring Boot when the application starts.
   */
  static ConfigFileException unicodeEscape(Path file, int line, int column, String escape) {
    return new ConfigFileException(
        file,
        line,
        column,
        "does not load as .properties: '"
            + escape
            + "' is not a Unicode escape (\\u takes four hex digits), and Spring Boot refuses the"
            + " file at start-up",
        "fix the escape there (\\\\u for a backslash and u) or exclude the file with the"
            + " excludes parameter");
  }

  /** A logging configuration that does not parse in its {@code format}: XML, JSON or YAML. */
  static ConfigFileException syntax(
      Path file, int line, int column, String format, String problem) {
    return new ConfigFileException(
        file,
        line,
        column,
        "does not parse as " + format + ": " + problem,
        "fix the " + format + " syntax there or exclude the file with the excludes parameter");
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
}
