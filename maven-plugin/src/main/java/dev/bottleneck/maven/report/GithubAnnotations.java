package dev.bottleneck.maven.report;

import dev.bottleneck.catalog.DocsLinks;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.catalog.Severity;
import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.finding.ParseProblem;
import java.util.ArrayList;
import java.util.List;

/**
 * GitHub Actions workflow commands that show findings on the pull request's diff, e.g. {@code
 * ::warning file=src/A.java,line=12,col=5,title=[RuleId] summary::message}. Paths are relative to
 * the repository root, where GitHub resolves them. GitHub shows at most 10 warnings and 10 errors
 * per step and 50 per job; SARIF upload has no such cap.
 */
public final class GithubAnnotations {
  private GithubAnnotations() {}

  /** The commands without docs links, as when no docs base is configured. */
  public static List<String> render(Report report, ProjectPaths paths) {
    return render(report, paths, DocsLinks.NONE);
  }

  /**
   * @param docs where each finding's docs link points: a configured base, since the annotations are
   *     read on GitHub, where a page installed on the runner opens for no one; {@link
   *     DocsLinks#NONE} for no link
   */
  public static List<String> render(Report report, ProjectPaths paths, DocsLinks docs) {
    List<String> commands = new ArrayList<>();
    for (ParseProblem error : report.errors()) {
      commands.add(
          command(
              "error",
              paths.fromRepositoryRoot(error.file()),
              error.line(),
              error.column(),
              "bottleneck: file cannot be analyzed",
              error.message()));
    }
    for (ParseProblem problem : report.problems()) {
      commands.add(
          command(
              "warning",
              paths.fromRepositoryRoot(problem.file()),
              problem.line(),
              problem.column(),
              "bottleneck: file does not parse",
              problem.message()));
    }
    for (Finding finding : report.findings()) {
      Rule rule = Rule.find(finding.ruleId()).orElse(null);
      String title = "[" + finding.ruleId() + "]" + (rule == null ? "" : " " + rule.summary());
      commands.add(
          command(
              level(rule),
              paths.fromRepositoryRoot(finding.file()),
              finding.line(),
              finding.column(),
              title,
              finding.message()
                  + (docs.addressed() ? " (" + docs.page(finding.ruleId()) + ")" : "")));
    }
    return commands;
  }

  private static String level(Rule rule) {
    Severity severity = rule == null ? Severity.WARNING : rule.severity();
    return switch (severity) {
      case ERROR -> "error";
      case WARNING -> "warning";
      case SUGGESTION -> "notice";
    };
  }

  static String command(
      String level, String file, int line, int column, String title, String message) {
    return "::"
        + level
        + " file="
        + property(file)
        + ",line="
        + line
        + ",col="
        + column
        + ",title="
        + property(title)
        + "::"
        + data(message);
  }

  /**
   * Escapes a message the way GitHub's runner unescapes it; other control characters, which the
   * runner would print raw, become visible escapes.
   */
  static String data(String text) {
    return Text.printable(text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A"));
  }

  /** Escapes a property value; a property also ends at {@code ,} and the message at {@code ::}. */
  static String property(String text) {
    return data(text).replace(":", "%3A").replace(",", "%2C");
  }
}
