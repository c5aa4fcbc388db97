package dev.bottleneck.checks;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.errorprone.BugCheckerRefactoringTestHelper;
import com.google.errorprone.BugCheckerRefactoringTestHelper.TestMode;
import com.google.errorprone.bugpatterns.BugChecker;
import dev.bottleneck.catalog.FixCases;
import dev.bottleneck.catalog.FixCases.FixCase;
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
  static List<FixCase> cases() {
    return FixCases.read(FixCases.ROOT);
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

  @Test
  void everyRuleWithFixCasesHasACheck() {
    assertThat(cases()).isNotEmpty();
    for (FixCase fix : cases()) {
      assertThat(BugChecker.class.isAssignableFrom(checkClass(fix.ruleId())))
          .as(fix.toString())
          .isTrue();
    }
  }

  private static Class<? extends BugChecker> check(String ruleId) {
    return checkClass(ruleId).asSubclass(BugChecker.class);
  }

  private static Class<?> checkClass(String ruleId) {
    try {
      return Class.forName(SharedFixesTest.class.getPackageName() + "." + ruleId);
    } catch (ClassNotFoundException e) {
      throw new AssertionError("no Error Prone check named " + ruleId + " for its fix cases", e);
    }
  }
}
