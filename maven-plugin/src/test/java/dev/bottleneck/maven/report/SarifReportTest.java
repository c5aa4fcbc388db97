package dev.bottleneck.maven.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.bottleneck.catalog.DocsLinks;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.finding.Fix;
import dev.bottleneck.maven.finding.ParseProblem;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class SarifReportTest {
  private static final Path REPO = Path.of("/work/repo");
  private static final ProjectPaths PATHS = new ProjectPaths(REPO.resolve("orders"), REPO);
  private static final Path CONFIG = REPO.resolve("orders/src/main/resources/application.yml");
  private static final Path JAVA = REPO.resolve("orders/src/main/java/com/acme/Orders Api.java");

  @Test
  void validAgainstTheOfficialSchema() throws Exception {
    String sarif = SarifReport.render(report(), PATHS, "0.1.0-SNAPSHOT", "orders");
    assertThat(SarifSchema.violations(sarif)).isEmpty();
    assertThat(
            SarifSchema.violations(
                SarifReport.render(
                    new Report(List.of(), List.of(), List.of(), 0, 0), PATHS, "1", "x")))
        .isEmpty();
  }

  @Test
  void severalModulesAreOneFileWithEachModulesOwnRun() throws Exception {
    ProjectPaths billing = new ProjectPaths(REPO.resolve("billing"), REPO);
    Report empty = new Report(List.of(), List.of(), List.of(), 0, 2);
    String one = SarifReport.render(report(), PATHS, "0.1.0-SNAPSHOT", "orders", DocsLinks.NONE);

    String both =
        SarifReport.render(
            List.of(
                new SarifReport.Module(report(), PATHS, "orders"),
                new SarifReport.Module(empty, billing, "billing")),
            "0.1.0-SNAPSHOT",
            DocsLinks.NONE);

    assertThat(SarifSchema.violations(both)).isEmpty();
    JsonNode runs = new ObjectMapper().readTree(both).get("runs");
    assertThat(runs.size()).isEqualTo(2);
    assertThat(runs.get(0)).isEqualTo(new ObjectMapper().readTree(one).at("/runs/0"));
    assertThat(runs.get(1).at("/automationDetails/id").asText()).isEqualTo("bottleneck/billing/");
    assertThat(runs.get(1).get("results").size()).isZero();
  }

  @Test
  void aFixIsOneWholeLineReplacementInTheResultsOwnFile() throws Exception {
    Fix fix =
        new Fix(
            "Create it once, in the constant OBJECT_MAPPER",
            4,
            6,
            List.of(
                "  private static final ObjectMapper OBJECT_MAPPER = new ObjectMapper();",
                "",
                "  String render(Object body) throws Exception {",
                "    return OBJECT_MAPPER.writeValueAsString(body); // café"));
    Finding finding =
        new Finding(
            "ObjectMapperPerCall",
            JAVA,
            6,
            12,
            "m",
            "com.acme.Orders#render",
            "s",
            Optional.of(fix));
    String sarif =
        SarifReport.render(
            new Report(List.of(finding), List.of(), List.of(), 0, 1),
            PATHS,
            "0.1.0-SNAPSHOT",
            "orders");

    assertThat(SarifSchema.violations(sarif)).isEmpty();
    JsonNode result = new ObjectMapper().readTree(sarif).at("/runs/0/results/0");
    assertThat(result.at("/fixes").size()).isEqualTo(1);
    assertThat(result.at("/fixes/0/description/text").asText()).isEqualTo(fix.description());
    JsonNode change = result.at("/fixes/0/artifactChanges");
    assertThat(change.size()).isEqualTo(1);
    assertThat(change.at("/0/artifactLocation"))
        .isEqualTo(result.at("/locations/0/physicalLocation/artifactLocation"));
    assertThat(change.at("/0/replacements").size()).isEqualTo(1);
    // No end column: SARIF's end of the line, whole lines for reviewdog whatever the encoding.
    assertThat(change.at("/0/replacements/0/deletedRegion").toString())
        .isEqualTo("{\"startLine\":4,\"startColumn\":1,\"endLine\":6}");
    assertThat(change.at("/0/replacements/0/insertedContent/text").asText())
        .isEqualTo(String.join("\n", fix.lines()));
  }

  @Test
  void filesThatCannotBeAnalyzedAreErrorNotificationsOfAFailedRun() throws Exception {
    Report report =
        new Report(
            List.of(config(3)),
            List.of(),
            List.of(),
            0,
            2,
            List.of(
                new ParseProblem(
                    REPO.resolve("orders/src/main/java/Latin.java"),
                    2,
                    5,
                    "is not valid UTF-8 (malformed input at byte 30); save it as UTF-8")));
    String sarif = SarifReport.render(report, PATHS, "1", "orders");

    assertThat(SarifSchema.violations(sarif)).isEmpty();
    JsonNode invocation = new ObjectMapper().readTree(sarif).at("/runs/0/invocations/0");
    assertThat(invocation.get("executionSuccessful").asBoolean()).isFalse();
    JsonNode notification = invocation.at("/toolExecutionNotifications/0");
    assertThat(notification.get("level").asText()).isEqualTo("error");
    assertThat(notification.at("/message/text").asText())
        .isEqualTo("File is not valid UTF-8 (malformed input at byte 30); save it as" + " UTF-8");
    assertThat(notification.at("/locations/0/physicalLocation/artifactLocation/uri").asText())
        .isEqualTo("orders/src/main/java/Latin.java");
    assertThat(notification.at("/locations/0/physicalLocation/region/startLine").asInt())
        .isEqualTo(2);
    assertThat(new ObjectMapper().readTree(sarif).at("/runs/0/results").size()).isEqualTo(1);
  }

  @Test
  void writeReplacesThePreviousReportWholeAndDeletePreviousRemovesIt(@TempDir Path dir)
      throws Exception {
    Path file = SarifReport.write(dir, "{\"old\": true}\n");
    SarifReport.write(dir, "{}\n");
    assertThat(Files.readString(file)).isEqualTo("{}\n");
    try (Stream<Path> files = Files.list(dir)) {
      assertThat(files).containsExactly(file);
    }
    SarifReport.deletePrevious(dir);
    assertThat(file).doesNotExist();
    SarifReport.deletePrevious(dir);
  }

  @Test
  void baselinedFindingsAreSuppressedResultsAndTheOthersAreNew() throws Exception {
    Report report =
        new Report(
            List.of(antMatcher(JAVA, 9, 31)),
            List.of(),
            List.of(antMatcher(JAVA, 7, 31), config(3)),
            1,
            2);

    String sarif = SarifReport.render(report, PATHS, "1", "orders");

    assertThat(SarifSchema.violations(sarif)).isEmpty();
    JsonNode results = new ObjectMapper().readTree(sarif).at("/runs/0/results");
    assertThat(results).hasSize(3);
    assertThat(results.get(0).at("/locations/0/physicalLocation/region/startLine").asInt())
        .isEqualTo(9);
    assertThat(results.get(0).has("suppressions")).isFalse();
    assertThat(results.get(0).get("baselineState").asText()).isEqualTo("new");
    for (JsonNode known : List.of(results.get(1), results.get(2))) {
      assertThat(known.at("/suppressions/0/kind").asText()).isEqualTo("external");
      assertThat(known.get("suppressions")).hasSize(1);
      assertThat(known.get("baselineState").asText()).isEqualTo("unchanged");
    }
    assertThat(results.get(2).at("/locations/0/physicalLocation/artifactLocation/uri").asText())
        .isEqualTo("orders/src/main/resources/application.yml");
  }

  @Test
  void withoutABaselineNoResultHasABaselineState() throws Exception {
    String sarif = SarifReport.render(report(), PATHS, "1", "orders");

    assertThat(sarif).doesNotContain("baselineState").doesNotContain("suppressions");
  }

  @Test
  void schemaValidationCanFail() {
    assertThat(SarifSchema.violations("{\"version\": \"2.1.0\", \"runs\": [{\"results\": []}]}"))
        .isNotEmpty();
  }

  @Test
  void driverRulesAndResults() throws Exception {
    JsonNode run =
        new ObjectMapper()
            .readTree(SarifReport.render(report(), PATHS, "0.1.0", "orders"))
            .get("runs")
            .get(0);

    JsonNode driver = run.at("/tool/driver");
    assertThat(driver.get("name").asText()).isEqualTo("bottleneck");
    assertThat(driver.get("version").asText()).isEqualTo("0.1.0");
    assertThat(driver.has("informationUri")).as("the project has no public address yet").isFalse();
    assertThat(driver.get("rules")).hasSize(Rule.values().length);
    int antIndex = Rule.ANT_PATH_MATCHER.ordinal();
    JsonNode antRule = driver.get("rules").get(antIndex);
    assertThat(antRule.get("id").asText()).isEqualTo("AntPathMatcher");
    assertThat(antRule.at("/shortDescription/text").asText())
        .isEqualTo(Rule.ANT_PATH_MATCHER.summary());
    assertThat(antRule.has("helpUri")).isFalse();
    assertThat(antRule.at("/defaultConfiguration/level").asText()).isEqualTo("warning");

    assertThat(run.at("/originalUriBaseIds/%SRCROOT%/description/text").asText()).isNotEmpty();
    assertThat(run.at("/automationDetails/id").asText()).isEqualTo("bottleneck/orders/");

    JsonNode results = run.get("results");
    assertThat(results).hasSize(3);
    JsonNode first = results.get(0);
    assertThat(first.get("ruleId").asText()).isEqualTo("AntPathMatcher");
    assertThat(first.get("ruleIndex").asInt()).isEqualTo(antIndex);
    assertThat(first.get("level").asText()).isEqualTo("warning");
    assertThat(first.at("/message/text").asText())
        .isEqualTo("new AntPathMatcher() on a request path");
    JsonNode location = first.at("/locations/0/physicalLocation");
    assertThat(location.at("/artifactLocation/uri").asText())
        .isEqualTo("orders/src/main/java/com/acme/Orders%20Api.java");
    assertThat(location.at("/artifactLocation/uriBaseId").asText()).isEqualTo("%SRCROOT%");
    assertThat(location.at("/region/startLine").asInt()).isEqualTo(7);
    assertThat(location.at("/region/startColumn").asInt()).isEqualTo(31);
    assertThat(results.get(1).at("/locations/0/physicalLocation/artifactLocation/uri").asText())
        .isEqualTo("orders/src/main/java/com/acme/Orders%20Api.java");
    assertThat(results.get(2).at("/locations/0/physicalLocation/artifactLocation/uri").asText())
        .isEqualTo("orders/src/main/resources/application.yml");

    assertThat(run.at("/invocations/0/toolExecutionNotifications/0/message/text").asText())
        .isEqualTo("File does not parse: Parse error. Found \"}\"");
  }

  @Test
  void fingerprintsSurviveLineShiftsAndTellIdenticalFindingsApart() throws Exception {
    ObjectMapper json = new ObjectMapper();
    JsonNode before =
        json.readTree(SarifReport.render(report(), PATHS, "1", "orders")).at("/runs/0/results");
    Report shifted =
        new Report(
            List.of(antMatcher(JAVA, 17, 31), antMatcher(JAVA, 19, 31), config(9)),
            List.of(),
            List.of(),
            0,
            2);
    JsonNode after =
        json.readTree(SarifReport.render(shifted, PATHS, "1", "orders")).at("/runs/0/results");
    for (int i = 0; i < 3; i++) {
      assertThat(after.get(i).at("/partialFingerprints/bottleneck~1v1"))
          .isEqualTo(before.get(i).at("/partialFingerprints/bottleneck~1v1"));
    }
    String first = before.get(0).at("/partialFingerprints/bottleneck~1v1").asText();
    String second = before.get(1).at("/partialFingerprints/bottleneck~1v1").asText();
    assertThat(first).endsWith(":1");
    assertThat(second).isEqualTo(first.replace(":1", ":2"));
    assertThat(before.get(0).get("partialFingerprints").has("primaryLocationLineHash")).isFalse();
  }

  @Test
  void aFindingThatStandsForOtherPlacesNamesThemAsRelatedLocations() throws Exception {
    Finding chain =
        new Finding(
            "AntPathMatcher",
            JAVA,
            12,
            14,
            "antMatchers(...) and 2 other ant-style request matchers of this method (lines 14, 17)",
            "com.acme.OrdersApi#configure(HttpSecurity)",
            ".antMatchers(\"/a/**\")",
            Optional.empty(),
            List.of(
                new Finding.Related(14, 14, "another matcher"),
                new Finding.Related(17, 9, "another matcher")));
    Report report =
        new Report(List.of(chain, antMatcher(JAVA, 30, 31)), List.of(), List.of(), 0, 1);

    String sarif = SarifReport.render(report, PATHS, "1", "orders");

    assertThat(SarifSchema.violations(sarif)).isEmpty();
    JsonNode results = new ObjectMapper().readTree(sarif).at("/runs/0/results");
    JsonNode related = results.get(0).get("relatedLocations");
    assertThat(related.size()).isEqualTo(2);
    assertThat(related.get(1).get("id").asInt()).isEqualTo(2);
    assertThat(related.get(1).at("/physicalLocation/region/startLine").asInt()).isEqualTo(17);
    assertThat(related.get(1).at("/physicalLocation/region/startColumn").asInt()).isEqualTo(9);
    assertThat(related.get(1).at("/physicalLocation/artifactLocation/uri").asText())
        .isEqualTo(
            results.get(0).at("/locations/0/physicalLocation/artifactLocation/uri").asText());
    assertThat(related.get(0).at("/message/text").asText()).isEqualTo("another matcher");
    assertThat(results.get(1).has("relatedLocations")).isFalse();
  }

  @Test
  void noAbsolutePathsAndNoSecuritySeverity() {
    String sarif = SarifReport.render(report(), PATHS, "1", "orders");
    assertThat(sarif)
        .doesNotContain("/work/repo")
        .doesNotContain("file:")
        .doesNotContain("security-severity");
  }

  private static Report report() {
    return new Report(
        List.of(config(3), antMatcher(JAVA, 9, 31), antMatcher(JAVA, 7, 31)),
        List.of(
            new ParseProblem(
                REPO.resolve("orders/src/main/java/Broken.java"),
                4,
                1,
                "Parse error. Found \"}\"")),
        List.of(),
        0,
        3);
  }

  static Finding antMatcher(Path file, int line, int column) {
    return new Finding(
        "AntPathMatcher",
        file,
        line,
        column,
        "new AntPathMatcher() on a request path",
        "com.acme.OrdersApi#matcher",
        "new AntPathMatcher()");
  }

  static Finding config(int line) {
    return new Finding(
        "AntPathMatcher",
        CONFIG,
        line,
        26,
        "spring.mvc.pathmatch.matching-strategy=ant_path_matcher selects the legacy matcher",
        "spring.mvc.pathmatch.matching-strategy",
        "matching-strategy: ant_path_matcher");
  }
}
