package dev.bottleneck.maven.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import dev.bottleneck.catalog.Engine;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.maven.finding.Finding;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the shared cases ({@link ConfigCasesConformanceTest}) cannot show: broken files, formats
 * without comments, settings found in other files, and the rules switched off.
 */
final class LoggingConfigScannerTest {
  private static final LoggingConfigScanner SCANNER =
      new LoggingConfigScanner(Set.of("SyncLogAppender", "LogLocationInfo"));

  private static final String ROOT_CONSOLE =
      """
      <configuration>
        <appender name="out" class="ch.qos.logback.core.ConsoleAppender">
          <encoder><pattern>%msg %line%n</pattern></encoder>
        </appender>
        <root level="INFO">
          <appender-ref ref="out"/>
        </root>
      </configuration>
      """;

  @TempDir Path module;

  @Test
  void rulesOfConfigurationFilesAreThePluginRulesWithoutAJavaRule() {
    assertThat(LoggingConfigScanner.RULES)
        .allSatisfy(rule -> assertThat(rule.implementedBy(Engine.MAVEN_PLUGIN)).isTrue());
    assertThat(Arrays.stream(Rule.values()).filter(rule -> rule.tags().contains("configuration")))
        .containsExactlyElementsOf(LoggingConfigScanner.RULES);
  }

  @Test
  void malformedXmlNamesTheFileAndTheLine() {
    Path file = Path.of("logback.xml");

    assertThatThrownBy(
            () ->
                SCANNER.scan(file, "<configuration>\n  <root level=\"INFO\">\n</configuration>\n"))
        .isInstanceOf(ConfigFileException.class)
        .satisfies(
            e -> {
              ConfigFileException problem = (ConfigFileException) e;
              assertThat(problem.problem().file()).isEqualTo(file);
              assertThat(problem.problem().line()).isEqualTo(3);
              assertThat(problem.problem().message())
                  .startsWith("does not parse as XML: ")
                  .endsWith(
                      "; fix the XML syntax there or exclude the file with the excludes"
                          + " parameter")
                  .doesNotContain("Exception", "ParseError");
            });
  }

  @Test
  void malformedJsonNamesTheFileAndTheLine() {
    assertThatThrownBy(
            () ->
                SCANNER.scan(
                    Path.of("log4j2.json"), "{\n  \"Configuration\": {\n    \"a\": [\n}\n"))
        .isInstanceOf(ConfigFileException.class)
        .hasMessageContaining("does not parse as JSON: ");
  }

  @Test
  void aByteOrderMarkBeforeTheXmlIsSkippedAsLogbackAndLog4j2SkipIt() throws Exception {
    String log4j2 =
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <Configuration>
          <Appenders><Console name="out"><PatternLayout pattern="%C %m%n"/></Console></Appenders>
          <Loggers><Root level="info"><AppenderRef ref="out"/></Root></Loggers>
        </Configuration>
        """;
    for (String name : new String[] {"logback-spring.xml", "log4j2.xml"}) {
      Path file = Path.of(name);
      String text = name.startsWith("log4j2") ? log4j2 : ROOT_CONSOLE;

      assertThat(SCANNER.scan(file, "\uFEFF" + text))
          .isNotEmpty()
          .usingRecursiveFieldByFieldElementComparator()
          .isEqualTo(SCANNER.scan(file, text));
    }
  }

  @Test
  void externalEntitiesAndDtdsAreNeverRead() throws Exception {
    Path secret = Files.writeString(module.resolve("secret.txt"), "%line");
    String text =
        "<?xml version=\"1.0\"?>\n<!DOCTYPE configuration [<!ENTITY s SYSTEM \""
            + secret.toUri()
            + "\">]>\n"
            + ROOT_CONSOLE.replace("%msg %line%n", "&s;");

    assertThatThrownBy(() -> SCANNER.scan(Path.of("logback.xml"), text))
        .isInstanceOf(ConfigFileException.class)
        .hasMessageContaining("does not parse as XML: The entity \"s\" was referenced, but not");
  }

  @Test
  void identificationInJson() throws Exception {
    String json =
        """
        {
          "Configuration": {
            "Appenders": { "Console": { "name": "OUT", "PatternLayout": { "pattern": "%C %m%n" } } },
            "Loggers": { "Root": { "level": "info", "AppenderRef": { "ref": "OUT" } } }
          }
        }
        """;

    assertThat(SCANNER.scan(Path.of("log4j2.json"), json))
        .extracting(Finding::line, Finding::ruleId)
        .containsExactly(tuple(3, "LogLocationInfo"), tuple(4, "SyncLogAppender"));
  }

  @Test
  void allAsyncSelectorInThePomSilencesSyncLogAppender() throws Exception {
    String log4j2 =
        """
        <Configuration>
          <Appenders><Console name="out"/></Appenders>
          <Loggers><Root level="info"><AppenderRef ref="out"/></Root></Loggers>
        </Configuration>
        """;
    Path file = write("src/main/resources/log4j2.xml", log4j2);
    write("pom.xml", "<project><properties></properties></project>");
    assertThat(SCANNER.scan(file, log4j2))
        .extracting(Finding::ruleId)
        .containsExactly("SyncLogAppender");

    write(
        "pom.xml",
        "<project><build><plugins><plugin><configuration><systemPropertyVariables>"
            + "<log4j2.contextSelector>org.apache.logging.log4j.core.async.AsyncLoggerContextSelector"
            + "</log4j2.contextSelector></systemPropertyVariables></configuration></plugin>"
            + "</plugins></build></project>");
    assertThat(SCANNER.scan(file, log4j2)).isEmpty();
  }

  @Test
  void identificationWithRulesDisabled() throws Exception {
    Path file = Path.of("logback.xml");

    assertThat(rulesAt(file, ROOT_CONSOLE)).containsExactly("LogLocationInfo", "SyncLogAppender");
    assertThat(new LoggingConfigScanner(Set.of("LogLocationInfo")).scan(file, ROOT_CONSOLE))
        .extracting(Finding::ruleId)
        .containsExactly("LogLocationInfo");
    assertThat(new LoggingConfigScanner(Set.of("AntPathMatcher")).scan(file, ROOT_CONSOLE))
        .isEmpty();
  }

  @Test
  void otherFilesAndTestResourcesAreSilent() throws Exception {
    assertThat(SCANNER.scan(Path.of("logback-test.xml"), ROOT_CONSOLE)).isEmpty();
    assertThat(SCANNER.scan(Path.of("module/src/test/resources/logback.xml"), ROOT_CONSOLE))
        .isEmpty();
  }

  @Test
  void findingNamesTheTradeOffAndHowToConfigureAgainstIt() throws Exception {
    Finding finding =
        SCANNER.scan(Path.of("logback.xml"), ROOT_CONSOLE).stream()
            .filter(f -> f.ruleId().equals("SyncLogAppender"))
            .findFirst()
            .orElseThrow();

    assertThat(finding.message())
        .contains("ConsoleAppender 'out' writes the INFO events of root on the request thread")
        .contains("AsyncAppender", "discardingThreshold=0", "neverBlock", "crash");
    assertThat(finding.member()).isEqualTo("root -> out");
    assertThat(finding.snippet()).isEqualTo("<appender-ref ref=\"out\"/>");
    assertThat(finding.column()).isEqualTo(5);
  }

  private static java.util.List<String> rulesAt(Path file, String text) throws Exception {
    return SCANNER.scan(file, text).stream().map(Finding::ruleId).toList();
  }

  private Path write(String relative, String text) throws IOException {
    Path file = module.resolve(relative);
    Files.createDirectories(file.getParent());
    return Files.writeString(file, text);
  }
}
