package dev.bottleneck.spotbugs;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * EagerLogMessage reads the levels of the XML file that Spring Boot's {@code logging.config} names
 * among the code base's resources, as the Maven plugin reads it in the main resources: a {@code
 * classpath:} value set in production. Each case is a code base of its own (SpotBugs reads one
 * configuration per code base), holding one class with an eager debug message whose category the
 * named file switches on.
 */
final class NamedLoggingConfigTest {
  private static final String SOURCE =
      """
      package named;

      import org.slf4j.Logger;
      import org.slf4j.LoggerFactory;

      public class Orders {
        private static final Logger log = LoggerFactory.getLogger(Orders.class);

        public void ship(String id) {
          log.debug("shipping " + id);
        }
      }
      """;

  private static final String LOGBACK_DEBUG =
      """
      <configuration>
        <logger name="named" level="DEBUG"/>
      </configuration>
      """;

  private static final String FINDING = "EagerLogMessage ship";

  @TempDir Path work;

  @Test
  void levelsOfTheNamedFileSilenceTheCall() throws IOException {
    assertThat(
            reported(
                "named",
                "application.yml",
                "logging:\n  config: classpath:/logging/boot.xml\n",
                "logging/boot.xml",
                LOGBACK_DEBUG))
        .isEmpty();
  }

  @Test
  void aPropertiesFileInConfigNamesTheFileToo() throws IOException {
    assertThat(
            reported(
                "properties",
                "config/application.properties",
                "logging.config=classpath:logging/boot.xml\n",
                "logging/boot.xml",
                LOGBACK_DEBUG))
        .isEmpty();
  }

  @Test
  void withoutTheNameTheFileIsNotRead() throws IOException {
    assertThat(reported("unnamed", "logging/boot.xml", LOGBACK_DEBUG)).containsExactly(FINDING);
  }

  @Test
  void aNameSetOnlyOutsideProductionReadsNothing() throws IOException {
    assertThat(
            reported(
                "development",
                "application-dev.yml",
                "logging.config: classpath:logging/boot.xml\n",
                "logging/boot.xml",
                LOGBACK_DEBUG))
        .containsExactly(FINDING);
  }

  @Test
  void aYamlFileActivatedOnlyOutsideProductionReadsNothing() throws IOException {
    assertThat(
            reported(
                "activated",
                "application-local.yml",
                "spring.config.activate.on-profile: local | test\n"
                    + "logging.config: classpath:boot.xml\n",
                "boot.xml",
                LOGBACK_DEBUG))
        .containsExactly(FINDING);
  }

  @Test
  void aDevelopmentDocumentLeavesTheDefaultDocumentsNameRead() throws IOException {
    assertThat(
            reported(
                "documents",
                "application.yml",
                "logging.config: classpath:boot.xml\n"
                    + "---\n"
                    + "spring.config.activate.on-profile: dev\n"
                    + "server.port: 8081\n",
                "boot.xml",
                LOGBACK_DEBUG))
        .isEmpty();
  }

  @Test
  void aFileNamedForDevelopmentIsNotRead() throws IOException {
    assertThat(
            reported(
                "devname",
                "application.yml",
                "logging.config: classpath:logback-dev.xml\n",
                "logback-dev.xml",
                LOGBACK_DEBUG))
        .containsExactly(FINDING);
  }

  @Test
  void aPlaceholderOrAFileOutsideTheCodeBaseReadsNothing() throws IOException {
    assertThat(
            reported(
                "outside",
                "application.properties",
                "logging.config=${LOG_CONFIG:classpath:boot.xml}\n",
                "application-prod.properties",
                "logging.config=file:/etc/app/boot.xml\n",
                "boot.xml",
                LOGBACK_DEBUG))
        .containsExactly(FINDING);
  }

  /**
   * What SpotBugs reports on a code base of its own named {@code name}: the class compiled, and
   * each resource given as its path and its text.
   */
  private List<String> reported(String name, String... resources) throws IOException {
    Path source = work.resolve(name).resolve("src/named/Orders.java");
    Files.createDirectories(source.getParent());
    Files.writeString(source, SOURCE, UTF_8);
    Path classes = SpotBugsRun.compile(work.resolve(name).resolve("classes"), source.toString());
    for (int i = 0; i < resources.length; i += 2) {
      Path file = classes.resolve(resources[i]);
      Files.createDirectories(file.getParent());
      Files.writeString(file, resources[i + 1], UTF_8);
    }
    return SpotBugsRun.analyse(classes).stream()
        .map(bug -> bug.getType() + " " + bug.getPrimaryMethod().getMethodName())
        .toList();
  }
}
