package dev.bottleneck.cli.lsp;

import dev.bottleneck.catalog.DocsLinks;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.catalog.Severity;
import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.finding.ParseProblem;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticCodeDescription;
import org.eclipse.lsp4j.DiagnosticRelatedInformation;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;

/**
 * What the editor was last told about one file: each finding with its diagnostic, the problems that
 * kept the file (or a rule) from being analyzed, and the text they were found in, which code
 * actions and hovers are answered from while it is still the buffer's text.
 *
 * @param version the buffer's version that was analyzed, or null for the file on disk
 */
record FileReport(
    Path file,
    String text,
    Integer version,
    List<Reported> findings,
    List<Diagnostic> problems,
    DocsLinks docs) {
  static final String SOURCE = "bottleneck";

  /** A finding and the diagnostic that shows it. */
  record Reported(Finding finding, Diagnostic diagnostic) {}

  /**
   * The report of one analysis of {@code text}. A file that does not parse is one diagnostic, at
   * the first problem the parser met; a rule that failed on it is one more each. A finding's
   * diagnostic ends where the reported expression ends in a buffer the editor has open (which takes
   * a parse of its text), and at the end of its line in a file on disk: the first analysis of a
   * workspace publishes those, and it costs the parse of nothing the scan did not parse.
   *
   * <p>An open buffer analyzed again with the same text (after an edit of another file, whose
   * callers it reads) keeps the ranges of {@code previous} for the findings at the same points: the
   * same text parses to the same tree, so only a finding at a new point takes the parse.
   *
   * @param uri the address the editor knows the file by, for the places a finding stands for too
   * @param version the buffer's version, or null for a file that is not open
   * @param previous the report published before for the file, if any
   */
  static FileReport of(
      Path file,
      String uri,
      String text,
      Integer version,
      List<Finding> findings,
      List<ParseProblem> problems,
      DocsLinks docs,
      Optional<FileReport> previous) {
    TextLines lines = new TextLines(text);
    boolean ended = version != null && file.toString().endsWith(".java");
    Map<List<Integer>, Range> known =
        previous
            .filter(report -> ended && report.version() != null && report.text().equals(text))
            .map(FileReport::rangesByPoint)
            .orElse(Map.of());
    Optional<SourceTree> tree =
        !ended || known.keySet().containsAll(findings.stream().map(FileReport::point).toList())
            ? Optional.empty()
            : SourceTree.parse(text);
    List<Reported> reported = new ArrayList<>();
    for (Finding finding : findings) {
      Diagnostic diagnostic = diagnostic(finding, uri, lines, tree, docs);
      Range range = known.get(point(finding));
      if (range != null) {
        diagnostic.setRange(range);
      }
      reported.add(new Reported(finding, diagnostic));
    }
    List<Diagnostic> unanalyzed = new ArrayList<>();
    boolean unparsed = false;
    for (ParseProblem problem : problems) {
      if (!problem.parsed() && unparsed) {
        continue;
      }
      unparsed |= !problem.parsed();
      Range range = tokenAt(lines, lines.position(problem.line(), problem.column()));
      Diagnostic diagnostic =
          new Diagnostic(
              range, problem.lead() + problem.message(), DiagnosticSeverity.Warning, SOURCE);
      unanalyzed.add(diagnostic);
    }
    return new FileReport(file, text, version, reported, unanalyzed, docs);
  }

  /** Where a finding is reported: its line and column as the engine counts them. */
  private static List<Integer> point(Finding finding) {
    return List.of(finding.line(), finding.column());
  }

  /** The range of each finding's diagnostic, by the point the finding is reported at. */
  private Map<List<Integer>, Range> rangesByPoint() {
    Map<List<Integer>, Range> ranges = new HashMap<>();
    findings.forEach(one -> ranges.put(point(one.finding()), one.diagnostic().getRange()));
    return ranges;
  }

  /** Every diagnostic of the file: the problems first, then the findings in the engine's order. */
  List<Diagnostic> diagnostics() {
    List<Diagnostic> all = new ArrayList<>(problems);
    findings.forEach(finding -> all.add(finding.diagnostic()));
    return all;
  }

  private static Diagnostic diagnostic(
      Finding finding, String uri, TextLines lines, Optional<SourceTree> tree, DocsLinks docs) {
    Position start = lines.position(finding.line(), finding.column());
    Range range =
        tree.flatMap(t -> t.reported(finding.line(), finding.column()))
            .flatMap(expression -> expression.getEnd())
            .map(end -> new Range(start, lines.position(end.line, end.column + 1)))
            .orElseGet(() -> toLineEnd(lines, start));
    Diagnostic diagnostic =
        new Diagnostic(
            range, finding.message(), severity(finding.ruleId()), SOURCE, finding.ruleId());
    diagnostic.setCodeDescription(new DiagnosticCodeDescription(docs.page(finding.ruleId())));
    if (!finding.related().isEmpty()) {
      List<DiagnosticRelatedInformation> related = new ArrayList<>();
      for (Finding.Related place : finding.related()) {
        Position at = lines.position(place.line(), place.column());
        related.add(
            new DiagnosticRelatedInformation(
                new Location(uri, toLineEnd(lines, at)), place.message()));
      }
      diagnostic.setRelatedInformation(related);
    }
    return diagnostic;
  }

  /** How loudly the catalog says the rule speaks; a warning for an id it does not know. */
  static DiagnosticSeverity severity(String ruleId) {
    Severity severity = Rule.find(ruleId).map(Rule::severity).orElse(Severity.WARNING);
    return switch (severity) {
      case ERROR -> DiagnosticSeverity.Error;
      case WARNING -> DiagnosticSeverity.Warning;
      case SUGGESTION -> DiagnosticSeverity.Information;
    };
  }

  /** From {@code start} to the end of its line, without trailing white space; at least a char. */
  private static Range toLineEnd(TextLines lines, Position start) {
    String line = lines.line(start.getLine());
    int end = line.stripTrailing().length();
    return new Range(
        start,
        new Position(
            start.getLine(), Math.max(end, Math.min(start.getCharacter() + 1, line.length()))));
  }

  /** The word at {@code start}, or its one character, or the end of its line. */
  private static Range tokenAt(TextLines lines, Position start) {
    String line = lines.line(start.getLine());
    int end = start.getCharacter();
    while (end < line.length() && Character.isJavaIdentifierPart(line.charAt(end))) {
      end++;
    }
    if (end == start.getCharacter() && end < line.length()) {
      end++;
    }
    return new Range(start, new Position(start.getLine(), end));
  }
}
