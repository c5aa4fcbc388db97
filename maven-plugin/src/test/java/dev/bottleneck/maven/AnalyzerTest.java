package dev.bottleneck.maven;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.bottleneck.maven.config.SpringConfigScanner;
import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.finding.ParseProblem;
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

    Analyzer.Analysis analysis =
        new Analyzer(
                new JavaSourceScanner(
                    new ScanConfig(
                        RuleSelection.all().enabledRuleIds(), Map.of(), List.of(java), List.of())),
                new SpringConfigScanner(true),
                SourceReader.strict(StandardCharsets.UTF_8, "project.build.sourceEncoding"))
            .analyze(
                SourceSet.collect(
                    List.of(java),
                    List.of(resources),
                    new SourceSet.Selection(null, null, project.resolve("target"), false)));

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

  private static void write(Path file, String text) throws IOException {
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }
}
