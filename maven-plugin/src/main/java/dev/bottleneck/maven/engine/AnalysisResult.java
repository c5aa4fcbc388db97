package dev.bottleneck.maven.engine;

import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.finding.ParseProblem;
import dev.bottleneck.maven.report.Report;
import java.util.List;

/**
 * What one run of an {@link AnalysisExecutor} found, after the change and the baseline.
 *
 * @param findings the findings to report, in the order the files were analyzed (each file's in the
 *     order its rules found them); {@link #report()} sorts them
 * @param problems Java files that do not parse, and rules that failed on a file: the other files
 *     and rules were analyzed
 * @param errors files that could not be analyzed at all (unreadable, undecodable, or configuration
 *     that does not parse), each message saying what to do: the run did not succeed
 * @param baselinedFindings the findings the baseline accepted, which reports show as suppressed
 * @param staleBaselineEntries how many baseline entries of the files analyzed, or of files that no
 *     longer exist, matched no finding
 * @param filesAnalyzed how many files were read
 */
public record AnalysisResult(
    List<Finding> findings,
    List<ParseProblem> problems,
    List<ParseProblem> errors,
    List<Finding> baselinedFindings,
    int staleBaselineEntries,
    int filesAnalyzed) {
  public AnalysisResult {
    findings = List.copyOf(findings);
    problems = List.copyOf(problems);
    errors = List.copyOf(errors);
    baselinedFindings = List.copyOf(baselinedFindings);
  }

  /** How many findings the baseline accepted. */
  public int baselined() {
    return baselinedFindings.size();
  }

  /** The result in the stable order every report shows. */
  public Report report() {
    return new Report(
        findings, problems, baselinedFindings, staleBaselineEntries, filesAnalyzed, errors);
  }
}
