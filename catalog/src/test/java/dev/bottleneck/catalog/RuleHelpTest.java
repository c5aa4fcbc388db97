package dev.bottleneck.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;

final class RuleHelpTest {
  private static final DocsLinks DOCS =
      DocsLinks.parse("https://docs.example.com/perf/rules/", "test").orElseThrow();

  /** The rules whose page is whole; {@link RulePagesTest} reports the others. */
  @Test
  void everyRuleCarriesTheSectionsOfItsPageAsTheSiteHasThem() throws IOException {
    for (Rule rule : Rule.values()) {
      if (!RulePages.complete(rule)) {
        continue;
      }
      String page = Files.readString(RulePages.page(rule), StandardCharsets.UTF_8);
      assertThat(RuleHelp.page(rule)).as("packed page of %s", rule.id()).isEqualTo(page);
      RuleHelp help = RuleHelp.of(rule);
      assertThat(RuleHelp.find(rule)).contains(help);
      assertThat(page).contains(help.problem(), help.fix(), help.suppression());
    }
  }

  @Test
  void aPageWithoutEverySectionHasNoHelpToFind() {
    assertThat(RuleHelp.complete("X", "# X\n\n## Problem\n\np\n\n## Fix\n\nf\n")).isEmpty();
    assertThat(RuleHelp.complete("X", "## Problem\n\np\n\n## Fix\n\nf\n\n## Suppression\n\n"))
        .isEmpty();
    assertThat(RuleHelp.complete("X", "## Problem\n\np\n\n## Fix\n\nf\n\n## Suppression\n\ns\n"))
        .contains(new RuleHelp("p", "f", "s"));
  }

  @Test
  void sectionsEndAtTheNextSecondLevelHeadingAndKeepTheirSubsections() {
    RuleHelp help =
        RuleHelp.parse(
            "X",
            """
            # X

            *Summary*

            ## Problem

            Slow, see [Y](Y.html).

            ### Detail

            More.

            ## Fix

            Use `z`.

            ## Example

            code

            ## Suppression

            `@SuppressWarnings("X")`

            ## Evidence

            e
            """);
    assertThat(help)
        .isEqualTo(
            new RuleHelp(
                "Slow, see [Y](Y.html).\n\n### Detail\n\nMore.",
                "Use `z`.",
                "`@SuppressWarnings(\"X\")`"));
    assertThat(help.markdown(DOCS))
        .isEqualTo(
            """
            ## Problem

            Slow, see [Y](https://docs.example.com/perf/rules/Y.html).

            ### Detail

            More.

            ## Fix

            Use `z`.

            ## Suppression

            `@SuppressWarnings("X")`\
            """);
    assertThat(help.text(DOCS))
        .isEqualTo(
            """
            Problem

            Slow, see Y (https://docs.example.com/perf/rules/Y.html).

            Detail

            More.

            Fix

            Use z.

            Suppression

            @SuppressWarnings("X")\
            """);
    assertThat(help.problemText(DOCS))
        .isEqualTo("Slow, see Y (https://docs.example.com/perf/rules/Y.html).\n\nDetail\n\nMore.");
    assertThat(help.problemMarkdown(DOCS))
        .isEqualTo(
            "Slow, see [Y](https://docs.example.com/perf/rules/Y.html).\n\n### Detail\n\nMore.");
  }

  @Test
  void theFixAloneHasAbsoluteLinks() {
    RuleHelp help =
        RuleHelp.parse(
            "X",
            "# X\n\n## Problem\n\np\n\n## Fix\n\nGuard it, see [Y](Y.html).\n\n"
                + "## Suppression\n\ns\n");

    assertThat(help.fixMarkdown(DOCS))
        .isEqualTo("Guard it, see [Y](https://docs.example.com/perf/rules/Y.html).");
  }

  @Test
  void aMissingSectionNamesTheRuleAndTheSection() {
    assertThatThrownBy(() -> RuleHelp.parse("X", "# X\n\n## Problem\n\np\n\n## Fix\n\nf\n"))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("The page of rule X has no '## Suppression' section with text");
  }
}
