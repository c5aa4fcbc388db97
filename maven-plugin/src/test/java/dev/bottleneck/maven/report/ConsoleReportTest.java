package dev.bottleneck.maven.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.catalog.DocsLinks;
import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.finding.ParseProblem;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

final class ConsoleReportTest {
  private static final DocsLinks DOCS =
      DocsLinks.parse("https://docs.example.com/rules/", "bottleneck.docsBaseUrl").orElseThrow();
  private static final Path MODULE = Path.of("/repo/orders");
  private static final ProjectPaths PATHS = new ProjectPaths(MODULE, Path.of("/repo"));

  @Test
  void javacLikeLinesSortedThenSummary() {
    Path b = MODULE.resolve("src/main/java/com/acme/B.java");
    Path a = MODULE.resolve("src/main/java/com/acme/A.java");
    Report report =
        new Report(
            List.of(
                finding("ObjectMapperPerCall", b, 3, 9, "Share the ObjectMapper"),
                finding("AntPathMatcher", a, 12, 5, "Legacy matcher\nsecond line"),
                finding("AntPathMatcher", a, 4, 5, "Legacy matcher")),
            List.of(
                new ParseProblem(
                    MODULE.resolve("src/main/java/Broken.java"), 2, 7, "Parse error. Found \"}\"")),
            List.of(
                finding("AntPathMatcher", a, 20, 5, "Legacy matcher"),
                finding("AntPathMatcher", a, 30, 5, "Legacy matcher")),
            1,
            5);

    ConsoleReport.Lines lines = ConsoleReport.render(report, PATHS, DOCS);

    assertThat(lines.warnings())
        .containsExactly(
            "src/main/java/Broken.java:[2,7] does not parse, so no rule checked it: Parse error."
                + " Found \"}\"",
            "src/main/java/com/acme/A.java:[4,5] [AntPathMatcher] Legacy matcher"
                + " (https://docs.example.com/rules/AntPathMatcher.html)",
            "src/main/java/com/acme/A.java:[12,5] [AntPathMatcher] Legacy matcher second line"
                + " (https://docs.example.com/rules/AntPathMatcher.html)",
            "src/main/java/com/acme/B.java:[3,9] [ObjectMapperPerCall] Share the ObjectMapper"
                + " (https://docs.example.com/rules/ObjectMapperPerCall.html)");
    assertThat(lines.summary())
        .containsExactly(
            "bottleneck: 3 findings in 5 files analyzed, 2 more baselined",
            "  AntPathMatcher: 2",
            "  ObjectMapperPerCall: 1",
            "bottleneck: 1 file(s) did not parse, see the warnings above",
            "bottleneck: 2 known finding(s) baselined, 1 baseline entry no longer match (drop them"
                + " with mvn bottleneck:baseline)");
  }

  @Test
  void theOtherPlacesOfAFindingFollowItsLine() {
    Path a = MODULE.resolve("src/main/java/com/acme/A.java");
    Finding chain =
        new Finding(
            "AntPathMatcher",
            a,
            4,
            14,
            "Legacy matchers",
            "m",
            "s",
            Optional.empty(),
            List.of(new Finding.Related(6, 14, "another matcher")));
    Report report = new Report(List.of(chain), List.of(), List.of(), 0, 1);

    assertThat(ConsoleReport.render(report, PATHS, DOCS).warnings())
        .containsExactly(
            "src/main/java/com/acme/A.java:[4,14] [AntPathMatcher] Legacy matchers"
                + " (https://docs.example.com/rules/AntPathMatcher.html)",
            "    src/main/java/com/acme/A.java:[6,14] also: another matcher");
  }

  @Test
  void pathsOpenFromTheFolderTheBuildRunsFromAndLinksFollowTheDocsBaseUrl() {
    ProjectPaths reactor = new ProjectPaths(MODULE, Path.of("/repo"), Path.of("/repo"));
    Finding inside = finding("AntPathMatcher", MODULE.resolve("src/main/java/A.java"), 4, 5, "m");
    Finding outside = finding("AntPathMatcher", Path.of("/elsewhere/gen/B.java"), 2, 1, "m");
    DocsLinks docs =
        DocsLinks.parse("http://intranet/perf/rules/", "bottleneck.docsBaseUrl").orElseThrow();

    ConsoleReport.Lines lines =
        ConsoleReport.render(
            new Report(List.of(inside, outside), List.of(), List.of(), 0, 2), reactor, docs);

    assertThat(lines.warnings())
        .containsExactly(
            "/elsewhere/gen/B.java:[2,1] [AntPathMatcher] m"
                + " (http://intranet/perf/rules/AntPathMatcher.html)",
            "orders/src/main/java/A.java:[4,5] [AntPathMatcher] m"
                + " (http://intranet/perf/rules/AntPathMatcher.html)");
  }

  @Test
  void cleanRun() {
    ConsoleReport.Lines lines =
        ConsoleReport.render(new Report(List.of(), List.of(), List.of(), 0, 1), PATHS, DOCS);
    assertThat(lines.warnings()).isEmpty();
    assertThat(lines.summary()).containsExactly("bottleneck: no findings in 1 file analyzed");
  }

  @Test
  void filesThatCannotBeAnalyzedAreErrorsAndTheFindingsStillListed() {
    Path yaml = MODULE.resolve("src/main/resources/application.yml");
    Report report =
        new Report(
            List.of(finding("AntPathMatcher", MODULE.resolve("A.java"), 4, 5, "Legacy matcher")),
            List.of(),
            List.of(),
            0,
            2,
            List.of(new ParseProblem(yaml, 3, 9, "does not parse as YAML: x; fix it")));

    ConsoleReport.Lines lines = ConsoleReport.render(report, PATHS, DOCS);

    assertThat(lines.errors())
        .containsExactly(
            "src/main/resources/application.yml:[3,9] does not parse as YAML: x; fix it");
    assertThat(lines.warnings())
        .containsExactly(
            "A.java:[4,5] [AntPathMatcher] Legacy matcher"
                + " (https://docs.example.com/rules/AntPathMatcher.html)");
    assertThat(lines.summary())
        .containsExactly(
            "bottleneck: 1 finding in 2 files analyzed",
            "  AntPathMatcher: 1",
            "bottleneck: 1 file(s) could not be analyzed, see the errors above");
  }

  @Test
  void controlCharactersAreReplacedAndBackslashesInFileNamesKept() {
    Path file = MODULE.resolve("src/main/resources/odd\\name\u001b[2J.properties");
    Report report =
        new Report(
            List.of(finding("AntPathMatcher", file, 1, 2, "value \u0007ant\u0000\u009b")),
            List.of(),
            List.of(),
            0,
            1);
    assertThat(ConsoleReport.render(report, PATHS, DOCS).warnings())
        .containsExactly(
            "src/main/resources/odd\\name\\u001b[2J.properties:[1,2] [AntPathMatcher] value"
                + " \\u0007ant\\u0000\\u009b (https://docs.example.com/rules/AntPathMatcher.html)");
  }

  @Test
  void aRuleThatCouldNotCheckAParsedFileIsNotCalledAParseError() {
    Path file = MODULE.resolve("src/main/java/Deep.java");
    Report report =
        new Report(
            List.of(),
            List.of(new ParseProblem(file, 1, 1, "rule X could not analyze this file", true)),
            List.of(),
            0,
            1);
    assertThat(ConsoleReport.render(report, PATHS, DOCS).warnings())
        .containsExactly(
            "src/main/java/Deep.java:[1,1] not every rule checked it: rule X could not analyze"
                + " this file");
  }

  @Test
  void lineBreaksAndTabsInFileNamesCannotStartALine() {
    Path file = MODULE.resolve("src/main/resources/application-x\n::error file=x::y\t.properties");
    Report report =
        new Report(List.of(finding("AntPathMatcher", file, 1, 2, "v")), List.of(), List.of(), 0, 1);
    assertThat(ConsoleReport.render(report, PATHS, DOCS).warnings())
        .containsExactly(
            "src/main/resources/application-x\\u000a::error file=x::y\\u0009.properties:[1,2]"
                + " [AntPathMatcher] v (https://docs.example.com/rules/AntPathMatcher.html)");
  }

  private static Finding finding(String rule, Path file, int line, int column, String message) {
    return new Finding(rule, file, line, column, message, "m", "s");
  }
}
