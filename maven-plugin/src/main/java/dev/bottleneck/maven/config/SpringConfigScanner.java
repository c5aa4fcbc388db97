package dev.bottleneck.maven.config;

import dev.bottleneck.catalog.Messages;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.catalog.facts.PathMatchers;
import dev.bottleneck.maven.finding.Finding;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Finds bottlenecks in Spring Boot configuration files ({@code application*.properties}, {@code
 * application*.yml}, {@code application*.yaml}): today the legacy ant path matcher chosen through
 * {@code spring.mvc.pathmatch.matching-strategy}, in any profile and any relaxed spelling.
 */
public final class SpringConfigScanner {
  static final String MATCHING_STRATEGY_KEY = PathMatchers.MATCHING_STRATEGY_PROPERTY;

  private final boolean antPathMatcherEnabled;

  public SpringConfigScanner(boolean antPathMatcherEnabled) {
    this.antPathMatcherEnabled = antPathMatcherEnabled;
  }

  public static boolean isYaml(Path file) {
    String name = file.getFileName().toString();
    return name.endsWith(".yml") || name.endsWith(".yaml");
  }

  /**
   * @throws ConfigFileException naming the file, the line and the fix when YAML does not parse or a
   *     {@code .properties} escape does not load
   */
  public List<Finding> scan(Path file, String text) throws ConfigFileException {
    if (!antPathMatcherEnabled) {
      return List.of();
    }
    List<ConfigEntry> entries =
        isYaml(file) ? YamlReader.read(file, text) : PropertiesReader.read(file, text);
    List<Finding> findings = new ArrayList<>();
    for (ConfigEntry entry : entries) {
      if (PathMatchers.selectsAntPathMatcher(entry.key(), entry.value())) {
        findings.add(
            new Finding(
                Rule.ANT_PATH_MATCHER.id(),
                file,
                entry.line(),
                entry.column(),
                Messages.antPathMatcherProperty(entry.key(), entry.value().strip()),
                MATCHING_STRATEGY_KEY,
                entry.snippet()));
      }
    }
    return findings;
  }
}
