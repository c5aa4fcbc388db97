package dev.bottleneck.archunit;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.lang.ArchRule;
import dev.bottleneck.catalog.Engine;
import dev.bottleneck.catalog.Rule;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Holds the ArchUnit engine to the catalog: one constant per rule that claims {@code
 * Engine.ARCHUNIT}, named after the rule, with the catalog's id, summary and link in its
 * description, and none for a rule that does not claim the engine.
 */
final class BottleneckRulesTest {

  @Test
  void rulesMatchTheCatalog() throws IllegalAccessException {
    List<Field> constants =
        Arrays.stream(BottleneckRules.class.getFields())
            .filter(
                field ->
                    Modifier.isStatic(field.getModifiers()) && field.getType() == ArchRule.class)
            .toList();
    List<String> claimed =
        Arrays.stream(Rule.values())
            .filter(rule -> rule.implementedBy(Engine.ARCHUNIT))
            .map(Rule::name)
            .toList();
    assertThat(constants)
        .extracting(Field::getName)
        .as(
            "ArchRule constants of BottleneckRules, one per catalog rule that claims"
                + " Engine.ARCHUNIT, named like the Rule constant")
        .containsExactlyInAnyOrderElementsOf(claimed);
    assertThat(BottleneckRules.list()).hasSameSizeAs(claimed);

    for (Field constant : constants) {
      Rule rule = Rule.valueOf(constant.getName());
      ArchRule archRule = (ArchRule) constant.get(null);
      assertThat(BottleneckRules.list()).as("list() holds %s", rule.id()).contains(archRule);
      assertThat(archRule.getDescription())
          .as("description of %s", rule.id())
          .contains("[" + rule.id() + "]")
          .endsWith(
              "because "
                  + rule.summary()
                  + " (https://docs.example.com/bottleneck/rules/"
                  + rule.id()
                  + ".html)");
      assertThat(BottleneckRules.all().getDescription()).contains(archRule.getDescription());
    }
  }

  /** All rules at once over the samples: exactly the markers of every rule the engine claims. */
  @Test
  void samples() {
    List<Rule> claimed =
        Arrays.stream(Rule.values()).filter(rule -> rule.implementedBy(Engine.ARCHUNIT)).toList();
    assertThat(
            ArchFindings.toStatementStart(
                ArchFindings.reported(BottleneckRules.all(), ArchFindings.samples()),
                ArchFindings.SAMPLES))
        .containsExactlyElementsOf(ArchFindings.expected(ArchFindings.SAMPLES, claimed));
  }
}
