package dev.bottleneck.maven.finding;

import java.nio.file.Path;

/**
 * A Java file that was not analyzed, or not by every rule; the other files are still analyzed.
 *
 * @param parsed false when the file does not parse, so that no rule checked it; true when it parsed
 *     and a rule could not check it (too deep for the rule, or a defect of the rule), the other
 *     rules having run
 */
public record ParseProblem(Path file, int line, int column, String message, boolean parsed) {
  /** A file that does not parse. */
  public ParseProblem(Path file, int line, int column, String message) {
    this(file, line, column, message, false);
  }

  /** How a report introduces the message after the file name. */
  public String lead() {
    return parsed ? "not every rule checked it: " : "does not parse, so no rule checked it: ";
  }
}
