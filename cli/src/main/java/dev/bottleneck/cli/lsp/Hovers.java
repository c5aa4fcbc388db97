package dev.bottleneck.cli.lsp;

import dev.bottleneck.catalog.DocsLinks;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.catalog.RuleHelp;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.MarkupContent;
import org.eclipse.lsp4j.MarkupKind;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;

/**
 * The hover over a diagnostic: the rule's summary and its Fix section, as the rule's page and the
 * SARIF help write them (the catalog's text), with a link to the page.
 */
final class Hovers {
  private Hovers() {}

  /** The hover at {@code at}, if a finding's diagnostic covers it. */
  static Optional<Hover> at(FileReport report, Position at) {
    Set<String> rules = new LinkedHashSet<>();
    Range range = null;
    for (FileReport.Reported reported : report.findings()) {
      Range covered = reported.diagnostic().getRange();
      if (contains(covered, at) && rules.add(reported.finding().ruleId()) && range == null) {
        range = covered;
      }
    }
    if (rules.isEmpty()) {
      return Optional.empty();
    }
    List<String> parts = rules.stream().map(id -> help(id, report.docs())).toList();
    return Optional.of(
        new Hover(
            new MarkupContent(MarkupKind.MARKDOWN, String.join("\n\n---\n\n", parts)), range));
  }

  /** One rule's help: its id linked to its page, its summary, and how to fix it. */
  static String help(String ruleId, DocsLinks docs) {
    Optional<Rule> rule = Rule.find(ruleId);
    if (rule.isEmpty()) {
      return "**" + ruleId + "**";
    }
    String head = "**[" + ruleId + "](" + docs.page(rule.get()) + ")**: " + rule.get().summary();
    return RuleHelp.find(rule.get())
        .map(help -> head + "\n\n**Fix**\n\n" + help.fixMarkdown(docs))
        .orElse(head);
  }

  static boolean contains(Range range, Position at) {
    return !before(at, range.getStart()) && !before(range.getEnd(), at);
  }

  private static boolean before(Position a, Position b) {
    return a.getLine() < b.getLine()
        || (a.getLine() == b.getLine() && a.getCharacter() < b.getCharacter());
  }
}
