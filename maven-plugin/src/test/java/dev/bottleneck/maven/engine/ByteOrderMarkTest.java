package dev.bottleneck.maven.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.finding.ParseProblem;
import dev.bottleneck.maven.source.SourceSet;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Files saved with a UTF-8 byte order mark, as some Windows editors save them, are read as their
 * consumers read them: Logback, Log4j2, Maven and SnakeYAML take the mark for the encoding's
 * signature, and so does every reader here. A pom that is not well-formed is an error that names
 * its line, not a module silently judged to serve no request.
 */
final class ByteOrderMarkTest {
  private static final String MARK = "\uFEFF";
  private static final String PROLOG = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  private static final String WAR =
      PROLOG + "<project><artifactId>web</artifactId><packaging>war</packaging></project>\n";

  /** Where each line is: the console at line 3, the pattern at 4, the INFO root at 6. */
  private static final String LOGBACK =
      PROLOG
          + "<configuration>\n"
          + "  <appender name=\"out\" class=\"ch.qos.logback.core.ConsoleAppender\">\n"
          + "    <encoder><pattern>%msg %line%n</pattern></encoder>\n"
          + "  </appender>\n"
          + "  <root level=\"INFO\"><appender-ref ref=\"out\"/></root>\n"
          + "</configuration>\n";

  @TempDir Path project;

  private Analyzer.Analysis analyze(String pom, String logback) throws IOException {
    Path java = project.resolve("src/main/java");
    Path resources = project.resolve("src/main/resources");
    write(project.resolve("pom.xml"), pom);
    write(resources.resolve("logback-spring.xml"), logback);
    write(
        resources.resolve("application.yml"),
        MARK + "spring.mvc.pathmatch.matching-strategy: ant_path_matcher\n");
    write(
        java.resolve("gen/Mark.java"),
        MARK
            + "package gen;\n\nimport com.fasterxml.jackson.databind.ObjectMapper;\n"
            + "class Mark { Object f() { return new ObjectMapper(); } }\n");
    SourceSet sources =
        SourceSet.collect(
                List.of(java),
                List.of(resources),
                new SourceSet.Selection(null, null, project.resolve("target"), false))
            .withBuildFile(project.resolve("pom.xml"));
    return AnalyzerTest.analyze(java, sources, 1);
  }

  @Test
  void everyFileWithAMarkIsReadAsItsConsumerReadsIt() throws IOException {
    Analyzer.Analysis analysis = analyze(MARK + WAR, MARK + LOGBACK);

    assertThat(analysis.errors()).isEmpty();
    assertThat(analysis.findings())
        .extracting(
            finding -> project.relativize(finding.file()).toString(),
            Finding::line,
            Finding::ruleId)
        .containsExactlyInAnyOrder(
            tuple("src/main/java/gen/Mark.java", 4, "ObjectMapperPerCall"),
            tuple("src/main/resources/application.yml", 1, "AntPathMatcher"),
            tuple("src/main/resources/logback-spring.xml", 4, "LogLocationInfo"),
            tuple("src/main/resources/logback-spring.xml", 6, "SyncLogAppender"));
  }

  @Test
  void aPomThatDoesNotParseIsAnErrorWithItsLine() throws IOException {
    Analyzer.Analysis analysis =
        analyze(MARK + PROLOG + "<project>\n  <packaging>war</packaging>\n", LOGBACK);

    assertThat(analysis.errors())
        .extracting(
            error -> project.relativize(error.file()).toString(),
            ParseProblem::line,
            ParseProblem::message)
        .singleElement()
        .satisfies(
            error -> {
              assertThat(error.toList().subList(0, 2)).containsExactly("pom.xml", 4);
              assertThat((String) error.toList().get(2))
                  .startsWith("does not parse as XML: ")
                  .endsWith(
                      "; fix the XML syntax there or exclude the file with the excludes"
                          + " parameter");
            });
  }

  private static void write(Path file, String text) throws IOException {
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }
}
