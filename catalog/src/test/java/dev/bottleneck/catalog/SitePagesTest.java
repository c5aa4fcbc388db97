package dev.bottleneck.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The site's pages packed in the jar are the Markdown of this tree, rendered; their links work. */
final class SitePagesTest {
  private static final Path SITE = Path.of("..", "src", "site", "markdown");
  private static final Pattern HREF = Pattern.compile("href=\"([^\"]*)\"");
  private static final Pattern ID = Pattern.compile(" id=\"([^\"]*)\"");

  private static Properties index;
  private static Map<String, String> rendered;

  @BeforeAll
  static void render() throws IOException {
    index = LocalPages.index().orElseThrow(() -> new AssertionError("no pages packed"));
    rendered = SitePages.render(SITE, Path.of(".."), index.getProperty("version"));
  }

  @Test
  void thePackedPagesAreTheMarkdownRendered() {
    assertThat(LocalPages.pages(index)).containsExactlyElementsOf(rendered.keySet());
    for (Map.Entry<String, String> page : rendered.entrySet()) {
      assertThat(new String(LocalPages.packed(page.getKey()), StandardCharsets.UTF_8))
          .as("packed %s: rebuild the catalog after changing src/site/markdown", page.getKey())
          .isEqualTo(page.getValue());
    }
    assertThat(packedIndex()).isEqualTo(SitePages.index(rendered, index.getProperty("version")));
  }

  @Test
  void everyRuleHasAPage() {
    for (Rule rule : Rule.values()) {
      assertThat(rendered).containsKey(LocalPages.RULES + rule.id() + ".html");
    }
  }

  @Test
  void pagesAreSelfContainedAndIncludeTheirSamples() {
    String page = rendered.get("rules/ObjectMapperPerCall.html");
    assertThat(page)
        .startsWith("<!DOCTYPE html>")
        .contains("<title>ObjectMapperPerCall - bottleneck</title>")
        .contains("<h2 id=\"Problem\">Problem</h2>")
        .contains("<table>")
        .contains("<pre><code class=\"language-java\">")
        .contains("class ObjectMapperPerCallBad")
        .doesNotContain("MACRO{")
        .doesNotContain("<link ", "<script", "src=\"http");
  }

  /** Each relative link of a rule page names a packed page, and a heading there if it has #. */
  @Test
  void theLinksOfTheRulePagesLeadToPackedPagesAndTheirHeadings() {
    List<String> broken = new ArrayList<>();
    for (Map.Entry<String, String> page : rendered.entrySet()) {
      if (!page.getKey().startsWith(LocalPages.RULES)) {
        continue;
      }
      Matcher href = HREF.matcher(page.getValue());
      while (href.find()) {
        String link = href.group(1);
        if (link.startsWith("http:") || link.startsWith("https:")) {
          continue;
        }
        URI target = URI.create("site:/" + page.getKey()).resolve(link);
        String path = target.getPath().substring(1);
        String html = rendered.get(path.isEmpty() ? page.getKey() : path);
        boolean found =
            html != null
                && (target.getFragment() == null || ids(html).contains(target.getFragment()));
        if (!found) {
          broken.add(page.getKey() + " -> " + link);
        }
      }
    }
    assertThat(broken).isEmpty();
  }

  @Test
  void headingIdsAreTheSites() {
    assertThat(SitePages.id("What it costs")).isEqualTo("What_it_costs");
    assertThat(SitePages.id("A fourth and a fifth corpus"))
        .isEqualTo("A_fourth_and_a_fifth_corpus");
    assertThat(SitePages.id("Measured here: JDK 17")).isEqualTo("Measured_here_JDK_17");
  }

  private static List<String> ids(String html) {
    return ID.matcher(html).results().map(match -> match.group(1)).toList();
  }

  private static String packedIndex() {
    try (InputStream in =
        LocalPages.class.getResourceAsStream(LocalPages.PACKED + LocalPages.INDEX)) {
      return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }
}
