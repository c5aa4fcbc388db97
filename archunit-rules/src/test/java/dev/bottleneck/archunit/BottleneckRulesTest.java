package dev.bottleneck.archunit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import dev.bottleneck.catalog.Engine;
import dev.bottleneck.catalog.Marker;
import dev.bottleneck.catalog.Markers;
import dev.bottleneck.catalog.Rule;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
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
    List<Field> constants = ArchFindings.constants();
    List<String> names = constants.stream().map(Field::getName).toList();
    List<String> missing =
        CLAIMED.stream()
            .filter(name -> !names.contains(name))
            .map(
                name ->
                    String.format(
                        "%s claims Engine.ARCHUNIT: write its detector in"
                            + " archunit-rules/src/main/java/dev/bottleneck/archunit/, the"
                            + " constant public static final ArchCondition<JavaClass> %s in"
                            + " BottleneckConditions.java, and the constant public static final"
                            + " ArchRule %s in BottleneckRules.java, built from that condition"
                            + " with the catalog's Rule.%s, also in its ALL list",
                        Rule.valueOf(name).id(), name, name, name))
            .toList();
    assertThat(missing).as("ArchRule constants of BottleneckRules").isEmpty();
    assertThat(names)
        .as(
            "ArchRule constants of BottleneckRules, one per catalog rule that claims"
                + " Engine.ARCHUNIT, named like the Rule constant")
        .containsExactlyInAnyOrderElementsOf(CLAIMED);
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
      assertThat(BottleneckRules.all().getDescription()).contains(rule.id());
    }
  }

  /** A failure of every rule at once starts with its violations, after one short line. */
  @Test
  void theFailureOfAllStartsWithTheViolations() {
    Throwable failure =
        catchThrowable(() -> BottleneckRules.all().check(ArchFindings.fixtures("layers")));

    assertThat(failure).isInstanceOf(AssertionError.class);
    List<String> lines = failure.getMessage().lines().toList();
    // The ids and the docs base: a few hundred characters, where every rule's description and
    // reason would make well over a thousand.
    assertThat(lines.get(0))
        .hasSizeLessThan(120 + 30 * BottleneckRules.list().size())
        .contains("ObjectMapperPerCall");
    assertThat(lines.get(1)).startsWith("[");
  }

  /**
   * The conditions a team composes are those the rules are built from: one definition. A rule with
   * neither constant is {@link #rulesMatchTheCatalog}'s one failure; the rule constant cannot exist
   * without its condition, since it is built from it.
   */
  @Test
  void conditionsMatchTheCatalogAndTheRules() throws ReflectiveOperationException {
    List<Field> rules = ArchFindings.constants();
    List<Field> conditions =
        Arrays.stream(BottleneckConditions.class.getFields())
            .filter(
                field ->
                    Modifier.isStatic(field.getModifiers())
                        && field.getType() == ArchCondition.class)
            .toList();
    assertThat(conditions)
        .extracting(Field::getName)
        .as(
            "ArchCondition constants of BottleneckConditions, one per ArchRule constant of"
                + " BottleneckRules, named like it")
        .containsExactlyInAnyOrderElementsOf(rules.stream().map(Field::getName).toList());

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

  /**
   * The identification cases of a rule that only ArchUnit has are the marked classes below {@code
   * fixtures/}, which its own test asserts ({@link ArchFindings#assertFixtures}): it has no shared
   * cases, which a rule of a source engine has and every engine reads.
   */
  @Test
  void everyRuleMarksFindingsInTheFixtures() {
    Set<String> marked =
        Markers.read(ArchFindings.FIXTURES).stream()
            .map(Marker::ruleId)
            .collect(Collectors.toSet());
    List<String> missing =
        Arrays.stream(Rule.values())
            .filter(rule -> rule.implementedBy(Engine.ARCHUNIT))
            .filter(BottleneckRulesTest::hasNoSharedCases)
            .filter(rule -> !marked.contains(rule.id()))
            .map(
                rule ->
                    String.format(
                        "%s claims Engine.ARCHUNIT: add classes below archunit-rules/%s/<area>/"
                            + " that mark each finding by // BUG: Diagnostic contains: %s, and"
                            + " archunit-rules/src/test/java/dev/bottleneck/archunit/%sTest.java"
                            + " with ArchFindings.assertFixtures(BottleneckRules.%s, Rule.%s,"
                            + " \"<area>\")",
                        rule.id(),
                        ArchFindings.FIXTURES,
                        rule.id(),
                        rule.id(),
                        rule.name(),
                        rule.name()))
            .toList();
    assertThat(missing).as("ArchUnit fixtures of the catalog's ArchUnit rules").isEmpty();
  }

  private static boolean hasNoSharedCases(Rule rule) {
    return !rule.implementedBy(Engine.ERROR_PRONE) && !rule.implementedBy(Engine.MAVEN_PLUGIN);
  }

  /** All rules at once over the samples: exactly the markers of every rule the engine has. */
  @Test
  void samples() {
    assertThat(
            ArchFindings.toStatementStart(
                ArchFindings.reported(BottleneckRules.all(), ArchFindings.samples()),
                ArchFindings.SAMPLES))
        .containsExactlyElementsOf(
            ArchFindings.expected(ArchFindings.SAMPLES, ArchFindings.implemented()));
  }
}
