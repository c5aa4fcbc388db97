package dev.bottleneck.maven.finding;

import java.nio.file.Path;

/**
 * A file that cannot be analyzed, thrown by the stage that meets it: the {@link ParseProblem} that
 * reports list, with where it is and what to do. The message reads as the console's lines do,
 * {@code path:[line,column] problem}.
 */
public class FileProblemException extends Exception {
  private final ParseProblem problem;

  /**
   * @param line 1-based line of the problem; 1 with column 1 for the file as a whole
   * @param column 1-based column of the problem
   * @param problem what is wrong and what to do, without the file, e.g. {@code is not valid ...}
   */
  public FileProblemException(Path file, int line, int column, String problem) {
    super(file + ":[" + line + "," + column + "] " + problem);
    this.problem = new ParseProblem(file, line, column, problem);
  }

  /** The problem as reports list it. */
  public ParseProblem problem() {
    return problem;
  }
}
