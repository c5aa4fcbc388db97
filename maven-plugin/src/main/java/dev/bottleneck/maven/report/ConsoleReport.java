package dev.bottleneck.maven.report;

import dev.bottleneck.catalog.DocsLinks;
import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.finding.ParseProblem;
import dev.bottleneck.maven.frontend.FrontEnd;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The build log's view of a report, javac-like: one line per finding ({@code path/A.java:[12,5]
 * [RuleId] message (docs link)}), paths as they open from where the build runs, then a summary by
 * rule and what the baseline did.
 */
public final class ConsoleReport {
  private ConsoleReport() {}

  /** Lines to log as warnings, as information, and as errors. */
  public record Lines(List<String> warnings, List<String> summary, List<String> errors) {}

  public static Lines render(Report report, ProjectPaths paths, DocsLinks docs) {
    return render(report, paths, docs, FrontEnd.MAVEN);
  }

  /**
   * @param words how the summary names the command that rewrites the baseline
   */
  public static Lines render(Report report, ProjectPaths paths, DocsLinks docs, FrontEnd words) {
    List<String> errors = new ArrayList<>();
    for (ParseProblem error : report.errors()) {
      errors.add(line(error, "", paths));
    }
    List<String> warnings = new ArrayList<>();
    for (ParseProblem problem : report.problems()) {
      warnings.add(line(problem, problem.lead(), paths));
    }
    for (Finding finding : report.findings()) {
      warnings.add(line(finding, paths, docs));
      for (Finding.Related place : finding.related()) {
        warnings.add(related(finding, place, paths));
      }
    }
    return new Lines(warnings, summary(report, words), errors);
  }

  /**
   * A file that was not analyzed, or not by every rule: {@code path:[line,column] lead message}.
   */
  private static String line(ParseProblem problem, String lead, ProjectPaths paths) {
    return Text.printable(
        paths.fromBuildRoot(problem.file())
            + ":["
            + problem.line()
            + ","
            + problem.column()
            + "] "
            + lead
            + oneLine(problem.message()));
  }

  /** How many findings in how many files, by rule; how many files were skipped; the baseline. */
  private static List<String> summary(Report report, FrontEnd words) {
    Map<String, Integer> byRule = new TreeMap<>();
    for (Finding finding : report.findings()) {
      byRule.merge(finding.ruleId(), 1, Integer::sum);
    }
    List<String> summary = new ArrayList<>();
    int count = report.findings().size();
    summary.add(
        "bottleneck: "
            + Finding.count(count)
            + " in "
            + report.filesAnalyzed()
            + " file"
            + (report.filesAnalyzed() == 1 ? "" : "s")
            + " analyzed"
            + (report.baselined() > 0 ? ", " + report.baselined() + " more baselined" : ""));
    byRule.forEach((rule, n) -> summary.add("  " + rule + ": " + n));
    if (!report.problems().isEmpty()) {
      summary.add(
          "bottleneck: "
              + report.problems().size()
              + " file(s) did not parse, see the warnings above");
    }
    if (!report.errors().isEmpty()) {
      summary.add(
          "bottleneck: "
              + report.errors().size()
              + " file(s) could not be analyzed, see the errors above");
    }
    if (report.baselined() > 0 || report.staleBaselineEntries() > 0) {
      summary.add(baselineLine(report, words));
    }
    return summary;
  }

  /** What the baseline accepted, and how many of its entries matched nothing. */
  private static String baselineLine(Report report, FrontEnd words) {
    return "bottleneck: "
        + report.baselined()
        + " known finding(s) baselined, "
        + report.staleBaselineEntries()
        + " baseline entr"
        + (report.staleBaselineEntries() == 1 ? "y" : "ies")
        + " no longer match"
        + (report.staleBaselineEntries() > 0
            ? " (drop them with " + words.command("baseline") + ")"
            : "");
  }

  static String line(Finding finding, ProjectPaths paths, DocsLinks docs) {
    return Text.printable(
        paths.fromBuildRoot(finding.file())
            + ":["
            + finding.line()
            + ","
            + finding.column()
            + "] ["
            + finding.ruleId()
            + "] "
            + oneLine(finding.message())
            + " ("
            + docs.page(finding.ruleId())
            + ")");
  }

  /**
   * One of the other places a finding stands for, below the finding's line and indented: {@code
   * path/A.java:[25,9] also: message}.
   */
  private static String related(Finding finding, Finding.Related place, ProjectPaths paths) {
    return Text.printable(
        "    "
            + paths.fromBuildRoot(finding.file())
            + ":["
            + place.line()
            + ","
            + place.column()
            + "] also: "
            + oneLine(place.message()));
  }

  private static String oneLine(String text) {
    return text.strip().replaceAll("\\s*\\R\\s*", " ");
  }
}
