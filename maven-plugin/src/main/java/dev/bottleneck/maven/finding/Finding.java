package dev.bottleneck.maven.finding;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * One finding of a rule, in a Java source or a Spring configuration file.
 *
 * @param ruleId the catalog id
 * @param file the file as it was given to the scanner
 * @param line 1-based line of the reported construct
 * @param column 1-based column of the reported construct, in UTF-16 code units with a tab counted
 *     as one (SARIF's {@code utf16CodeUnits}). In a Java source it is the point javac gives a
 *     diagnostic about the construct, which Error Prone reports too: the {@code (} of a method
 *     call, {@code new} of a constructor call, the operator of a string concatenation, the start of
 *     a method reference; in a configuration file, the start of the value
 * @param message what is slow here and the remedy
 * @param member the enclosing member, e.g. {@code com.acme.Orders#place(Order)}, or a config key;
 *     the baseline matches on it instead of on line numbers
 * @param snippet the source text of the reported construct; the baseline hashes it normalized
 * @param fix the change that removes the finding, where the rule knows a safe one
 * @param related the other places of the same file that one finding stands for (the other ant
 *     request matchers of a security chain), in source order; SARIF's {@code relatedLocations}
 */
public record Finding(
    String ruleId,
    Path file,
    int line,
    int column,
    String message,
    String member,
    String snippet,
    Optional<Fix> fix,
    List<Related> related) {
  /**
   * Another place of the finding's file that the finding stands for.
   *
   * @param line 1-based line
   * @param column 1-based column, counted as {@link Finding#column()} is
   * @param message what is there
   */
  public record Related(int line, int column, String message) {}

  public Finding {
    related = List.copyOf(related);
  }

  /** A finding that stands for its own place only. */
  public Finding(
      String ruleId,
      Path file,
      int line,
      int column,
      String message,
      String member,
      String snippet,
      Optional<Fix> fix) {
    this(ruleId, file, line, column, message, member, snippet, fix, List.of());
  }

  /** A finding without a fix. */
  public Finding(
      String ruleId,
      Path file,
      int line,
      int column,
      String message,
      String member,
      String snippet) {
    this(ruleId, file, line, column, message, member, snippet, Optional.empty());
  }

  /**
   * A number of findings as every summary of the console writes it: {@code no findings}, {@code 1
   * finding}, {@code 3 findings}.
   */
  public static String count(int findings) {
    return (findings == 0 ? "no" : String.valueOf(findings))
        + " finding"
        + (findings == 1 ? "" : "s");
  }
}
