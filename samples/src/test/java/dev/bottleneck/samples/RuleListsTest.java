package dev.bottleneck.samples;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.catalog.CatalogText;
import dev.bottleneck.catalog.Engine;
import dev.bottleneck.catalog.Rule;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every list of rules outside the engines names exactly the catalog's rules: all of them in the
 * README, the site index and the site menu; each guide only those of its engine. A failure prints
 * the text to paste.
 */
final class RuleListsTest {
  private static final Path ROOT = Path.of("..");
  private static final Path SITE = ROOT.resolve(Path.of("src", "site"));
  private static final Path GUIDES = SITE.resolve("markdown");
  private static final Pattern ARCHUNIT_ROW =
      Pattern.compile("^\\| `(\\w+)` \\| \\[(\\w+)\\]\\(rules/(\\w+)\\.html\\) \\| (.*) \\|$");

  @Test
  void readmeListsEveryRuleWithItsSummaryAndEngines() {
    GeneratedBlock.assertBlock(ROOT.resolve("README.md"), markdown(CatalogText.readmeTable()));
  }

  @Test
  void siteIndexListsEveryRule() {
    GeneratedBlock.assertBlock(GUIDES.resolve("index.md"), markdown(CatalogText.indexTable()));
  }

  @Test
  void siteMenuListsEveryRule() {
    GeneratedBlock.assertBlock(SITE.resolve("site.xml"), CatalogText.siteMenu());
  }

  @Test
  void errorProneGuideListsTheErrorProneRules() {
    GeneratedBlock.assertBlock(
        GUIDES.resolve("error-prone.md"), markdown(CatalogText.guideTable(Engine.ERROR_PRONE)));
  }

  @Test
  void mavenPluginGuideListsThePluginRules() {
    GeneratedBlock.assertBlock(
        GUIDES.resolve("maven-plugin.md"), markdown(CatalogText.guideTable(Engine.MAVEN_PLUGIN)));
  }

  @Test
  void spotBugsGuideListsTheSpotBugsRules() {
    GeneratedBlock.assertBlock(
        GUIDES.resolve("spotbugs.md"), markdown(CatalogText.guideTable(Engine.SPOTBUGS)));
  }

  /**
   * The ArchUnit guide's table has a hand-written column (what each rule reports on bytecode), so
   * it is not generated: its rows must name exactly the ArchUnit rules, each with its constant.
   */
  @Test
  void archUnitGuideListsTheArchUnitRulesWithTheirConstants() {
    Path guide = GUIDES.resolve("archunit.md");
    Map<String, String> reports = new LinkedHashMap<>();
    List<String> rows =
        GeneratedBlock.lines(guide).stream().filter(ARCHUNIT_ROW.asPredicate()).toList();
    for (String row : rows) {
      Matcher matcher = ARCHUNIT_ROW.matcher(row);
      assertThat(matcher.matches()).isTrue();
      reports.put(matcher.group(2), matcher.group(4));
    }
    List<String> expected =
        CatalogText.rulesOf(Engine.ARCHUNIT).stream()
            .map(rule -> archUnitRow(rule, reports.getOrDefault(rule.id(), "what it reports")))
            .toList();
    assertThat(rows)
        .as(
            "%s: the rows of its rules table, one per rule that claims Engine.ARCHUNIT, in catalog"
                + " order; expected:%n%s%n",
            guide.normalize(), String.join("\n", expected))
        .isEqualTo(expected);
  }

  private static String archUnitRow(Rule rule, String reports) {
    return "| `"
        + rule.name()
        + "` | ["
        + rule.id()
        + "](rules/"
        + rule.id()
        + ".html) | "
        + reports
        + " |";
  }

  /** Blank lines around a Markdown table, so that the marker comments stay blocks of their own. */
  private static String markdown(String table) {
    return "\n" + table + "\n";
  }
}
