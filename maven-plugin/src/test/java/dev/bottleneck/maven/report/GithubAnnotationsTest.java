package dev.bottleneck.maven.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.catalog.DocsLinks;
import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.finding.ParseProblem;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

final class GithubAnnotationsTest {
  private static final ProjectPaths PATHS =
      new ProjectPaths(Path.of("/repo/orders"), Path.of("/repo"));

  @Test
  void oneWarningPerFindingWithPathsFromTheRepositoryRoot() {
    Report report =
        new Report(
            List.of(
                new Finding(
                    "AntPathMatcher",
                    Path.of("/repo/orders/src/main/resources/application,prod.yml"),
                    3,
                    26,
                    "100% legacy: remove it,\r\nplease",
                    "k",
                    "s")),
            List.of(
                new ParseProblem(
                    Path.of("/repo/orders/src/main/java/Broken.java"), 2, 7, "Found \"}\"")),
            List.of(),
            0,
            2);
    assertThat(GithubAnnotations.render(report, PATHS))
        .containsExactly(
            "::warning file=orders/src/main/java/Broken.java,line=2,col=7,title=bottleneck%3A file"
                + " does not parse::Found \"}\"",
            "::warning"
                + " file=orders/src/main/resources/application%2Cprod.yml,line=3,col=26,title=[AntPathMatcher]"
                + " Match request paths with PathPatternParser instead of the legacy"
                + " AntPathMatcher::100%25 legacy: remove it,%0D%0Aplease");
  }

  @Test
  void docsLinkFollowsTheDocsBaseUrl() {
    Report report =
        new Report(
            List.of(
                new Finding(
                    "CommonPoolAsync", Path.of("/repo/orders/A.java"), 3, 9, "m", "k", "s")),
            List.of(),
            List.of(),
            0,
            1);
    assertThat(
            GithubAnnotations.render(
                report,
                PATHS,
                DocsLinks.parse("https://docs.example.com/r", "docsBaseUrl").orElseThrow()))
        .singleElement()
        .asString()
        .endsWith("::m (https://docs.example.com/r/CommonPoolAsync.html)");
  }

  @Test
  void filesThatCannotBeAnalyzedAreErrors() {
    Report report =
        new Report(
            List.of(),
            List.of(),
            List.of(),
            0,
            1,
            List.of(
                new ParseProblem(
                    Path.of("/repo/orders/src/main/resources/application.yml"),
                    1,
                    1,
                    "is not analyzed: it nests collections deeper than 50 levels")));
    assertThat(GithubAnnotations.render(report, PATHS))
        .containsExactly(
            "::error"
                + " file=orders/src/main/resources/application.yml,line=1,col=1,title=bottleneck%3A"
                + " file cannot be analyzed::is not analyzed: it nests collections deeper than 50"
                + " levels");
  }

  @Test
  void controlCharactersBecomeVisibleEscapes() {
    assertThat(GithubAnnotations.data("bell\u0007 esc\u001b[31m nul\u0000 tab\t"))
        .isEqualTo("bell\\u0007 esc\\u001b[31m nul\\u0000 tab\t");
    assertThat(GithubAnnotations.property("a\u001b]8;;x\u0007,b"))
        .isEqualTo("a\\u001b]8;;x\\u0007%2Cb");
    assertThat(GithubAnnotations.data("rtl\u202eevil")).isEqualTo("rtl\\u202eevil");
  }

  @Test
  void escaping() {
    assertThat(GithubAnnotations.data("a%b\r\nc: d, e")).isEqualTo("a%25b%0D%0Ac: d, e");
    assertThat(GithubAnnotations.property("a%b\r\nc: d, e")).isEqualTo("a%25b%0D%0Ac%3A d%2C e");
  }
}
