package dev.bottleneck.archunit;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;

import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * The example of composing a team's own rule in {@code src/site/markdown/archunit.md}, section
 * "Composing your own rules": {@link ComposedRulesTest} holds the page's code block equal to the
 * lines between the markers below and evaluates the rules.
 */
final class ComposedRuleExample {
  // archunit.md: begin
  @ArchTest static final ArchRule bottlenecks = BottleneckRules.all();

  @ArchTest
  static final ArchRule webLayer =
      classes()
          .that()
          .resideInAPackage("..web..")
          .should(BottleneckConditions.OBJECT_MAPPER_PER_CALL)
          .andShould(BottleneckConditions.HTTP_CLIENT_PER_CALL)
          .because("the web layer runs on every request");

  // archunit.md: end

  private ComposedRuleExample() {}
}
