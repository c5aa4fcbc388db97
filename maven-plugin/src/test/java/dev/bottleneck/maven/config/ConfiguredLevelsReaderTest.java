package dev.bottleneck.maven.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.catalog.facts.ConfiguredLevels;
import dev.bottleneck.catalog.facts.LogLevel;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the shared cases leave out: {@code config/}, Log4j2, a YAML file that activates on a
 * profile, and files that do not parse.
 */
final class ConfiguredLevelsReaderTest {
  @TempDir Path resources;

  @Test
  void springFilesInConfigFolder() throws IOException {
    write("config/application.properties", "logging.level.com.acme=DEBUG\n");

    assertThat(levels().switchesOn("com.acme.Cart", LogLevel.DEBUG)).isTrue();
  }

  @Test
  void log4j2LoggersAndTheirProfileBlocks() throws IOException {
    write(
        "log4j2-spring.xml",
        """
        <Configuration>
          <Loggers>
            <Logger name="com.acme" level="debug"/>
            <SpringProfile name="prod">
              <Logger name="com.acme.orders" level="info"/>
            </SpringProfile>
            <Root level="warn"/>
          </Loggers>
        </Configuration>
        """);

    ConfiguredLevels levels = levels();

    assertThat(levels.switchesOn("com.acme.Cart", LogLevel.DEBUG)).isTrue();
    assertThat(levels.switchesOn("com.acme.orders.Order", LogLevel.DEBUG)).isFalse();
    assertThat(levels.switchesOn("org.other.Type", LogLevel.DEBUG)).isFalse();
  }

  @Test
  void aLogbackFileThatLoggingConfigNames() throws IOException {
    write(
        "logback-boot.xml",
        "<configuration><logger name=\"com.acme\" level=\"DEBUG\"/></configuration>");
    write("application.yml", "logging:\n  config: classpath:logback-boot.xml\n");

    assertThat(levels().switchesOn("com.acme.Cart", LogLevel.DEBUG)).isTrue();
  }

  @Test
  void aLog4j2FileThatLoggingConfigNames() throws IOException {
    write(
        "conf/server.xml",
        """
        <Configuration>
          <Loggers>
            <Logger name="com.acme" level="debug"/>
            <Root level="warn"/>
          </Loggers>
        </Configuration>
        """);
    write("application.properties", "logging.config=classpath:conf/server.xml\n");

    assertThat(levels().switchesOn("com.acme.Cart", LogLevel.DEBUG)).isTrue();
  }

  @Test
  void noFileThatOnlyADevelopmentProfileNames() throws IOException {
    write(
        "logback-dev.xml",
        "<configuration><logger name=\"com.acme\" level=\"DEBUG\"/></configuration>");
    write("application-dev.properties", "logging.config=classpath:logback-dev.xml\n");

    assertThat(levels().switchesOn("com.acme.Cart", LogLevel.DEBUG)).isFalse();
  }

  @Test
  void springPropertiesReplaceALoggingFilesLevel() throws IOException {
    write(
        "logback.xml",
        "<configuration><logger name=\"com.acme\" level=\"DEBUG\"/></configuration>");
    write("application.yml", "logging.level.com.acme: INFO\n");

    assertThat(levels().switchesOn("com.acme.Cart", LogLevel.DEBUG)).isFalse();
  }

  @Test
  void aYamlFileThatActivatesOnAProfileIsThatProfiles() throws IOException {
    write(
        "application.yml",
        """
        logging.level.com.acme: DEBUG
        ---
        spring.config.activate.on-profile: dev
        logging.level.com.acme: TRACE
        """);

    assertThat(levels().switchesOn("com.acme.Cart", LogLevel.DEBUG)).isFalse();
  }

  @Test
  void filesThatDoNotParseSwitchNothingOn() throws IOException {
    write("application.yml", "logging: [unclosed\n");
    write("logback.xml", "<configuration><logger");
    write("application-dev.yml", "logging.level.com.acme: DEBUG\n");

    assertThat(levels().switchesOn("com.acme.Cart", LogLevel.DEBUG)).isFalse();
  }

  private ConfiguredLevels levels() {
    return ConfiguredLevelsReader.read(List.of(resources));
  }

  private void write(String name, String text) throws IOException {
    Path file = resources.resolve(name);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }
}
