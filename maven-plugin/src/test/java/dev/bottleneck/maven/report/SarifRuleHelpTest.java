package dev.bottleneck.maven.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.bottleneck.catalog.DocsLinks;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.catalog.RuleHelp;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Each rule's descriptor carries its page's help, with links under the docs base URL. */
final class SarifRuleHelpTest {
  private static final Path REPO = Path.of("/work/repo");
  private static final ProjectPaths PATHS = new ProjectPaths(REPO.resolve("orders"), REPO);
  private static final DocsLinks DOCS =
      DocsLinks.parse("https://docs.example.com/perf/rules", "bottleneck.docsBaseUrl")
          .orElseThrow();
  private static final Pattern LINK = Pattern.compile("\\[([^\\]]+)\\]\\(([^)\\s]+)\\)");
  private static final Report EMPTY = new Report(List.of(), List.of(), List.of(), 0, 0);

  @Test
  void everyRuleCarriesProblemFixAndSuppressionAsTextAndMarkdown() throws Exception {
    String sarif = SarifReport.render(EMPTY, PATHS, "1", "orders", DOCS);
    assertThat(SarifSchema.violations(sarif)).isEmpty();
    JsonNode rules = new ObjectMapper().readTree(sarif).at("/runs/0/tool/driver/rules");

    assertThat(rules).hasSize(Rule.values().length);
    for (Rule rule : Rule.values()) {
      JsonNode descriptor = rules.get(rule.ordinal());
      String page = "https://docs.example.com/perf/rules/" + rule.id() + ".html";
      assertThat(descriptor.get("id").asText()).isEqualTo(rule.id());
      assertThat(descriptor.get("helpUri").asText()).isEqualTo(page);
      Optional<RuleHelp> found = RuleHelp.find(rule);
      if (found.isEmpty()) {
        // The catalog's RulePagesTest reports the page; the descriptor does without its help.
        assertThat(descriptor.has("help") || descriptor.has("fullDescription")).isFalse();
        continue;
      }
      RuleHelp help = found.get();
      assertThat(descriptor.at("/fullDescription/text").asText()).isEqualTo(help.problemText(DOCS));
      assertThat(descriptor.at("/fullDescription/markdown").asText())
          .isEqualTo(help.problemMarkdown(DOCS));
      assertThat(descriptor.at("/help/text").asText())
          .isEqualTo(rule.summary() + ".\n\n" + help.text(DOCS) + "\n\nThe rule's page: " + page);
      assertThat(descriptor.at("/help/markdown").asText())
          .isEqualTo(
              "**"
                  + rule.summary()
                  + "**\n\n"
                  + help.markdown(DOCS)
                  + "\n\n[The rule's page]("
                  + page
                  + ")")
          .contains("## Problem\n\n", "## Fix\n\n", "## Suppression\n\n")
          .contains(
              rule.readsConfigurationFiles()
                  ? "<rules>-" + rule.id() + "</rules>"
                  : "@SuppressWarnings(\"" + rule.id() + "\")");
    }
  }

  @Test
  void linksOfThePagesBecomeAbsoluteUnderTheDocsBaseUrl() throws Exception {
    JsonNode rules =
        new ObjectMapper()
            .readTree(SarifReport.render(EMPTY, PATHS, "1", "orders", DOCS))
            .at("/runs/0/tool/driver/rules");
    int relative = 0;
    for (Rule rule : Rule.values()) {
      Optional<RuleHelp> found = RuleHelp.find(rule);
      if (found.isEmpty()) {
        continue;
      }
      RuleHelp help = found.get();
      String markdown = rules.get(rule.ordinal()).at("/help/markdown").asText();
      String text = rules.get(rule.ordinal()).at("/help/text").asText();
      Matcher link = LINK.matcher(help.problem() + "\n" + help.fix() + "\n" + help.suppression());
      while (link.find()) {
        String absolute = URI.create(DOCS.baseUrl().toString()).resolve(link.group(2)).toString();
        assertThat(absolute).startsWith("https://");
        assertThat(markdown).contains("[" + link.group(1) + "](" + absolute + ")");
        assertThat(text).contains(link.group(1) + " (" + absolute + ")");
        relative += link.group(2).startsWith("https://") ? 0 : 1;
      }
      assertThat(markdown).doesNotContainPattern("\\]\\((?!https://)");
      assertThat(text).doesNotContain("`").doesNotContainPattern("\\]\\(");
    }
    assertThat(relative).as("relative links in the rule pages' help").isPositive();
  }

  /**
   * Without a configured docs base the report holds no page address (the pages installed on the
   * machine are an absolute path): no {@code helpUri}, the whole help inline, and each link to
   * another page as its text.
   */
  @Test
  void byDefaultTheHelpIsWholeInlineWithoutAnyPageAddress() throws Exception {
    String sarif = SarifReport.render(EMPTY, PATHS, "1", "orders");
    assertThat(SarifSchema.violations(sarif)).isEmpty();
    JsonNode rules = new ObjectMapper().readTree(sarif).at("/runs/0/tool/driver/rules");
    for (Rule rule : Rule.values()) {
      JsonNode descriptor = rules.get(rule.ordinal());
      assertThat(descriptor.has("helpUri")).as("helpUri of %s", rule.id()).isFalse();
      Optional<RuleHelp> found = RuleHelp.find(rule);
      if (found.isEmpty()) {
        continue;
      }
      RuleHelp help = found.get();
      assertThat(descriptor.at("/help/text").asText())
          .isEqualTo(rule.summary() + ".\n\n" + help.text(DocsLinks.NONE));
      assertThat(descriptor.at("/help/markdown").asText())
          .isEqualTo("**" + rule.summary() + "**\n\n" + help.markdown(DocsLinks.NONE));
      Matcher link = LINK.matcher(help.problem() + "\n" + help.fix() + "\n" + help.suppression());
      while (link.find()) {
        if (!link.group(2).startsWith("https://")) {
          assertThat(descriptor.at("/help/markdown").asText())
              .contains(link.group(1))
              .doesNotContain("](" + link.group(2));
        }
      }
    }
    assertThat(sarif).doesNotContain("file:", "bottleneck.dev");
  }
}
