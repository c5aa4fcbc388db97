package dev.bottleneck.maven.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import dev.bottleneck.catalog.DocsLinks;
import dev.bottleneck.maven.config.SpringConfigScanner;
import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.finding.ParseProblem;
import dev.bottleneck.maven.report.ConsoleReport;
import dev.bottleneck.maven.report.ProjectPaths;
import dev.bottleneck.maven.report.Report;
import dev.bottleneck.maven.report.SarifReport;
import dev.bottleneck.maven.scan.JavaSourceScanner;
import dev.bottleneck.maven.scan.ScanConfig;
import dev.bottleneck.maven.source.SourceReader;
import dev.bottleneck.maven.source.SourceSet;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class AnalyzerTest {
  @TempDir Path project;

  @Test
  void brokenFilesAreReportedTogetherAndTheOthersStillAnalyzed() throws IOException {
    Path java = project.resolve("src/main/java");
    Path resources = project.resolve("src/main/resources");
    write(java.resolve("com/acme/Broken.java"), "class Broken { void half( { }");
    write(java.resolve("com/acme/Fine.java"), "class Fine {}");
    Files.write(
        java.resolve("com/acme/Latin1.java"),
        "/** Caf\u00e9 */ class Latin1 {}".getBytes(StandardCharsets.ISO_8859_1));
    write(resources.resolve("application.yml"), "spring: [unclosed\nother: 1\n");
    write(
        resources.resolve("application-prod.properties"),
        "# Caf\u00e9 in Latin-1 does not stop Spring Boot\n"
            + "spring.mvc.pathmatch.matching-strategy=ant_path_matcher\n");
    Files.write(
        resources.resolve("application-prod.properties"),
        Files.readString(resources.resolve("application-prod.properties"))
            .getBytes(StandardCharsets.ISO_8859_1));

    Analyzer.Analysis analysis = analyze(java, resources, project, 2);

    assertThat(analysis.files()).isEqualTo(5);
    assertThat(analysis.findings())
        .extracting(Finding::file, Finding::line)
        .containsExactly(tuple(resources.resolve("application-prod.properties"), 2));
    assertThat(analysis.problems())
        .extracting(ParseProblem::file)
        .containsExactly(java.resolve("com/acme/Broken.java"));
    assertThat(analysis.errors())
        .extracting(ParseProblem::file, ParseProblem::line, ParseProblem::column)
        .containsExactly(
            tuple(java.resolve("com/acme/Latin1.java"), 1, 8),
            tuple(resources.resolve("application.yml"), 2, 6));
    assertThat(analysis.errors().get(0).message())
        .isEqualTo(
            "is not valid UTF-8 (malformed input at byte 7); save it as UTF-8 or set"
                + " project.build.sourceEncoding to its encoding");
    assertThat(analysis.errors().get(1).message())
        .startsWith("does not parse as YAML: ")
        .endsWith("; fix the YAML syntax there or exclude the file with the excludes parameter");
  }

  @Test
  void reportsAreByteIdenticalOnOneThreadAndOnFour() {
    Path samples = Path.of("..", "samples", "src", "main", "java").toAbsolutePath().normalize();
    Path config = Path.of("..", "samples", "src", "main", "resources").toAbsolutePath().normalize();
    ProjectPaths paths = new ProjectPaths(samples.getParent(), samples.getParent());

    String serial = render(analyze(samples, config, project, 1), paths);
    String parallel = render(analyze(samples, config, project, 4), paths);

    assertThat(serial).contains("\"ruleId\" : \"ObjectMapperPerCall\"");
    assertThat(parallel).isEqualTo(serial);
  }

  @Test
  void javaFindingsComeBeforeConfigurationFindingsOnAnyThreadCount() throws IOException {
    Path java = project.resolve("src/main/java");
    Path resources = project.resolve("src/main/resources");
    write(
        java.resolve("com/acme/Mapper.java"),
        """
        package com.acme;

        import com.fasterxml.jackson.databind.ObjectMapper;

        class Mapper {
          String write(Object value) throws Exception {
            return new ObjectMapper().writeValueAsString(value);
          }
        }
        """);
    write(
        resources.resolve("application.properties"),
        "spring.mvc.pathmatch.matching-strategy=ant_path_matcher\n");

    for (int threads : new int[] {1, 2, 3}) {
      assertThat(analyze(java, resources, project, threads).findings())
          .extracting(Finding::file, Finding::ruleId)
          .containsExactly(
              tuple(java.resolve("com/acme/Mapper.java"), "ObjectMapperPerCall"),
              tuple(resources.resolve("application.properties"), "AntPathMatcher"));
    }
  }

  @Test
  void threadsBelowOneAreRefused() {
    assertThatThrownBy(() -> new Analyzer(null, null, null, 0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("threads must be 1 or more, not 0");
  }

  /** The analysis as the reports show it, with no baseline. */
  static Report report(Analyzer.Analysis analysis) {
    return new Report(
        analysis.findings(),
        analysis.problems(),
        List.of(),
        0,
        analysis.files(),
        analysis.errors());
  }

  static String render(Analyzer.Analysis analysis, ProjectPaths paths) {
    Report report = report(analysis);
    ConsoleReport.Lines console = ConsoleReport.render(report, paths, DocsLinks.SITE);
    return String.join("\n", console.errors())
        + String.join("\n", console.warnings())
        + String.join("\n", console.summary())
        + SarifReport.render(report, paths, "1", "samples");
  }

  static Analyzer.Analysis analyze(Path java, Path resources, Path project, int threads) {
    return analyze(
        java,
        SourceSet.collect(
            List.of(java),
            List.of(resources),
            new SourceSet.Selection(null, null, project.resolve("target"), false)),
        threads);
  }

  /** Analyzes {@code sources} with every rule, {@code java} the only source root. */
  static Analyzer.Analysis analyze(Path java, SourceSet sources, int threads) {
    try (Analyzer analyzer =
        new Analyzer(
            new JavaSourceScanner(
                new ScanConfig(
                    RuleSelection.all().enabledRuleIds(), Map.of(), List.of(java), List.of())),
            new SpringConfigScanner(true),
            SourceReader.strict(StandardCharsets.UTF_8, "project.build.sourceEncoding"),
            threads)) {
      return analyzer.analyze(sources);
    }
  }

  private static void write(Path file, String text) throws IOException {
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }
}
