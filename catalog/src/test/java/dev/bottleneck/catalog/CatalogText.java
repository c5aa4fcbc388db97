package dev.bottleneck.catalog;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The text the catalog prescribes for every place outside the engines that names rules: each rule
 * page's header, the README and site index tables, the site menu, the guides' tables and the {@code
 * -Xep} lists. The tests compare each place with this text and print it on a mismatch, ready to
 * paste: the rule pages in this module ({@code RulePagesTest}), the lists in the samples ({@code
 * RuleListsTest}, {@code XepListsTest}).
 */
public final class CatalogText {
  private CatalogText() {}

  /** The rules an engine claims, in catalog order. */
  public static List<Rule> rulesOf(Engine engine) {
    return Arrays.stream(Rule.values()).filter(rule -> rule.implementedBy(engine)).toList();
  }

  /** The header every rule page starts with. */
  public static String rulePageHeader(Rule rule) {
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

  /**
   * A new rule's page: the header, then every section a page has, each with a {@code (write ...)}
   * line that says what goes there, the snippets of the rule's samples and the empty block that
   * {@code cost-benchmarks/run} fills.
   */
  public static String rulePageTemplate(Rule rule) {
    String samples = "samples/src/main/java/dev/bottleneck/samples/" + rule.id();
    return rulePageHeader(rule)
        + """

        ## Problem

        (write what is slow, why, what it costs and what the rule reports)

        ## Fix

        (write the fixed form, and how to move to it)

        ## Example

        The bottleneck:

        <!-- MACRO{snippet|file=%sBad.java} -->

        The fixed form, and lookalikes that stay silent:

        <!-- MACRO{snippet|file=%sGood.java} -->

        ## Suppression

        Annotate the class, method, field or local variable with `@SuppressWarnings("%s")`.
        (write when a suppression is right)

        ## Evidence

        (write where the cost was measured or seen; `cost-benchmarks/run %s` fills the block below)

        <!-- cost-benchmarks:begin -->
        <!-- cost-benchmarks:end -->
        """
            .formatted(samples, samples, rule.id(), rule.id());
  }

  public static String readmeTable() {
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

  public static String indexTable() {
    return table("Rule", List.of(Rule.values()));
  }

  /** The table of a guide: the rules of that engine only, linked to their pages. */
  public static String guideTable(Engine engine) {
    return table(engine == Engine.ERROR_PRONE ? "Check" : "Rule", rulesOf(engine));
  }

  public static String siteMenu() {
    return rows(
        List.of(Rule.values()),
        rule -> "      <item name=\"" + rule.id() + "\" href=\"rules/" + rule.id() + ".html\"/>");
  }

  /** {@code -Xep:Id:severity} for each of {@code rules}, space-separated. */
  public static String xepList(List<Rule> rules, String severity) {
    return rules.stream()
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
      case SPOTBUGS -> "SpotBugs";
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
