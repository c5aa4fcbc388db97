package dev.bottleneck.maven.report;

import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.finding.ParseProblem;
import java.util.Comparator;
import java.util.List;

/**
 * What one module's analysis found, after the filters, in a stable order.
 *
 * @param findings the findings to report, sorted by file, line, column and rule
 * @param problems the files that did not parse, reported as warnings
 * @param baselinedFindings the findings the baseline accepted, in the same order: SARIF holds them
 *     as suppressed results
 * @param staleBaselineEntries how many baseline entries matched no finding
 * @param filesAnalyzed how many files were read
 * @param errors the files that could not be analyzed at all; the run did not succeed
 */
public record Report(
    List<Finding> findings,
    List<ParseProblem> problems,
    List<Finding> baselinedFindings,
    int staleBaselineEntries,
    int filesAnalyzed,
    List<ParseProblem> errors) {
  public static final Comparator<Finding> ORDER =
      Comparator.comparing(Finding::file)
          .thenComparingInt(Finding::line)
          .thenComparingInt(Finding::column)
          .thenComparing(Finding::ruleId)
          .thenComparing(Finding::message);

  private static final Comparator<ParseProblem> PROBLEM_ORDER =
      Comparator.comparing(ParseProblem::file)
          .thenComparingInt(ParseProblem::line)
          .thenComparingInt(ParseProblem::column)
          .thenComparing(ParseProblem::message);

  public Report {
    findings = findings.stream().sorted(ORDER).toList();
    baselinedFindings = baselinedFindings.stream().sorted(ORDER).toList();
    problems = problems.stream().sorted(PROBLEM_ORDER).toList();
    errors = errors.stream().sorted(PROBLEM_ORDER).toList();
  }

  /** A report of a run in which every file could be analyzed. */
  public Report(
      List<Finding> findings,
      List<ParseProblem> problems,
      List<Finding> baselinedFindings,
      int staleBaselineEntries,
      int filesAnalyzed) {
    this(findings, problems, baselinedFindings, staleBaselineEntries, filesAnalyzed, List.of());
  }

  /** How many findings the baseline accepted. */
  public int baselined() {
    return baselinedFindings.size();
  }
}
