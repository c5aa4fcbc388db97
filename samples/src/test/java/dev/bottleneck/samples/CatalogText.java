package dev.bottleneck.samples;

import dev.bottleneck.catalog.Engine;
import dev.bottleneck.catalog.Rule;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The text the catalog prescribes for every place outside the engines that names rules: each rule
 * page's header, the README and site index tables, the site menu, the guides' tables and the {@code
 * -Xep} lists. The tests compare each place with this text and print it on a mismatch, ready to
 * paste.
 */
final class CatalogText {
  private CatalogText() {}

  /** The rules an engine claims, in catalog order. */
  static List<Rule> rulesOf(Engine engine) {
    return Arrays.stream(Rule.values()).filter(rule -> rule.implementedBy(engine)).toList();
  }

  /** The header every rule page starts with. */
  static String rulePageHeader(Rule rule) {
    return "# "
        + rule.id()
        + "\n\n"
        + "*"
        + rule.summary()
        + "*\n\n"
        + "| Default severity | Tags | Engines |\n"
        + "|---|---|---|\n"
        + "| "
        + rule.severity().name().toLowerCase(Locale.ROOT)
        + " | "
        + String.join(", ", rule.tags())
        + " | "
        + engineNames(rule)
        + " |\n";
  }

  static String readmeTable() {
    return "| Rule | What to do instead | Engines |\n"
        + "|---|---|---|\n"
        + rows(
            List.of(Rule.values()),
            rule ->
                "| ["
                    + rule.id()
                    + "](src/site/markdown/rules/"
                    + rule.id()
                    + ".md) | "
                    + rule.summary()
                    + " | "
                    + engineNames(rule)
                    + " |");
  }

  static String indexTable() {
    return table("Rule", List.of(Rule.values()));
  }

  /** The table of a guide: the rules of that engine only, linked to their pages. */
  static String guideTable(Engine engine) {
    return table(engine == Engine.ERROR_PRONE ? "Check" : "Rule", rulesOf(engine));
  }

  static String siteMenu() {
    return rows(
        List.of(Rule.values()),
        rule -> "      <item name=\"" + rule.id() + "\" href=\"rules/" + rule.id() + ".html\"/>");
  }

  /** {@code -Xep:Id:severity} for every Error Prone rule, space-separated. */
  static String xepList(String severity) {
    return rulesOf(Engine.ERROR_PRONE).stream()
        .map(rule -> "-Xep:" + rule.id() + ":" + severity)
        .collect(Collectors.joining(" "));
  }

  private static String engineNames(Rule rule) {
    return rule.engines().stream().map(CatalogText::engineName).collect(Collectors.joining(", "));
  }

  private static String engineName(Engine engine) {
    return switch (engine) {
      case ERROR_PRONE -> "Error Prone";
      case MAVEN_PLUGIN -> "Maven plugin";
      case ARCHUNIT -> "ArchUnit";
    };
  }

  private static String table(String firstColumn, List<Rule> rules) {
    return "| "
        + firstColumn
        + " | What to do instead |\n"
        + "|---|---|\n"
        + rows(
            rules,
            rule ->
                "| [" + rule.id() + "](rules/" + rule.id() + ".html) | " + rule.summary() + " |");
  }

  private static String rows(List<Rule> rules, Function<Rule, String> row) {
    return rules.stream().map(row).map(line -> line + "\n").collect(Collectors.joining());
  }
}
