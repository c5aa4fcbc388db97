package dev.bottleneck.samples.cases.AntPathMatcher;

import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;

/**
 * Spring MVC's legacy matcher chosen in code rather than in application.properties: a system
 * property, the application's default properties, the builder's properties, a command-line
 * argument. Each is reported at the property's name, like the configuration file's line.
 */
class MatchingStrategyInCode {
  static void systemProperty() {
    // BUG: Diagnostic contains: AntPathMatcher
    // spring.mvc.pathmatch.matching-strategy=ant_path_matcher, set in code
    System.setProperty("spring.mvc.pathmatch.matching-strategy", "ant_path_matcher");
  }

  static void defaultProperties(SpringApplication application) {
    Map<String, Object> defaults = new HashMap<>();
    // BUG: Diagnostic contains: AntPathMatcher
    // spring.mvc.pathmatch.matchingStrategy=ANT_PATH_MATCHER
    defaults.put("spring.mvc.pathmatch.matchingStrategy", "ANT_PATH_MATCHER");
    defaults.put("server.port", "8080");
    application.setDefaultProperties(defaults);
  }

  static void inlineDefaults(SpringApplication application) {
    Properties defaults = new Properties();
    // BUG: Diagnostic contains: AntPathMatcher
    // spring.mvc.pathmatch.matching-strategy=ant-path-matcher
    defaults.setProperty("spring.mvc.pathmatch.matching-strategy", "ant-path-matcher");
    application.setDefaultProperties(defaults);
    application.setDefaultProperties(
        // BUG: Diagnostic contains: AntPathMatcher
        // set in code
        Map.of("spring.mvc.pathmatch.matching-strategy", "ant_path_matcher"));
  }

  static void builder() {
    new SpringApplicationBuilder(MatchingStrategyInCode.class)
        // BUG: Diagnostic contains: AntPathMatcher
        // spring.mvc.pathmatch.matching-strategy=ant_path_matcher, set in code
        .properties("spring.mvc.pathmatch.matching-strategy=ant_path_matcher", "server.port=0");
  }

  static void commandLine() {
    SpringApplication.run(
        MatchingStrategyInCode.class,
        // BUG: Diagnostic contains: AntPathMatcher
        // spring.mvc.pathmatch.matching-strategy=ant_path_matcher, set in code
        "--spring.mvc.pathmatch.matching-strategy=ant_path_matcher");
  }

  /** The current matcher, set or compared: silent. */
  static void lookalikes(Map<String, String> settings) {
    System.setProperty("spring.mvc.pathmatch.matching-strategy", "path_pattern_parser");
    new SpringApplicationBuilder(MatchingStrategyInCode.class)
        .properties("spring.mvc.pathmatch.matching-strategy=path-pattern-parser");
    settings.put("spring.mvc.pathmatch.matching-strategy", settings.get("strategy"));
    boolean legacy =
        "ant_path_matcher".equals(settings.get("spring.mvc.pathmatch.matching-strategy"));
    System.setProperty("legacy.matcher", String.valueOf(legacy));
  }

  @SuppressWarnings("AntPathMatcher") // the legacy matcher on purpose, for a migration test
  static void suppressed() {
    System.setProperty("spring.mvc.pathmatch.matching-strategy", "ant_path_matcher");
  }
}
