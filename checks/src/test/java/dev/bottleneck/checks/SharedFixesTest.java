package dev.bottleneck.checks;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.errorprone.BugCheckerRefactoringTestHelper;
import com.google.errorprone.BugCheckerRefactoringTestHelper.TestMode;
import com.google.errorprone.bugpatterns.BugChecker;
import dev.bottleneck.catalog.Engine;
import dev.bottleneck.catalog.FixCases;
import dev.bottleneck.catalog.FixCases.FixCase;
import dev.bottleneck.catalog.Rule;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Applies each check's suggested fixes to the shared fix cases ({@code samples/src/fixes}, one
 * folder per rule) and compares the text exactly with what every engine must write: the same cases
 * the Maven plugin's {@code SharedFixesTest} applies its fixes to.
 */
final class SharedFixesTest {
  /**
   * The cases of the rules whose check exists; a rule the catalog gives Error Prone without its
   * check is the samples' {@code CatalogTest} failure, not one per case.
   */
  static List<FixCase> cases() {
    return FixCases.read(FixCases.ROOT).stream()
        .filter(fix -> SharedCasesTest.hasCheck(fix.ruleId()))
        .toList();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void fixedText(FixCase fix) {
    BugCheckerRefactoringTestHelper.ExpectOutput input =
        BugCheckerRefactoringTestHelper.newInstance(check(fix.ruleId()), getClass())
            .addInputLines(fix.fileName(), fix.source());
    (fix.expected().isPresent()
            ? input.addOutputLines(fix.fileName(), fix.expected().get())
            : input.expectUnchanged())
        .doTest(TestMode.TEXT_MATCH);
  }

  /** Fix cases are for a rule Error Prone claims, whose check {@code CatalogTest} requires. */
  @Test
  void everyRuleWithFixCasesIsAnErrorProneRule() {
    assertThat(cases()).isNotEmpty();
    for (FixCase fix : FixCases.read(FixCases.ROOT)) {
      assertThat(Rule.byId(fix.ruleId()).implementedBy(Engine.ERROR_PRONE))
          .as("%s: fix cases of a rule that does not claim Engine.ERROR_PRONE", fix)
          .isTrue();
    }
  }

  private static Class<? extends BugChecker> check(String ruleId) {
    try {
      return Class.forName(SharedFixesTest.class.getPackageName() + "." + ruleId)
          .asSubclass(BugChecker.class);
    } catch (ClassNotFoundException e) {
      throw new AssertionError("no Error Prone check named " + ruleId + " for its fix cases", e);
    }
  }
}
