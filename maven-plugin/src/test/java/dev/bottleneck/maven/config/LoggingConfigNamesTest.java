package dev.bottleneck.maven.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.maven.finding.ParseProblem;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the shared cases cannot assert: the warning for a missing file, and the file's type. */
final class LoggingConfigNamesTest {
  @TempDir Path module;

  @Test
  void aClasspathFileBelowAMainResourceRoot() throws IOException {
    Path resources = module.resolve("src/main/resources");
    Path named = write(resources.resolve("config/logback-boot.xml"), "<configuration/>");
    write(
        resources.resolve("application.yml"),
        "logging:\n  config: classpath:/config/logback-boot.xml\n");

    LoggingConfigNames names = LoggingConfigNames.read(List.of(resources));

    assertThat(names.files()).containsExactly(named.toAbsolutePath().normalize());
    assertThat(names.names(named)).isTrue();
    assertThat(names.missing(resources.resolve("application.yml"))).isEmpty();
  }

  @Test
  void aDevelopmentDocumentLeavesTheDefaultDocumentsNameRead() throws IOException {
    Path resources = module.resolve("src/main/resources");
    Path named = write(resources.resolve("logback-boot.xml"), "<configuration/>");
    write(
        resources.resolve("application.yml"),
        "logging.config: classpath:logback-boot.xml\n"
            + "---\n"
            + "spring.config.activate.on-profile: dev\n"
            + "server.port: 8081\n");

    assertThat(LoggingConfigNames.read(List.of(resources)).files())
        .containsExactly(named.toAbsolutePath().normalize());
  }

  @Test
  void aMissingFileIsAWarningAtItsLine() throws IOException {
    Path resources = module.resolve("src/main/resources");
    Path properties =
        write(
            resources.resolve("application.properties"),
            "server.port=8080\nlogging.config=classpath:logback-gone.xml\n");

    LoggingConfigNames names = LoggingConfigNames.read(List.of(resources));

    assertThat(names.files()).isEmpty();
    List<ParseProblem> missing = names.missing(properties);
    assertThat(missing).hasSize(1);
    assertThat(missing.get(0).file()).isEqualTo(properties.toAbsolutePath().normalize());
    assertThat(missing.get(0).line()).isEqualTo(2);
    assertThat(missing.get(0).message())
        .contains("logging.config names classpath:logback-gone.xml")
        .contains("put the file below src/main/resources, or correct the name");
  }

  @Test
  void filesOutsideTheModuleAndTestResourcesAreNotRead() throws IOException {
    Path resources = module.resolve("src/main/resources");
    write(resources.resolve("logback-ops.xml"), "<configuration/>");
    write(resources.resolve("application.properties"), "logging.config=file:./logback-ops.xml\n");
    Path tests = module.resolve("src/test/resources");
    write(tests.resolve("logback-it.xml"), "<configuration/>");
    write(tests.resolve("application.yml"), "logging.config: classpath:logback-it.xml\n");
    write(resources.resolve("application-local.yml"), "logging.config: classpath:logback-x.xml\n");

    LoggingConfigNames names = LoggingConfigNames.read(List.of(resources, tests));

    assertThat(names.files()).isEmpty();
    assertThat(names.missing(resources.resolve("application-local.yml"))).isEmpty();
  }

  @Test
  void aFileNamedForADevelopmentProfileIsNotRead() throws IOException {
    Path resources = module.resolve("src/main/resources");
    write(resources.resolve("logback-dev.xml"), "<configuration/>");
    Path daily =
        write(
            resources.resolve("application-daily.properties"),
            "logging.config=classpath:logback-dev.xml\n");

    LoggingConfigNames names = LoggingConfigNames.read(List.of(resources));

    assertThat(names.files()).isEmpty();
    assertThat(names.missing(daily)).isEmpty();
  }

  @Test
  void theTypeComesFromTheContent() throws Exception {
    Path file = module.resolve("boot.xml");
    ConfigElement logback =
        XmlElements.read(file, "<configuration><root level=\"INFO\"/></configuration>");
    ConfigElement log4j2 =
        XmlElements.read(file, "<Configuration><Appenders/><Loggers/></Configuration>");

    assertThat(LoggingConfigNames.logback(file, Optional.of(logback))).isTrue();
    assertThat(LoggingConfigNames.logback(file, Optional.of(log4j2))).isFalse();
    assertThat(LoggingConfigNames.logback(module.resolve("boot.yaml"), Optional.empty())).isFalse();
  }

  private static Path write(Path file, String text) throws IOException {
    Files.createDirectories(file.getParent());
    return Files.writeString(file, text);
  }
}
