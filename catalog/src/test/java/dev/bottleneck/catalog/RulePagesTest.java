package dev.bottleneck.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every rule has its page, whole ({@link RulePages}): one failure lists what every page lacks, with
 * the template of a missing page and the header to paste. The other tests that read pages (the
 * rule's help here, the Evidence block in the cost benchmarks) skip a rule whose page this test
 * reports.
 */
final class RulePagesTest {

  @Test
  void everyRuleHasAWholePage() {
    List<String> problems =
        Arrays.stream(Rule.values()).flatMap(rule -> RulePages.problems(rule).stream()).toList();
    if (!problems.isEmpty()) {
      fail("The rule pages lack what follows.%n%n%s", String.join("\n\n", problems));
    }
  }

  @Test
  void aPageIsHeldToTheTemplatesParts(@TempDir Path dir) throws IOException {
    Rule rule = Rule.COMMONS_DBCP_POOL;
    Path page = dir.resolve("CommonsDbcpPool.md");
    String name = page.normalize().toString();
    assertThat(RulePages.problems(rule, page))
        .containsExactly(
            "create "
                + name
                + " from this template and replace its (write ...) lines:\n"
                + CatalogText.rulePageTemplate(rule));

    Files.writeString(page, CatalogText.rulePageTemplate(rule));
    assertThat(RulePages.problems(rule, page))
        .containsExactly(
            name + " still holds lines of the template: replace each (write ...) line");

    Files.writeString(
        page,
        CatalogText.rulePageTemplate(rule)
            .replaceAll("\\(write [^)]*\\)", "Text.")
            .replace("`@SuppressWarnings(\"CommonsDbcpPool\")`", "an annotation")
            .replace("CommonsDbcpPoolGood.java", "Missing.java")
            .replace("\n## Fix\n\nText.\n", "\n"));
    assertThat(RulePages.problems(rule, page))
        .containsExactly(
            name + " lacks the section '## Fix'",
            name
                + ": its Example must include CommonsDbcpPoolGood.java with <!--"
                + " MACRO{snippet|file=samples/src/main/java/dev/bottleneck/samples/"
                + "CommonsDbcpPoolGood.java} -->",
            name
                + " includes samples/src/main/java/dev/bottleneck/samples/Missing.java, which does"
                + " not exist");

    Files.writeString(
        page,
        CatalogText.rulePageTemplate(rule)
            .replaceAll("\\(write [^)]*\\)", "Text.")
            .replace("`@SuppressWarnings(\"CommonsDbcpPool\")`", "an annotation"));
    assertThat(RulePages.problems(rule, page))
        .containsExactly(
            name + ": its Suppression section must show @SuppressWarnings(\"CommonsDbcpPool\")");
  }

  @Test
  void aMissingPageGetsTheTemplateWithTheCatalogsHeaderAndTheRulesSamples() {
    String template = CatalogText.rulePageTemplate(Rule.COMMONS_DBCP_POOL);

    assertThat(template)
        .startsWith(CatalogText.rulePageHeader(Rule.COMMONS_DBCP_POOL))
        .contains(
            "\n## Problem\n",
            "\n## Fix\n",
            "\n## Example\n",
            "<!-- MACRO{snippet|file=samples/src/main/java/dev/bottleneck/samples/"
                + "CommonsDbcpPoolBad.java} -->",
            "<!-- MACRO{snippet|file=samples/src/main/java/dev/bottleneck/samples/"
                + "CommonsDbcpPoolGood.java} -->",
            "\n## Suppression\n",
            "`@SuppressWarnings(\"CommonsDbcpPool\")`",
            "\n## Evidence\n",
            "<!-- cost-benchmarks:begin -->\n<!-- cost-benchmarks:end -->\n");
    assertThat(RuleHelp.parse("CommonsDbcpPool", template).suppression())
        .contains("@SuppressWarnings(\"CommonsDbcpPool\")");
  }
}
