package dev.bottleneck.maven.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.finding.ParseProblem;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Spring configuration that Spring Boot refuses at start-up is reported as broken YAML is (the
 * file, the line and column, what is wrong and the fix) instead of being read past silently, and
 * costs no other file its findings.
 */
final class SpringConfigRobustnessTest {
  @TempDir Path project;

  @Test
  void aPropertiesFileWithAnEscapeThatDoesNotLoadIsAnErrorWithItsLine() throws IOException {
    Path java = project.resolve("src/main/java");
    Path resources = project.resolve("src/main/resources");
    Files.createDirectories(java);
    write(
        resources.resolve("application.properties"),
        "server.port=8080\n"
            + "greeting=caf\\uZZZZ\n"
            + "spring.mvc.pathmatch.matching-strategy=ant_path_matcher\n");
    write(
        resources.resolve("application-dev.properties"),
        "spring.mvc.pathmatch.matching-strategy=ant_path_matcher\n");

    Analyzer.Analysis analysis = AnalyzerTest.analyze(java, resources, project, 2);

    assertThat(analysis.findings())
        .extracting(finding -> project.relativize(finding.file()).toString(), Finding::line)
        .containsExactly(tuple("src/main/resources/application-dev.properties", 1));
    assertThat(analysis.errors())
        .extracting(
            error -> project.relativize(error.file()).toString(),
            ParseProblem::line,
            ParseProblem::column,
            ParseProblem::message)
        .containsExactly(
            tuple(
                "src/main/resources/application.properties",
                2,
                13,
                "does not load as .properties: '\\uZZZZ' is not a Unicode escape (\\u takes four"
                    + " hex digits), and Spring Boot refuses the file at start-up; fix the escape"
                    + " there (\\\\u for a backslash and u) or exclude the file with the excludes"
                    + " parameter"));
  }

  private static void write(Path file, String text) throws IOException {
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }
}
