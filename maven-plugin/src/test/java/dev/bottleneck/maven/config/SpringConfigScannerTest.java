package dev.bottleneck.maven.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.bottleneck.maven.finding.Finding;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

final class SpringConfigScannerTest {
  private static final Path PROPERTIES = Path.of("src/main/resources/application.properties");
  private static final Path YAML = Path.of("src/main/resources/application-prod.yml");
  private static final SpringConfigScanner SCANNER = new SpringConfigScanner(true);

  @Test
  void identification() throws ConfigFileException {
    String properties =
        """
        server.port=8080
        spring.mvc.pathmatch.matching-strategy=ant_path_matcher
        spring.mvc.pathmatch.matchingStrategy: ANT-PATH-MATCHER
        spring.mvc.pathmatch.matching_strategy   Ant_Path_Matcher
        SPRING.MVC.PATHMATCH.MATCHING-STRATEGY = ant-path-matcher
        spring.mvc.pathmatch.matching-strategy=path_pattern_parser
        spring.mvc.pathmatch.use-suffix-pattern=ant_path_matcher
        my.spring.mvc.pathmatch.matching-strategy=ant_path_matcher
        """;
    assertThat(positions(SCANNER.scan(PROPERTIES, properties)))
        .containsExactly("2:40", "3:40", "4:42", "5:42");
  }

  @Test
  void identificationOfPropertiesSyntax() throws ConfigFileException {
    String properties =
        """
        # spring.mvc.pathmatch.matching-strategy=ant_path_matcher
          ! spring.mvc.pathmatch.matching-strategy=ant_path_matcher
        #---
        spring.mvc.pathmatch.\\
            matching-strategy=\\
            ant_path_matcher
        spring.mvc.path\\u006datch.matching-strategy=ant\\_path_matcher
        \tspring.mvc.pathmatch.matching-strategy\t=\tant_path_matcher
        key=value with \\
          spring.mvc.pathmatch.matching-strategy=ant_path_matcher
        """;
    assertThat(positions(SCANNER.scan(PROPERTIES, properties)))
        .containsExactly("6:5", "7:45", "8:43");
  }

  @Test
  void identificationInYaml() throws ConfigFileException {
    String yaml =
        """
        # spring.mvc.pathmatch.matching-strategy: ant_path_matcher
        spring:
          mvc:
            pathmatch:
              matching-strategy: ant_path_matcher # legacy
        ---
        spring.config.activate.on-profile: legacy
        spring:
          mvc:
            pathmatch.matchingStrategy: "ANT-PATH-MATCHER"
        ---
        spring.mvc.pathmatch.matching_strategy: ant-path-matcher
        ---
        spring:
          mvc.pathmatch:
            matching-strategy: path-pattern-parser
        other:
          spring.mvc.pathmatch.matching-strategy: ant_path_matcher
        docs: |
          spring.mvc.pathmatch.matching-strategy: ant_path_matcher
        """;
    assertThat(positions(SCANNER.scan(YAML, yaml))).containsExactly("5:26", "10:33", "12:41");
  }

  @Test
  void findingNamesKeyAndRemedy() throws ConfigFileException {
    List<Finding> findings =
        SCANNER.scan(YAML, "spring:\n  mvc:\n    pathmatch.matching_strategy: ant-path-matcher\n");
    assertThat(findings)
        .containsExactly(
            new Finding(
                "AntPathMatcher",
                YAML,
                3,
                34,
                "spring.mvc.pathmatch.matching_strategy=ant-path-matcher makes Spring MVC match"
                    + " request paths with the legacy AntPathMatcher; remove the line or set"
                    + " path-pattern-parser, the default since Spring Boot 2.6",
                "spring.mvc.pathmatch.matching-strategy",
                "pathmatch.matching_strategy: ant-path-matcher"));
  }

  @Test
  void identificationWithRuleDisabled() throws ConfigFileException {
    assertThat(
            new SpringConfigScanner(false)
                .scan(PROPERTIES, "spring.mvc.pathmatch.matching-strategy=ant_path_matcher\n"))
        .isEmpty();
  }

  @Test
  void yamlThatDoesNotParseNamesFileAndLine() {
    assertThatThrownBy(
            () -> SCANNER.scan(YAML, "spring:\n  mvc:\n    pathmatch: [unclosed\n  other: 1\n"))
        .isInstanceOf(ConfigFileException.class)
        .hasMessageStartingWith(YAML + ":[4,")
        .hasMessageContaining("does not parse as YAML")
        .hasMessageContaining("fix the YAML syntax there");
  }

  private static List<String> positions(List<Finding> findings) {
    return findings.stream().map(f -> f.line() + ":" + f.column()).toList();
  }
}
