package dev.bottleneck.maven.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import dev.bottleneck.maven.Pathological;
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
    // Line 6 sets the key of line 2 again, and the last value wins, as in Spring Boot.
    assertThat(positions(SCANNER.scan(PROPERTIES, properties)))
        .containsExactly("3:40", "4:42", "5:42");
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
        spring.mvc.path\\u006datch.matchingStrategy=ant\\_path_matcher
        \tspring.mvc.pathmatch.matching_strategy\t=\tant_path_matcher
        key=value with \\
          spring.mvc.pathmatch.matching-strategy=ant_path_matcher
        """;
    assertThat(positions(SCANNER.scan(PROPERTIES, properties)))
        .containsExactly("6:5", "7:44", "8:43");
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

  @Test
  void propertiesWithAnEscapeThatDoesNotLoadNameFileLineAndFix() {
    assertThatThrownBy(() -> SCANNER.scan(PROPERTIES, "a=1\nspring.application.name=caf\\uZZZZ\n"))
        .isInstanceOf(ConfigFileException.class)
        .hasMessage(
            PROPERTIES
                + ":[2,28] does not load as .properties: '\\uZZZZ' is not a Unicode escape (\\u"
                + " takes four hex digits), and Spring Boot refuses the file at start-up; fix the"
                + " escape there (\\\\u for a backslash and u) or exclude the file with the"
                + " excludes parameter");
    assertThatThrownBy(() -> SCANNER.scan(PROPERTIES, "key=\\u00e"))
        .hasMessageStartingWith(PROPERTIES + ":[1,5] does not load as .properties: '\\u00e'");
    assertThatThrownBy(() -> SCANNER.scan(PROPERTIES, "key=\\u+0e9"))
        .hasMessageStartingWith(PROPERTIES + ":[1,5] does not load as .properties: '\\u+0e9'");
  }

  @Test
  void propertiesWithEscapedBackslashBeforeUAreRead() throws ConfigFileException {
    assertThat(
            SCANNER.scan(
                PROPERTIES,
                "path=C:\\\\users\n"
                    + "spring.mvc.pathmatch.matching-strategy=\\u0061nt_path_matcher\n"))
        .extracting(Finding::line, Finding::column)
        .containsExactly(tuple(2, 40));
  }

  @Test
  void yamlWithMavenFilterTokensIsReadAsMavenWillWriteIt() throws ConfigFileException {
    String yaml =
        """
        info:
          version: @project.version@
        spring:
          mvc.pathmatch.matching-strategy: ant_path_matcher
          cloud.nacos.server-addr: @config.server-addr@
        """;
    String tokenAsTheSetting = "spring.mvc.pathmatch.matching-strategy: @matching.strategy@\n";
    assertThat(positions(SCANNER.scan(YAML, yaml))).containsExactly("4:36");
    assertThat(SCANNER.scan(YAML, tokenAsTheSetting)).isEmpty();
  }

  @Test
  void yamlBrokenBesideFilterTokensNamesTheErrorPastTheTokens() {
    String yaml = "info:\n  version: @project.version@\n  name: [unclosed\nother: 1\n";
    assertThatThrownBy(() -> SCANNER.scan(YAML, yaml))
        .isInstanceOf(ConfigFileException.class)
        .hasMessageStartingWith(YAML + ":[4,")
        .hasMessageNotContaining("cannot start any token");
  }

  @Test
  void identificationWithSpringsLenientEnumSpellings() throws ConfigFileException {
    String properties =
        """
        spring.mvc.pathmatch.matching-strategy=ant.path.matcher
        spring.mvc.pathmatch.matchingStrategy=Ant Path Matcher
        spring.mvc.pathmatch.matching_strategy= antPathMatcher\t
        spring.mvc.pathmatch.MATCHING-STRATEGY=ant path pattern
        """;
    assertThat(positions(SCANNER.scan(PROPERTIES, properties)))
        .containsExactly("1:40", "2:39", "3:41");
  }

  @Test
  void duplicatePropertiesKeysKeepTheLastValue() throws ConfigFileException {
    String overridden =
        """
        spring.mvc.pathmatch.matching-strategy=ant_path_matcher
        spring.mvc.pathmatch.matching-strategy=path_pattern_parser
        """;
    String chosenLast =
        """
        spring.mvc.pathmatch.matching-strategy=path_pattern_parser
        spring.mvc.pathmatch.matching-strategy=ant_path_matcher
        """;
    String twoDocuments =
        """
        spring.mvc.pathmatch.matching-strategy=ant_path_matcher
        #---
        spring.config.activate.on-profile=legacy
        spring.mvc.pathmatch.matching-strategy=ant_path_matcher
        !---
        spring.mvc.pathmatch.matching-strategy=path_pattern_parser
        """;
    assertThat(SCANNER.scan(PROPERTIES, overridden)).isEmpty();
    assertThat(positions(SCANNER.scan(PROPERTIES, chosenLast))).containsExactly("2:40");
    assertThat(positions(SCANNER.scan(PROPERTIES, twoDocuments))).containsExactly("1:40", "4:40");
  }

  @Test
  void recursiveAliasIsWalkedOnce() throws ConfigFileException {
    String yaml =
        """
        a: &a [*a, 1]
        spring.mvc.pathmatch.matching-strategy: ant_path_matcher
        """;
    assertThat(positions(SCANNER.scan(YAML, yaml))).containsExactly("2:41");
  }

  @Test
  void anchoredSettingIsFoundThroughEveryAlias() throws ConfigFileException {
    String yaml =
        """
        defaults: &legacy
          matching-strategy: ant_path_matcher
        spring.mvc.pathmatch: *legacy
        """;
    String thirdAlias =
        """
        base: &b
          mvc.pathmatch.matching-strategy: ant_path_matcher
        x: *b
        y: *b
        spring: *b
        """;
    assertThat(positions(SCANNER.scan(YAML, yaml))).containsExactly("2:22");
    assertThat(positions(SCANNER.scan(YAML, thirdAlias))).containsExactly("2:36");
  }

  @Test
  void mergeKeysAreBoundAsSpringBootBindsThem() throws ConfigFileException {
    String mergedAlias =
        """
        base: &b
          matching-strategy: ant_path_matcher
        spring.mvc.pathmatch:
          <<: *b
        """;
    String mergedInline =
        """
        spring.mvc.pathmatch:
          <<: [{matching-strategy: ant_path_matcher}, {matching-strategy: path_pattern_parser}]
        """;
    String overridden =
        """
        base: &b
          matching-strategy: ant_path_matcher
        spring.mvc.pathmatch:
          <<: *b
          matching-strategy: path_pattern_parser
        """;
    String mergesItself = "a: &a {<<: *a, b: 1}\n";
    assertThat(positions(SCANNER.scan(YAML, mergedAlias))).containsExactly("2:22");
    assertThat(positions(SCANNER.scan(YAML, mergedInline))).containsExactly("2:28");
    assertThat(SCANNER.scan(YAML, overridden)).isEmpty();
    assertThat(SCANNER.scan(YAML, mergesItself)).isEmpty();
  }

  /**
   * Each level aliases the one below twice, through a mapping that points back at its own level: an
   * estimate that sized each node once would cut that cycle and see a few thousand values, where
   * the walk expands far more. The walk's own count refuses it.
   */
  @Test
  void aliasesThroughCyclesAreRefusedByTheWalksOwnCount() {
    StringBuilder yaml =
        new StringBuilder("a1: &a1 {big: [")
            .append("x, ".repeat(999))
            .append("x], n: &n1 {back: *a1}}\n");
    for (int k = 2; k <= 14; k++) {
      yaml.append(
          "a%d: &a%d {l: [*n%d, *n%d], n: &n%d {back: *a%d}}\n"
              .formatted(k, k, k - 1, k - 1, k, k));
    }
    yaml.append("top: *n14\n");
    assertThatThrownBy(() -> SCANNER.scan(YAML, yaml.toString()))
        .isInstanceOf(ConfigFileException.class)
        .hasMessageContaining("its aliases expand it to more than 100000 values");
  }

  @Test
  void aliasBombIsRefusedByTheEntryBudget() {
    assertThatThrownBy(() -> SCANNER.scan(YAML, Pathological.aliasBomb()))
        .isInstanceOf(ConfigFileException.class)
        .hasMessage(
            YAML
                + ":[1,1] is not analyzed: its aliases expand it to more than 100000 values, as"
                + " they would in Spring Boot; simplify the file (fewer aliases, flatter or"
                + " smaller) or exclude it with the excludes parameter");
  }

  @Test
  void nestingLimitIsNamedNotBlamedOnSyntax() {
    String yaml = "spring: " + "[".repeat(60) + "]".repeat(60) + "\n";
    assertThatThrownBy(() -> SCANNER.scan(YAML, yaml))
        .isInstanceOf(ConfigFileException.class)
        .hasMessage(
            YAML
                + ":[1,1] is not analyzed: it nests collections deeper than 50 levels; simplify"
                + " the file (fewer aliases, flatter or smaller) or exclude it with the excludes"
                + " parameter");
  }

  @Test
  void sizeLimitIsNamedNotBlamedOnSyntax() {
    String yaml = "spring: " + "x".repeat(YamlReader.MAX_CHARACTERS) + "\n";
    assertThatThrownBy(() -> SCANNER.scan(YAML, yaml))
        .isInstanceOf(ConfigFileException.class)
        .hasMessageStartingWith(
            YAML + ":[1,1] is not analyzed: it is longer than 1048576 characters;");
  }

  private static List<String> positions(List<Finding> findings) {
    return findings.stream().map(f -> f.line() + ":" + f.column()).toList();
  }

  @Test
  void identificationOfTheCommonsDbcpPoolType() throws ConfigFileException {
    SpringConfigScanner dbcp = new SpringConfigScanner(false, true);
    String properties =
        """
        spring.datasource.type=org.apache.commons.dbcp.BasicDataSource
        spring.datasource.type=com.zaxxer.hikari.HikariDataSource
        spring.datasource.secondary.type=org.apache.commons.dbcp.BasicDataSource
        spring.datasource.hikari.type=org.apache.commons.dbcp2.BasicDataSource
        """;
    // The key is set again on line 2, and the last value wins.
    assertThat(dbcp.scan(PROPERTIES, properties)).isEmpty();
    String yaml =
        """
        spring:
          datasource:
            type: org.apache.commons.dbcp.BasicDataSource
        """;
    List<Finding> findings = dbcp.scan(YAML, yaml);
    assertThat(positions(findings)).containsExactly("3:11");
    assertThat(findings.get(0).message())
        .startsWith(
            "spring.datasource.type=org.apache.commons.dbcp.BasicDataSource uses the Commons DBCP"
                + " 1.x pool");
    assertThat(new SpringConfigScanner(true, false).scan(YAML, yaml)).isEmpty();
  }
}
