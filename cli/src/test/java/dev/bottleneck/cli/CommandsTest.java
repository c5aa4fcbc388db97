package dev.bottleneck.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.bottleneck.catalog.LocalPages;
import dev.bottleneck.catalog.Rule;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** check, fix and baseline on a small two-module Gradle build, as a user runs them. */
final class CommandsTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path build;

  private static final String SLOW =
      """
      package com.acme.orders;

      import com.fasterxml.jackson.databind.ObjectMapper;

      public class Orders {
        public String json(Object order) throws Exception {
          return new ObjectMapper().writeValueAsString(order);
        }
      }
      """;

  private static final String CLEAN =
      """
      package com.acme.billing;

      public class Billing {
        public int total(int a, int b) {
          return a + b;
        }
      }
      """;

  private Path write(String path, String text) throws IOException {
    Path file = build.resolve(path);
    Files.createDirectories(file.getParent());
    return Files.writeString(file, text);
  }

  private void twoModules() throws IOException {
    write("settings.gradle", "include 'orders', 'billing'");
    write("orders/build.gradle", "");
    write("orders/src/main/java/com/acme/orders/Orders.java", SLOW);
    write("billing/build.gradle", "");
    write("billing/src/main/java/com/acme/billing/Billing.java", CLEAN);
  }

  @Test
  void findingsFailWithExitCodeOneAfterEveryModuleIsReported() throws IOException {
    twoModules();

    CommandRun run = CommandRun.in(build, "check");

    assertThat(run.exitCode()).as(run.toString()).isEqualTo(1);
    assertThat(run.out())
        .contains(
            "bottleneck: module billing (billing)",
            "bottleneck: module orders (orders)",
            "orders/src/main/java/com/acme/orders/Orders.java:[7,12] [ObjectMapperPerCall]",
            "bottleneck: 1 finding in 1 of 2 modules analyzed",
            "  billing: no findings",
            "  orders: 1 finding");
    assertThat(run.err())
        .isEqualTo(
            "error: 1 bottleneck finding(s) in 1 of 2 modules, listed above:\n"
                + "  orders: 1\n"
                + "Fix them, suppress one with @SuppressWarnings(\"RuleId\"), or accept the current"
                + " ones with bottleneck baseline\n");
  }

  @Test
  void aCleanModulePasses() throws IOException {
    twoModules();

    CommandRun run = CommandRun.in(build, "check", "billing");

    assertThat(run.exitCode()).as(run.toString()).isZero();
    assertThat(run.out()).isEqualTo("bottleneck: no findings in 1 file analyzed\n");
    assertThat(run.err()).isEmpty();
  }

  @Test
  void failOnViolationFalseReportsWithoutFailing() throws IOException {
    twoModules();

    CommandRun run = CommandRun.in(build, "check", "--fail-on-violation=false");

    assertThat(run.exitCode()).as(run.toString()).isZero();
    assertThat(run.out()).contains("[ObjectMapperPerCall]");
  }

  @Test
  void sarifHoldsARunForEachModule() throws IOException {
    twoModules();

    CommandRun run = CommandRun.in(build, "check", "--formats=sarif", "--fail-on-violation=false");

    assertThat(run.out()).contains("bottleneck: SARIF report build/bottleneck/bottleneck.sarif");
    JsonNode sarif = JSON.readTree(build.resolve("build/bottleneck/bottleneck.sarif").toFile());
    List<String> runs = new ArrayList<>();
    sarif.get("runs").forEach(each -> runs.add(each.at("/automationDetails/id").asText()));
    assertThat(runs).containsExactly("bottleneck/billing/", "bottleneck/orders/");
    assertThat(
            sarif
                .at("/runs/1/results/0/locations/0/physicalLocation/artifactLocation/uri")
                .asText())
        .isEqualTo("orders/src/main/java/com/acme/orders/Orders.java");
  }

  /**
   * By default the console links the page this version ships, installed under XDG_CACHE_HOME (the
   * parent pom points it into target), and the page opens there; the SARIF report, read on other
   * machines, holds the rule's help and no page address.
   */
  @Test
  void linksPointToTheInstalledPagesAndSarifHoldsNone() throws IOException {
    twoModules();

    CommandRun run =
        CommandRun.in(
            build, "check", "--formats=console,sarif,github", "--fail-on-violation=false");

    String page = LocalPages.links(problem -> {}).page(Rule.OBJECT_MAPPER_PER_CALL);
    assertThat(run.out()).contains("(" + page + ")\n").doesNotContain("docs links point to");
    assertThat(Files.readString(Path.of(URI.create(page))))
        .contains("<title>ObjectMapperPerCall - bottleneck</title>");
    String sarif = Files.readString(build.resolve("build/bottleneck/bottleneck.sarif"));
    assertThat(sarif).doesNotContain("helpUri", "file:", "bottleneck.dev");
    assertThat(JSON.readTree(sarif).at("/runs/1/tool/driver/rules/1/help/markdown").asText())
        .contains("## Problem", "## Fix", "## Suppression");
    assertThat(run.out().lines().filter(line -> line.startsWith("::warning")))
        .singleElement()
        .asString()
        .doesNotContain("file:");
  }

  @Test
  void aDocsBaseUrlMovesEveryLink() throws IOException {
    twoModules();

    CommandRun run =
        CommandRun.in(
            build,
            "check",
            "--formats=console,sarif,github",
            "--fail-on-violation=false",
            "--docs-base-url=https://docs.example.com/perf/rules/");

    String page = "https://docs.example.com/perf/rules/ObjectMapperPerCall.html";
    assertThat(run.out()).contains("[ObjectMapperPerCall] ", "(" + page + ")\n");
    assertThat(run.out().lines().filter(line -> line.startsWith("::warning")))
        .singleElement()
        .asString()
        .endsWith("(" + page + ")");
    assertThat(
            JSON.readTree(build.resolve("build/bottleneck/bottleneck.sarif").toFile())
                .at("/runs/1/tool/driver/rules/1/helpUri")
                .asText())
        .isEqualTo(page);
  }

  @Test
  void githubAnnotationsStartTheirLines() throws IOException {
    twoModules();

    CommandRun run = CommandRun.in(build, "check", "--formats=github", "orders");

    assertThat(run.out())
        .contains(
            "\n::warning file=orders/src/main/java/com/acme/orders/Orders.java,line=7,col=12,");
  }

  @Test
  void fixAppliesTheSafeFixesThenCheckPasses() throws IOException {
    twoModules();

    CommandRun fix = CommandRun.in(build, "fix");

    assertThat(fix.exitCode()).as(fix.toString()).isZero();
    assertThat(fix.out())
        .contains(
            "bottleneck: fixed orders/src/main/java/com/acme/orders/Orders.java:[7,12]"
                + " [ObjectMapperPerCall]",
            "bottleneck: applied 1 fix(es) in 1 file(s)");
    assertThat(Files.readString(build.resolve("orders/src/main/java/com/acme/orders/Orders.java")))
        .contains("private static final ObjectMapper OBJECT_MAPPER = new ObjectMapper();");
    CommandRun check = CommandRun.in(build, "check");
    assertThat(check.exitCode()).as(check.toString()).isZero();
  }

  @Test
  void fixDryRunChangesNothing() throws IOException {
    twoModules();

    CommandRun fix = CommandRun.in(build, "fix", "--dry-run");

    assertThat(fix.out()).contains("bottleneck: would apply 1 fix(es) in 1 file(s)");
    assertThat(Files.readString(build.resolve("orders/src/main/java/com/acme/orders/Orders.java")))
        .isEqualTo(SLOW);
  }

  @Test
  void aBaselineAcceptsTheCurrentFindings() throws IOException {
    twoModules();

    CommandRun baseline = CommandRun.in(build, "baseline");

    assertThat(baseline.exitCode()).as(baseline.toString()).isZero();
    assertThat(baseline.out())
        .contains(
            "bottleneck: baseline orders/bottleneck-baseline.txt records 1 finding(s) in 1 file(s)"
                + " analyzed",
            "bottleneck: no findings in 1 file(s) analyzed, so no baseline");
    CommandRun check = CommandRun.in(build, "check");
    assertThat(check.exitCode()).as(check.toString()).isZero();
    assertThat(check.out())
        .contains(
            "bottleneck: 1 known finding(s) baselined",
            "bottleneck: no findings in 2 modules analyzed, 1 more baselined",
            "  orders: no findings, 1 more baselined",
            "  billing: no findings\n");
  }

  @Test
  void theBaselineFileSaysHowTheCommandRewritesIt() throws IOException {
    twoModules();

    CommandRun.in(build, "baseline", "orders");

    String recorded = Files.readString(build.resolve("orders/bottleneck-baseline.txt"));
    assertThat(recorded)
        .contains(
            "# Known findings that bottleneck does not report. Regenerate with bottleneck"
                + " baseline.")
        .doesNotContain("mvn");
  }

  @Test
  void brokenYamlNamesTheCommandsOption() throws IOException {
    twoModules();
    write("orders/src/main/resources/application.yml", "spring:\n  mvc: [unclosed\n");

    CommandRun run = CommandRun.in(build, "check", "orders");

    assertThat(run.exitCode()).as(run.toString()).isEqualTo(2);
    assertThat(run.out() + run.err())
        .contains("exclude the file with the --excludes option")
        .doesNotContain("parameter");
  }

  @Test
  void aBaselineOfANewerFormatSaysSo() throws IOException {
    twoModules();
    write("orders/bottleneck-baseline.txt", "# bottleneck baseline v2\n");

    CommandRun run = CommandRun.in(build, "check", "orders");

    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err())
        .isEqualTo(
            "error: orders/bottleneck-baseline.txt:1 is a baseline of format v2, which a newer"
                + " bottleneck wrote; this one reads '# bottleneck baseline v1': run the newer"
                + " bottleneck, or regenerate the file with bottleneck baseline\n");
  }

  @Test
  void aBaselineThatIsNotOneSaysHowToRewriteIt() throws IOException {
    twoModules();
    write("orders/bottleneck-baseline.txt", "not a baseline\n");

    CommandRun run = CommandRun.in(build, "check", "orders");

    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err())
        .isEqualTo(
            "error: orders/bottleneck-baseline.txt:1 is not a bottleneck baseline: the first line"
                + " must be '# bottleneck baseline v1'; regenerate it with bottleneck baseline\n");
  }

  @Test
  void aBaselineThatIsAFolderSaysWhatToPointAt() throws IOException {
    twoModules();
    Files.createDirectories(build.resolve("orders/bottleneck-baseline.txt"));

    CommandRun run = CommandRun.in(build, "check", "orders");

    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err())
        .isEqualTo(
            "error: The baseline orders/bottleneck-baseline.txt is not a file; point"
                + " --baseline-file at a file such as bottleneck-baseline.txt, written by"
                + " bottleneck baseline\n");
  }

  @Test
  void sinceOutsideGitSaysWhatToDo() throws IOException {
    twoModules();

    CommandRun run = CommandRun.in(build, "check", "--since=origin/main", "orders");

    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err())
        .startsWith("error: The folder orders is not inside a git work tree (")
        .doesNotContain(build.toString())
        .endsWith(
            "); the --since option needs one: run the build in a git clone or drop --since\n");
  }

  @Test
  void aFileThatDoesNotParseIsAWarningUnlessFailOnParseError() throws IOException {
    twoModules();
    write("billing/src/main/java/com/acme/billing/Broken.java", "class Broken {");

    CommandRun lenient = CommandRun.in(build, "check", "billing");
    CommandRun strict = CommandRun.in(build, "check", "--fail-on-parse-error", "billing");

    assertThat(lenient.exitCode()).as(lenient.toString()).isZero();
    assertThat(lenient.out()).contains("Broken.java:[1,14] does not parse, so no rule checked it");
    assertThat(strict.exitCode()).as(strict.toString()).isEqualTo(2);
    assertThat(strict.out()).contains("Broken.java:[1,14] does not parse, so no rule checked it");
    assertThat(strict.err())
        .isEqualTo(
            "error: 1 problem(s) in Java files that do not parse, listed above as warnings"
                + " (--fail-on-parse-error is set); fix them or set --fail-on-parse-error=false\n");
  }
}
