package dev.bottleneck.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.Locale;
import org.junit.jupiter.api.Test;

final class RuleTest {

  @Test
  void idsAreUpperCamelCaseNamesOfTheirConstants() {
    for (Rule rule : Rule.values()) {
      assertThat(rule.id()).matches("[A-Z][A-Za-z0-9]+");
      String constant = rule.id().replaceAll("([a-z0-9])([A-Z])", "$1_$2").toUpperCase(Locale.ROOT);
      assertThat(rule.name()).as("constant of %s", rule.id()).isEqualTo(constant);
    }
  }

  @Test
  void summariesAreOneImperativeLineWithoutTrailingPeriod() {
    for (Rule rule : Rule.values()) {
      assertThat(rule.summary()).doesNotContain("\n").doesNotEndWith(".").isNotBlank();
      assertThat(Character.isUpperCase(rule.summary().charAt(0))).isTrue();
      assertThat(rule.engines()).as("engines of %s", rule.id()).isNotEmpty();
    }
  }

  @Test
  void idsAreUnique() {
    assertThat(Arrays.stream(Rule.values()).map(Rule::id)).doesNotHaveDuplicates();
  }

  @Test
  void lookupByIdNamesTheKnownIdsWhenUnknown() {
    assertThat(Rule.byId("CommonPoolAsync")).isEqualTo(Rule.COMMON_POOL_ASYNC);
    assertThat(Rule.find("commonpoolasync")).isEmpty();
    assertThatThrownBy(() -> Rule.byId("NoSuchRule"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'NoSuchRule'")
        .hasMessageContaining("EagerLogMessage");
  }

  @Test
  void closestNamesTheIdAMistypedOneMeans() {
    assertThat(Rule.closest("objectmapperpercall")).contains(Rule.OBJECT_MAPPER_PER_CALL);
    assertThat(Rule.closest("ObjectMaperPerCall")).contains(Rule.OBJECT_MAPPER_PER_CALL);
    assertThat(Rule.closest("JaxbContext")).contains(Rule.JAXB_CONTEXT_PER_CALL);
    assertThat(Rule.closest("CommonPoolAsync")).isEmpty();
    assertThat(Rule.closest("debug")).isEmpty();
    assertThat(Rule.closest("NoSuchRule")).isEmpty();
    assertThat(Rule.closest("")).isEmpty();
    assertThatThrownBy(() -> Rule.byId("antpathmatcher"))
        .hasMessageStartingWith("Unknown rule id 'antpathmatcher' (did you mean AntPathMatcher?);");
  }

  @Test
  void docsUrlPointsAtTheRulePage() {
    assertThat(Rule.ANT_PATH_MATCHER.docsUrl())
        .isEqualTo("https://bottleneck.dev/rules/AntPathMatcher.html");
  }
}
