package dev.bottleneck.archunit;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import dev.bottleneck.catalog.Marker;
import dev.bottleneck.catalog.Rule;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A team's own rule built from {@link BottleneckConditions}, as {@code archunit.md} shows it: the
 * same violations, text and suppressions as the rule constants in the classes it selects; what
 * differs (the walk of WideTransactional, the empty-import message) as the page says.
 */
final class ComposedRulesTest {
  private static final JavaClasses LAYERS = ArchFindings.fixtures("layers");
  private static final String CONTROLLER = "(OrderController.java:";
  private static final Path PAGE = Path.of("..", "src", "site", "markdown", "archunit.md");
  private static final Path EXAMPLE =
      Path.of("src", "test", "java", "dev", "bottleneck", "archunit", "ComposedRuleExample.java");

  @Test
  void theComposedRuleReportsWhatTheConstantsReportInTheSelectedClasses() {
    List<String> constants = new ArrayList<>();
    constants.addAll(details(BottleneckRules.OBJECT_MAPPER_PER_CALL, LAYERS));
    constants.addAll(details(BottleneckRules.HTTP_CLIENT_PER_CALL, LAYERS));

    assertThat(details(ComposedRuleExample.webLayer, LAYERS))
        .containsExactlyInAnyOrderElementsOf(
            constants.stream().filter(detail -> detail.contains(CONTROLLER)).toList());
    // The suppressed export() is left out, and so is configuredMapper(), whose only caller is a
    // @Bean method outside the selection.
    assertThat(ArchFindings.reported(ComposedRuleExample.webLayer, LAYERS))
        .containsExactly(
            new Marker("OrderController.java", 18, "ObjectMapperPerCall"),
            new Marker("OrderController.java", 23, "HttpClientPerCall"));
  }

  /** The constants over the same classes, selection and all: every marker of the layers. */
  @Test
  void identification() {
    ArchFindings.assertFixtures(
        BottleneckRules.OBJECT_MAPPER_PER_CALL, Rule.OBJECT_MAPPER_PER_CALL, "layers");
    ArchFindings.assertFixtures(
        BottleneckRules.HTTP_CLIENT_PER_CALL, Rule.HTTP_CLIENT_PER_CALL, "layers");
    ArchFindings.assertFixtures(
        BottleneckRules.WIDE_TRANSACTIONAL, Rule.WIDE_TRANSACTIONAL, "layers");
  }

  /** Why the page says classes(): a condition under noClasses() can never fail. */
  @Test
  void underNoClassesAConditionNeverFails() {
    assertThat(
            noClasses()
                .should(BottleneckConditions.OBJECT_MAPPER_PER_CALL)
                .evaluate(LAYERS)
                .hasViolation())
        .isFalse();
  }

  /** The documented difference: the walk stays in the selected classes. */
  @Test
  void wideTransactionalFollowsCallsOnlyThroughTheSelectedClasses() {
    ArchRule webOnly =
        classes()
            .that()
            .resideInAPackage("..web..")
            .should(BottleneckConditions.WIDE_TRANSACTIONAL);
    ArchRule webAndOrders =
        classes()
            .that()
            .resideInAnyPackage("..web..", "..orders..")
            .should(BottleneckConditions.WIDE_TRANSACTIONAL);

    assertThat(webOnly.evaluate(LAYERS).hasViolation()).isFalse();
    assertThat(details(webAndOrders, LAYERS))
        .containsExactlyElementsOf(details(BottleneckRules.WIDE_TRANSACTIONAL, LAYERS))
        .singleElement()
        .asString()
        .endsWith(CONTROLLER + "40)");
  }

  /**
   * A composed rule fails on an empty selection with ArchUnit's own message, and accepts it as any
   * ArchUnit rule does; the constants' message names the packages on the class path instead.
   */
  @Test
  void anEmptySelectionFailsAsInAnyArchUnitRule() {
    ArchRule web =
        classes()
            .that()
            .resideInAPackage("..web..")
            .should(BottleneckConditions.OBJECT_MAPPER_PER_CALL);
    JavaClasses nothing = new ClassFileImporter().importPackages("com.example.nothing.here");
    JavaClasses noWebLayer = ArchFindings.fixtures("layers.orders");

    for (JavaClasses classes : List.of(nothing, noWebLayer)) {
      assertThatThrownBy(() -> web.check(classes))
          .isInstanceOf(AssertionError.class)
          .hasMessageContaining("failed to check any classes");
      web.allowEmptyShould(true).check(classes);
    }
    assertThatThrownBy(() -> BottleneckRules.OBJECT_MAPPER_PER_CALL.check(nothing))
        .hasMessageContaining("analyzed nothing: the import holds 0 classes");
  }

  @Test
  void thePageShowsTheExample() throws IOException {
    assertThat(pageBlock()).isEqualTo(exampleLines());
  }

  /** The code block that follows the page's "composing example" comment. */
  private static List<String> pageBlock() throws IOException {
    List<String> lines = Files.readAllLines(PAGE);
    int comment = indexOfLineContaining(lines, "<!-- composing example:", 0);
    int begin = indexOfLineContaining(lines, "```java", comment) + 1;
    int end = indexOfLineContaining(lines, "```", begin);
    return lines.subList(begin, end);
  }

  /** The example's lines between its markers, without the class body's indentation. */
  private static List<String> exampleLines() throws IOException {
    List<String> lines = Files.readAllLines(EXAMPLE);
    int begin = indexOfLineContaining(lines, "// archunit.md: begin", 0) + 1;
    int end = indexOfLineContaining(lines, "// archunit.md: end", begin);
    List<String> block = lines.subList(begin, end);
    while (!block.isEmpty() && block.get(block.size() - 1).isBlank()) {
      block = block.subList(0, block.size() - 1);
    }
    return block.stream().map(line -> line.isBlank() ? "" : line.substring(2)).toList();
  }

  private static int indexOfLineContaining(List<String> lines, String text, int from) {
    for (int i = from; i < lines.size(); i++) {
      if (lines.get(i).contains(text)) {
        return i;
      }
    }
    throw new AssertionError("no line containing '" + text + "' from line " + (from + 1));
  }

  private static List<String> details(ArchRule rule, JavaClasses classes) {
    return rule.evaluate(classes).getFailureReport().getDetails();
  }
}
