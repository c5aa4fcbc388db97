package dev.bottleneck.archunit;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import dev.bottleneck.catalog.Engine;
import dev.bottleneck.catalog.Rule;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Holds the ArchUnit engine to the catalog: one rule constant and one condition constant per rule
 * that claims {@code Engine.ARCHUNIT}, named after the rule, with the catalog's id (and the rule's
 * summary and link) in their descriptions, each rule built from its condition, and none for a rule
 * that does not claim the engine.
 */
final class BottleneckRulesTest {

  private static final List<String> CLAIMED =
      Arrays.stream(Rule.values())
          .filter(rule -> rule.implementedBy(Engine.ARCHUNIT))
          .map(Rule::name)
          .toList();

  @Test
  void rulesMatchTheCatalog() throws IllegalAccessException {
    List<Field> constants = onePerClaimedRule(BottleneckRules.class, ArchRule.class);
    assertThat(BottleneckRules.list()).hasSameSizeAs(CLAIMED);

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

  /** The conditions a team composes are those the rules are built from: one definition. */
  @Test
  void conditionsMatchTheCatalogAndTheRules() throws ReflectiveOperationException {
    List<Field> conditions = onePerClaimedRule(BottleneckConditions.class, ArchCondition.class);

    for (Field constant : conditions) {
      Rule rule = Rule.valueOf(constant.getName());
      ArchCondition<?> condition = (ArchCondition<?>) constant.get(null);
      ArchRule archRule = (ArchRule) BottleneckRules.class.getField(constant.getName()).get(null);
      assertThat(condition.getDescription())
          .as("description of the %s condition", rule.id())
          .endsWith(" [" + rule.id() + "]");
      assertThat(archRule.getDescription())
          .as("the %s rule is classes().should(its condition)", rule.id())
          .startsWith("classes should " + condition.getDescription() + ", because ");
    }
  }

  /** The constants of {@code type} in {@code holder}, held to one per claimed rule. */
  private static List<Field> onePerClaimedRule(Class<?> holder, Class<?> type) {
    List<Field> constants =
        Arrays.stream(holder.getFields())
            .filter(field -> Modifier.isStatic(field.getModifiers()) && field.getType() == type)
            .toList();
    assertThat(constants)
        .extracting(Field::getName)
        .as(
            "%s constants of %s, one per catalog rule that claims Engine.ARCHUNIT, named like the"
                + " Rule constant",
            type.getSimpleName(), holder.getSimpleName())
        .containsExactlyInAnyOrderElementsOf(CLAIMED);
    return constants;
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
