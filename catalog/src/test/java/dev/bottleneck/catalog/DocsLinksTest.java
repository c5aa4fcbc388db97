package dev.bottleneck.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

final class DocsLinksTest {
  private static final String SETTING = "bottleneck.docsBaseUrl";

  @Test
  void noValueConfiguresNothing() {
    assertThat(DocsLinks.parse(null, SETTING)).isEmpty();
    assertThat(DocsLinks.parse("  ", SETTING)).isEmpty();
    assertThat(DocsLinks.SITE.page(Rule.ANT_PATH_MATCHER))
        .isEqualTo(Rule.ANT_PATH_MATCHER.docsUrl());
  }

  @Test
  void withoutABaseAPageHasNoAddressAndOnlyAbsoluteLinksStay() {
    assertThat(DocsLinks.NONE.addressed()).isFalse();
    assertThat(DocsLinks.SITE.addressed()).isTrue();
    assertThat(DocsLinks.NONE.resolve("ObjectMapperPerCall.html")).isEmpty();
    assertThat(DocsLinks.NONE.resolve("../archunit.html#Suppression")).isEmpty();
    assertThat(DocsLinks.NONE.resolve("https://example.com/a.html"))
        .contains("https://example.com/a.html");
    assertThat(DocsLinks.NONE.markdownSources()).isFalse();
    assertThatThrownBy(() -> DocsLinks.NONE.page(Rule.ANT_PATH_MATCHER))
        .isInstanceOf(IllegalStateException.class);
  }

  @Test
  void pageIsTheRuleIdUnderTheBase() {
    DocsLinks docs = DocsLinks.parse("https://docs.example.com/perf/rules/", SETTING).orElseThrow();
    assertThat(docs.page(Rule.WIDE_TRANSACTIONAL))
        .isEqualTo("https://docs.example.com/perf/rules/WideTransactional.html");
    assertThat(docs.page("WideTransactional"))
        .isEqualTo("https://docs.example.com/perf/rules/WideTransactional.html");
    assertThat(docs.page("NoSuchRule")).isEqualTo("https://docs.example.com/perf/rules/");
  }

  @Test
  void aBaseInRenderedRepositorySourcesLinksTheMarkdownPages() {
    DocsLinks docs =
        DocsLinks.parse(
                "https://github.com/acme/bottleneck/blob/0123abc/src/site/markdown/rules/", SETTING)
            .orElseThrow();
    assertThat(docs.markdownSources()).isTrue();
    assertThat(docs.page(Rule.WIDE_TRANSACTIONAL))
        .isEqualTo(
            "https://github.com/acme/bottleneck/blob/0123abc/src/site/markdown/rules/WideTransactional.md");
    assertThat(docs.resolve("../command-line.html#options"))
        .contains(
            "https://github.com/acme/bottleneck/blob/0123abc/src/site/markdown/command-line.md#options");
    assertThat(docs.resolve("https://example.com/a.html")).contains("https://example.com/a.html");
    assertThat(DocsLinks.SITE.markdownSources()).isFalse();
  }

  @Test
  void baseWithoutTrailingSlashIsTheFolder() {
    assertThat(
            DocsLinks.parse(" http://intranet:8080/bottleneck/rules ", SETTING)
                .orElseThrow()
                .baseUrl())
        .hasToString("http://intranet:8080/bottleneck/rules/");
    assertThat(DocsLinks.parse("https://docs.example.com", SETTING).orElseThrow().baseUrl())
        .hasToString("https://docs.example.com/");
  }

  @Test
  void fileUrlReadsTheSiteOffline() {
    DocsLinks docs = DocsLinks.parse("file:///opt/bottleneck/site/rules/", SETTING).orElseThrow();
    assertThat(docs.page(Rule.COMMON_POOL_ASYNC))
        .isEqualTo("file:///opt/bottleneck/site/rules/CommonPoolAsync.html");
    assertThat(docs.resolve("../archunit.html#Suppression"))
        .contains("file:///opt/bottleneck/site/archunit.html#Suppression");
  }

  @Test
  void relativeLinksOfAPageResolveAgainstTheBase() {
    DocsLinks docs = DocsLinks.parse("https://docs.example.com/perf/rules/", SETTING).orElseThrow();
    assertThat(docs.resolve("ObjectMapperPerCall.html"))
        .contains("https://docs.example.com/perf/rules/ObjectMapperPerCall.html");
    assertThat(docs.resolve("../archunit.html#suppression"))
        .contains("https://docs.example.com/perf/archunit.html#suppression");
    assertThat(docs.resolve("https://github.com/x")).contains("https://github.com/x");
  }

  @Test
  void relativeUrlNamesTheSettingAndAnExample() {
    assertThatThrownBy(() -> DocsLinks.parse("docs.example.com/rules", SETTING).orElseThrow())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "bottleneck.docsBaseUrl=docs.example.com/rules is not a usable docs base URL: it is"
                + " not an absolute http, https or file URL; set it to the address of the folder"
                + " that holds the rule pages, such as https://docs.example.com/bottleneck/rules/,"
                + " or leave it out to link to the pages installed with bottleneck");
  }

  @Test
  void otherSchemesHostlessUrlsQueriesAndSyntaxErrorsAreRejected() {
    assertThatThrownBy(() -> DocsLinks.parse("ftp://example.com/rules/", DocsLinks.FLAG_SETTING))
        .hasMessageStartingWith(
            "-XepOpt:Bottleneck:DocsBaseUrl=ftp://example.com/rules/ is not a usable docs base"
                + " URL: it is not an absolute http, https or file URL;");
    assertThatThrownBy(() -> DocsLinks.parse("mailto:a@example.com", SETTING).orElseThrow())
        .hasMessageContaining("it is not an absolute http, https or file URL;");
    assertThatThrownBy(() -> DocsLinks.parse("https:///rules/", SETTING).orElseThrow())
        .hasMessageContaining(": it names no host;");
    assertThatThrownBy(
            () -> DocsLinks.parse("https://example.com/rules/?v=1", SETTING).orElseThrow())
        .hasMessageContaining(": a base URL has no query (?) or fragment (#);");
    assertThatThrownBy(() -> DocsLinks.parse("https://example.com/ru les/", SETTING).orElseThrow())
        .hasMessageContaining(": it is not a URL (Illegal character in path at character 23);");
  }
}
