package dev.bottleneck.cli.lsp;

import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.finding.Fix;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionKind;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either;

/**
 * The quick fixes of the findings in a range: the change the engine computes for a finding (the
 * same that {@code bottleneck fix} and the SARIF report's {@code fixes} apply), and the suppression
 * of its rule on the declaration around it. None while the buffer differs from the text the
 * findings were found in: their lines may have moved.
 */
final class CodeActions {
  private CodeActions() {}

  static List<Either<Command, CodeAction>> in(
      FileReport report, String uri, String currentText, Range range) {
    if (range == null || !report.text().equals(currentText)) {
      return List.of();
    }
    // Two findings of one method may share a fix, and do share a suppression: each is offered once.
    Map<Fix, CodeAction> fixes = new LinkedHashMap<>();
    Map<List<Object>, CodeAction> suppressions = new LinkedHashMap<>();
    for (FileReport.Reported reported : report.findings()) {
      Diagnostic diagnostic = reported.diagnostic();
      if (!overlaps(diagnostic.getRange(), range)) {
        continue;
      }
      Finding finding = reported.finding();
      finding
          .fix()
          .ifPresent(
              fix ->
                  fixes.computeIfAbsent(
                      fix, f -> action(f.description(), uri, edits(f, report), diagnostic, true)));
      String title = Suppression.title(finding.ruleId());
      Suppression.edits(report.text(), finding)
          .ifPresent(
              edits ->
                  suppressions.computeIfAbsent(
                      List.of(title, edits), key -> action(title, uri, edits, diagnostic, false)));
    }
    // The fixes first: an editor offers the first action as the default.
    List<Either<Command, CodeAction>> all = new ArrayList<>();
    fixes.values().forEach(action -> all.add(Either.forRight(action)));
    suppressions.values().forEach(action -> all.add(Either.forRight(action)));
    return all;
  }

  /** The fix's whole lines, replaced by its lines joined by the file's line break. */
  static List<TextEdit> edits(Fix fix, FileReport report) {
    TextLines lines = new TextLines(report.text());
    return List.of(
        new TextEdit(
            lines.lines(fix.startLine(), fix.endLine()),
            String.join(lines.separator(), fix.lines())));
  }

  private static CodeAction action(
      String title, String uri, List<TextEdit> edits, Diagnostic diagnostic, boolean preferred) {
    CodeAction action = new CodeAction(title);
    action.setKind(CodeActionKind.QuickFix);
    action.setDiagnostics(List.of(diagnostic));
    action.setIsPreferred(preferred);
    action.setEdit(new WorkspaceEdit(Map.of(uri, edits)));
    return action;
  }

  private static boolean overlaps(Range a, Range b) {
    return Hovers.contains(a, b.getStart())
        || Hovers.contains(a, b.getEnd())
        || Hovers.contains(b, a.getStart());
  }
}
