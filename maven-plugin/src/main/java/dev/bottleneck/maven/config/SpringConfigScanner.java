package dev.bottleneck.maven.config;

import dev.bottleneck.catalog.Messages;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.catalog.facts.ConnectionPools;
import dev.bottleneck.catalog.facts.PathMatchers;
import dev.bottleneck.catalog.facts.TypeName;
import dev.bottleneck.maven.finding.Finding;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Finds bottlenecks in Spring Boot configuration files ({@code application*.properties}, {@code
 * application*.yml}, {@code application*.yaml}), in any profile and any relaxed spelling: the
 * legacy ant path matcher chosen through {@code spring.mvc.pathmatch.matching-strategy}, and a
 * Commons DBCP 1.x pool chosen through {@code spring.datasource.type}. The matching strategy is not
 * reported where the module builds with a Spring Boot older than the property ({@link
 * BootVersions}): Boot ignores it there, and Spring MVC has no other matcher. A module's {@code
 * pom.xml} goes to {@link PomScanner}.
 */
public final class SpringConfigScanner {
  static final String MATCHING_STRATEGY_KEY = PathMatchers.MATCHING_STRATEGY_PROPERTY;

  private static final String RELAXED_DATASOURCE_TYPE_KEY =
      PathMatchers.relaxedPropertyName(ConnectionPools.DATASOURCE_TYPE_PROPERTY);

  private final boolean antPathMatcherEnabled;
  private final boolean commonsDbcpPoolEnabled;

  public SpringConfigScanner(boolean antPathMatcherEnabled) {
    this(antPathMatcherEnabled, false);
  }

  public SpringConfigScanner(boolean antPathMatcherEnabled, boolean commonsDbcpPoolEnabled) {
    this.antPathMatcherEnabled = antPathMatcherEnabled;
    this.commonsDbcpPoolEnabled = commonsDbcpPoolEnabled;
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
    if (PomScanner.isPom(file)) {
      // Read whatever the rules: the logging rules read the same pom, and only this reading says
      // where it is broken.
      List<Finding> dependencies = PomScanner.scan(file, text);
      return commonsDbcpPoolEnabled ? dependencies : List.of();
    }
    if (!antPathMatcherEnabled && !commonsDbcpPoolEnabled) {
      return List.of();
    }
    List<ConfigEntry> entries =
        isYaml(file) ? YamlReader.read(file, text) : PropertiesReader.read(file, text);
    List<Finding> findings = new ArrayList<>();
    for (ConfigEntry entry : entries) {
      if (antPathMatcherEnabled
          && PathMatchers.selectsAntPathMatcher(entry.key(), entry.value())
          && !BootVersions.knownBefore(file, PathMatchers.MATCHING_STRATEGY_SINCE_BOOT)) {
        findings.add(
            finding(
                Rule.ANT_PATH_MATCHER,
                file,
                entry,
                Messages.antPathMatcherProperty(entry.key(), entry.value().strip()),
                MATCHING_STRATEGY_KEY));
      } else if (commonsDbcpPoolEnabled && selectsCommonsDbcp(entry)) {
        findings.add(
            finding(
                Rule.COMMONS_DBCP_POOL,
                file,
                entry,
                Messages.commonsDbcpPool(entry.key() + "=" + entry.value().strip()),
                ConnectionPools.DATASOURCE_TYPE_PROPERTY));
      }
    }
    return findings;
  }

  private static Finding finding(
      Rule rule, Path file, ConfigEntry entry, String message, String property) {
    return new Finding(
        rule.id(), file, entry.line(), entry.column(), message, property, entry.snippet());
  }

  /** A pool class of DBCP 1.x's packages, by its fully qualified name. */
  private static boolean selectsCommonsDbcp(ConfigEntry entry) {
    return PathMatchers.relaxedPropertyName(entry.key()).equals(RELAXED_DATASOURCE_TYPE_KEY)
        && ConnectionPools.isCommonsDbcp1(TypeName.packageName(entry.value().strip()));
  }
}
