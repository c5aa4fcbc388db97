package dev.bottleneck.maven.rules;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.catalog.Engine;
import dev.bottleneck.catalog.Rule;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Holds the plugin's rule registry to the catalog: a rule exists here exactly when the catalog
 * gives it {@code Engine.MAVEN_PLUGIN}, and each reports under its catalog id.
 */
final class RulesCatalogTest {
  private static final Set<String> CLAIMED =
      Arrays.stream(Rule.values())
          .filter(rule -> rule.implementedBy(Engine.MAVEN_PLUGIN))
          .map(Rule::id)
          .collect(Collectors.toSet());

  @Test
  void implementsExactlyTheRulesTheCatalogGivesThePlugin() {
    for (Rule rule : Rule.values()) {
      assertThat(Rules.implemented(rule.id()))
          .as(
              "the plugin implements %s (add its JavaRule to Rules, or fix Engine.MAVEN_PLUGIN in"
                  + " the catalog)",
              rule.id())
          .isEqualTo(rule.implementedBy(Engine.MAVEN_PLUGIN));
    }
  }

  @Test
  void eachRuleCarriesItsCatalogId() {
    Set<String> all = Arrays.stream(Rule.values()).map(Rule::id).collect(Collectors.toSet());
    List<String> created = Rules.create(all, Map.of()).stream().map(JavaRule::id).toList();
    assertThat(created)
        .as("ids of the plugin's rules, one per catalog rule that claims Engine.MAVEN_PLUGIN")
        .containsExactlyInAnyOrderElementsOf(CLAIMED);
  }
}
