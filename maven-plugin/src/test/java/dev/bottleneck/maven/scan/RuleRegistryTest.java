package dev.bottleneck.maven.scan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.bottleneck.catalog.Engine;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.maven.config.LoggingConfigScanner;
import dev.bottleneck.maven.spi.JavaRule;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

final class RuleRegistryTest {
  /**
   * The catalog's plugin rules that are Java rules: all but those the logging configuration scanner
   * reports ({@code LoggingConfigScannerTest} holds that list to the catalog).
   */
  private static final List<String> CATALOG_IDS =
      Arrays.stream(Rule.values())
          .filter(rule -> rule.implementedBy(Engine.MAVEN_PLUGIN))
          .filter(rule -> !LoggingConfigScanner.RULES.contains(rule))
          .map(Rule::id)
          .toList();

  @Test
  void loadsExactlyTheCatalogsPluginRulesInCatalogOrder() {
    List<String> loaded = RuleRegistry.all().stream().map(JavaRule::id).toList();
    List<String> missing =
        CATALOG_IDS.stream()
            .filter(id -> !loaded.contains(id))
            .map(
                id ->
                    id
                        + " claims Engine.MAVEN_PLUGIN: create"
                        + " maven-plugin/src/main/java/dev/bottleneck/maven/rules/"
                        + id
                        + "Rule.java, a JavaRule with @AutoService(JavaRule.class) whose id() is \""
                        + id
                        + "\"")
            .toList();
    assertThat(missing).as("the plugin's rules").isEmpty();
    assertThat(loaded)
        .as(
            "ids of the plugin's rules, in catalog order, one per catalog rule that claims"
                + " Engine.MAVEN_PLUGIN (or fix Engine.MAVEN_PLUGIN in the catalog)")
        .containsExactlyElementsOf(CATALOG_IDS);
  }

  @Test
  void modulesWithTheSameRulesAndOptionsShareTheConfiguredRules() {
    Set<String> ids = Set.of(Rule.EAGER_LOG_MESSAGE.id(), Rule.WIDE_TRANSACTIONAL.id());
    Map<String, String> options = Map.of("EagerLogMessage:Levels", "debug");

    List<JavaRule> first = RuleRegistry.create(ids, options);
    List<JavaRule> second = RuleRegistry.create(Set.copyOf(ids), Map.copyOf(options));
    List<JavaRule> otherOptions =
        RuleRegistry.create(ids, Map.of("EagerLogMessage:Levels", "info"));

    assertThat(second).hasSize(2);
    assertThat(second.get(0)).isSameAs(first.get(0));
    assertThat(second.get(1)).isSameAs(first.get(1));
    assertThat(otherOptions.get(0)).isNotSameAs(first.get(0));
  }

  @Test
  void createsOnlyTheEnabledRulesInCatalogOrder() {
    List<String> loaded = RuleRegistry.all().stream().map(JavaRule::id).toList();
    List<String> enabled = List.of(loaded.get(2), loaded.get(0));

    assertThat(RuleRegistry.create(Set.copyOf(enabled), Map.of()))
        .extracting(JavaRule::id)
        .containsExactly(loaded.get(0), loaded.get(2));
  }

  @Test
  void ignoresCatalogRulesThisEngineLacks() {
    List<String> elsewhere =
        Arrays.stream(Rule.values())
            .filter(rule -> !rule.implementedBy(Engine.MAVEN_PLUGIN))
            .map(Rule::id)
            .toList();

    assertThat(RuleRegistry.create(Set.copyOf(elsewhere), Map.of())).isEmpty();
  }

  @Test
  void configuresARuleFromItsOption() {
    JavaRule loaded = single(RuleRegistry.all(), "EagerLogMessage");
    JavaRule configured =
        single(
            RuleRegistry.create(
                Set.of("EagerLogMessage"), Map.of("EagerLogMessage:Levels", "debug")),
            "EagerLogMessage");

    assertThat(loaded.options()).containsExactly("EagerLogMessage:Levels");
    assertThat(configured).isNotSameAs(loaded);
  }

  @Test
  void rejectsAnUnknownOptionOfAKnownRule() {
    assertThatThrownBy(
            () -> RuleRegistry.create(Set.of(), Map.of("CommonPoolAsync:Pool", "custom")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "Unknown rule option 'CommonPoolAsync:Pool'; known options are"
                + " [EagerLogMessage:Levels, WideTransactional:RemoteTypes]");
  }

  @Test
  void rejectsAnUnknownRuleId() {
    assertThatThrownBy(() -> RuleRegistry.create(Set.of("NoSuchRule"), Map.of()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("Unknown rule id 'NoSuchRule'");
  }

  private static JavaRule single(List<JavaRule> rules, String id) {
    List<JavaRule> matching = rules.stream().filter(rule -> rule.id().equals(id)).toList();
    assertThat(matching).hasSize(1);
    return matching.get(0);
  }
}
