package dev.bottleneck.maven.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.bottleneck.catalog.DocsLinks;
import dev.bottleneck.maven.Pathological;
import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.finding.ParseProblem;
import dev.bottleneck.maven.policy.FailPolicy;
import dev.bottleneck.maven.report.ConsoleReport;
import dev.bottleneck.maven.report.ProjectPaths;
import dev.bottleneck.maven.report.Report;
import dev.bottleneck.maven.report.SarifReport;
import dev.bottleneck.maven.report.SarifSchema;
import dev.bottleneck.maven.source.SourceSet;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A project of pathological inputs next to ordinary ones, generated afresh: valid Java nested
 * deeper than a default stack follows, an alias bomb, a recursive alias, a file that is not UTF-8,
 * a broken file, and empty list elements in the parameters. Nothing may escape as an {@code Error},
 * every ordinary finding must still be reported, and the SARIF must be valid and name the failed
 * files. The end-to-end twin is the invoker test {@code broken-files-still-report}.
 */
final class RobustnessTest {
  @TempDir Path project;
  private Path java;
  private Path resources;

  @BeforeEach
  void generate() throws IOException {
    java = project.resolve("src/main/java");
    resources = project.resolve("src/main/resources");
    write(java.resolve("gen/Parentheses.java"), Pathological.parentheses("Parentheses", 500));
    write(
        java.resolve("gen/Concatenation.java"), Pathological.concatenation("Concatenation", 4000));
    write(java.resolve("gen/ElseIf.java"), Pathological.elseIfChain("ElseIf", 3000));
    write(java.resolve("gen/Broken.java"), "package gen;\nclass Broken { void half( { }\n");
    Files.write(
        java.resolve("gen/Latin1.java"),
        "/** Caf\u00e9 */ class Latin1 {}".getBytes(StandardCharsets.ISO_8859_1));
    write(resources.resolve("application.yml"), Pathological.aliasBomb());
    write(
        resources.resolve("config/application-dev.yml"),
        "loop: &loop [*loop, 1]\nspring.mvc.pathmatch.matching-strategy: ant_path_matcher\n");
  }

  @Test
  void everyOtherFindingIsReportedAndTheSarifNamesTheFailedFiles() throws IOException {
    Analyzer.Analysis analysis = AnalyzerTest.analyze(java, resources, project, 2);

    assertThat(analysis.findings())
        .extracting(finding -> project.relativize(finding.file()).toString(), Finding::line)
        .containsExactlyInAnyOrder(
            tuple("src/main/java/gen/Concatenation.java", 4),
            tuple("src/main/java/gen/ElseIf.java", 4),
            tuple("src/main/java/gen/Parentheses.java", 4),
            tuple("src/main/resources/config/application-dev.yml", 2));
    assertThat(analysis.problems())
        .extracting(problem -> project.relativize(problem.file()).toString())
        .containsExactly("src/main/java/gen/Broken.java");
    assertThat(analysis.errors())
        .extracting(
            error -> project.relativize(error.file()).toString(),
            ParseProblem::line,
            ParseProblem::message)
        .containsExactly(
            tuple(
                "src/main/java/gen/Latin1.java",
                1,
                "is not valid UTF-8 (malformed input at byte 7); save it as UTF-8 or set"
                    + " project.build.sourceEncoding to its encoding"),
            tuple(
                "src/main/resources/application.yml",
                1,
                "is not analyzed: its aliases expand it to more than 100000 values, as they would"
                    + " in Spring Boot; simplify the file (fewer aliases, flatter or smaller) or"
                    + " exclude it with the excludes parameter"));

    ProjectPaths paths = new ProjectPaths(project, project);
    String sarif = SarifReport.render(AnalyzerTest.report(analysis), paths, "1", "robustness");
    assertThat(SarifSchema.violations(sarif)).isEmpty();
    JsonNode run = new ObjectMapper().readTree(sarif).at("/runs/0");
    assertThat(run.at("/invocations/0/executionSuccessful").asBoolean()).isFalse();
    assertThat(run.at("/results").size()).isEqualTo(4);
    assertThat(run.at("/invocations/0/toolExecutionNotifications"))
        .extracting(
            notification -> notification.at("/level").asText(),
            notification ->
                notification.at("/locations/0/physicalLocation/artifactLocation/uri").asText())
        .containsExactly(
            tuple("error", "src/main/java/gen/Latin1.java"),
            tuple("error", "src/main/resources/application.yml"),
            tuple("warning", "src/main/java/gen/Broken.java"));
  }

  /**
   * A file deleted between the listing and its reading is one error line that names it relative to
   * the project, and neither the console, the SARIF file nor the verdict holds an absolute path or
   * names it a second time.
   */
  @Test
  void aFileDeletedDuringTheScanIsOneLineRelativeToTheProject() throws IOException {
    Path gone = java.resolve("gen/Gone.java");
    write(gone, "package gen;\nclass Gone {}\n");
    SourceSet sources =
        SourceSet.collect(
            List.of(java),
            List.of(),
            new SourceSet.Selection(null, null, project.resolve("target"), false));
    Files.delete(gone);

    Analyzer.Analysis analysis = AnalyzerTest.analyze(java, sources, 1);
    ProjectPaths paths = new ProjectPaths(project, project);
    Report report = AnalyzerTest.report(analysis);
    List<String> errors = ConsoleReport.render(report, paths, DocsLinks.SITE).errors();
    String sarif = SarifReport.render(report, paths, "1", "robustness");
    String verdict =
        new FailPolicy(false).brokenInput(analysis.errors(), analysis.problems()).orElseThrow();

    assertThat(errors.stream().filter(line -> line.contains("Gone.java")))
        .containsExactly(
            "src/main/java/gen/Gone.java:[1,1] was deleted while the files were analyzed; run the"
                + " analysis again");
    assertThat(String.join("\n", errors) + sarif + verdict).doesNotContain(project.toString());
    assertThat(verdict).doesNotContain("Gone.java");
  }

  /**
   * A rule that looks for the callers of {@code f} in the module reaches a file too deep to parse
   * on a stack already deep in another file's scan: that file's calls are unknown, not a reason to
   * drop the finding of the file being scanned, and the outcome is the same on every run.
   */
  @ParameterizedTest
  @ValueSource(ints = {1, 2})
  void aFileTooDeepForTheCallerSearchCostsNoOtherFileItsFinding(int threads) throws IOException {
    Path module = project.resolve("deep");
    Path sources = module.resolve("src/main/java");
    write(sources.resolve("gen/Parentheses.java"), Pathological.parentheses("Parentheses", 500));
    write(sources.resolve("gen/Abyss.java"), Pathological.parentheses("Abyss", 1_000_000));

    Analyzer.Analysis analysis =
        AnalyzerTest.analyze(sources, module.resolve("src/main/resources"), module, threads);

    assertThat(analysis.findings())
        .extracting(finding -> module.relativize(finding.file()).toString(), Finding::line)
        .containsExactly(tuple("src/main/java/gen/Parentheses.java", 4));
    assertThat(analysis.problems())
        .extracting(problem -> module.relativize(problem.file()).toString())
        .containsExactly("src/main/java/gen/Abyss.java");
  }

  @Test
  void emptyListElementsSelectAsIfAbsent() {
    SourceSet withBlanks =
        SourceSet.collect(
            List.of(java),
            List.of(resources),
            new SourceSet.Selection(
                Arrays.asList("", null),
                Arrays.asList(null, " ", "**/Broken.java"),
                project.resolve("target"),
                false));
    SourceSet without =
        SourceSet.collect(
            List.of(java),
            List.of(resources),
            new SourceSet.Selection(
                null, List.of("**/Broken.java"), project.resolve("target"), false));
    assertThat(withBlanks).isEqualTo(without);
    assertThat(withBlanks.javaFiles()).hasSize(4);
  }

  private static void write(Path file, String text) throws IOException {
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }
}
