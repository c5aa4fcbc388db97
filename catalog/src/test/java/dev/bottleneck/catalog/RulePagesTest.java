package dev.bottleneck.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

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
