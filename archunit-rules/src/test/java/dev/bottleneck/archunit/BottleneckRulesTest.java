package dev.bottleneck.archunit;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.lang.ArchRule;
import dev.bottleneck.catalog.Engine;
import dev.bottleneck.catalog.Marker;
import dev.bottleneck.catalog.Markers;
import dev.bottleneck.catalog.Rule;
import java.lang.reflect.Field;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Holds the ArchUnit engine to the catalog: one constant per rule that claims {@code
 * Engine.ARCHUNIT}, named after the rule, with the catalog's id, summary and link in its
 * description, and none for a rule that does not claim the engine.
 */
final class BottleneckRulesTest {

  @Test
  void rulesMatchTheCatalog() throws IllegalAccessException {
    List<Field> constants = ArchFindings.constants();
    List<String> claimed =
        Arrays.stream(Rule.values())
            .filter(rule -> rule.implementedBy(Engine.ARCHUNIT))
            .map(Rule::name)
            .toList();
    List<String> names = constants.stream().map(Field::getName).toList();
    List<String> missing =
        claimed.stream()
            .filter(name -> !names.contains(name))
            .map(
                name ->
                    String.format(
                        "%s claims Engine.ARCHUNIT: write its ArchCondition in"
                            + " archunit-rules/src/main/java/dev/bottleneck/archunit/ and the"
                            + " constant public static final ArchRule %s in BottleneckRules.java,"
                            + " built from it with the catalog's Rule.%s, also in its ALL list",
                        Rule.valueOf(name).id(), name, name))
            .toList();
    assertThat(missing).as("ArchRule constants of BottleneckRules").isEmpty();
    assertThat(names)
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

  /**
   * Each rule's identification cases in ArchUnit are the marked classes below {@code fixtures/},
   * which its own test asserts ({@link ArchFindings#assertFixtures}): a rule of ArchUnit alone has
   * no shared cases.
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
