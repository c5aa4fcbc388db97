package dev.bottleneck.checks;

import static com.google.errorprone.BugPattern.SeverityLevel.WARNING;

import com.google.errorprone.BugPattern;
import com.google.errorprone.CompilationTestHelper;
import com.google.errorprone.VisitorState;
import com.google.errorprone.bugpatterns.BugChecker;
import com.google.errorprone.bugpatterns.BugChecker.MemberReferenceTreeMatcher;
import com.google.errorprone.bugpatterns.BugChecker.MethodInvocationTreeMatcher;
import com.google.errorprone.bugpatterns.BugChecker.NewClassTreeMatcher;
import com.google.errorprone.matchers.Description;
import com.google.errorprone.matchers.Matcher;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.MemberReferenceTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.NewClassTree;
import dev.bottleneck.catalog.facts.Api;
import java.util.List;
import org.junit.jupiter.api.Test;

final class ApiMatchersTest {
  /** Flags every call one of a few facts describes, one fact per form and option. */
  @BugPattern(summary = "Matches the test facts", severity = WARNING)
  public static final class FactCalls extends BugChecker
      implements MethodInvocationTreeMatcher, NewClassTreeMatcher, MemberReferenceTreeMatcher {
    private static final long serialVersionUID = 1L;

    private static final Matcher<ExpressionTree> FACTS =
        ApiMatchers.anyOf(
            List.of(
                Api.constructor("java.io.FileReader").orSubtypes(),
                Api.constructor("java.lang.StringBuilder").withParameters("int"),
                Api.staticMethod("java.lang.Thread", "sleep").withParameters("long"),
                Api.instanceMethod("java.util.concurrent.Future", "get").withNoParameters(),
                Api.instanceMethod("java.util.ArrayList", "clear").exactOwner(),
                Api.everyInstanceMethod("java.util.concurrent.Executor")));

    @Override
    public Description matchMethodInvocation(MethodInvocationTree tree, VisitorState state) {
      return FACTS.matches(tree, state) ? describeMatch(tree) : Description.NO_MATCH;
    }

    @Override
    public Description matchNewClass(NewClassTree tree, VisitorState state) {
      return FACTS.matches(tree, state) ? describeMatch(tree) : Description.NO_MATCH;
    }

    @Override
    public Description matchMemberReference(MemberReferenceTree tree, VisitorState state) {
      return FACTS.matches(tree, state) ? describeMatch(tree) : Description.NO_MATCH;
    }
  }

  private final CompilationTestHelper helper =
      CompilationTestHelper.newInstance(FactCalls.class, getClass());

  @Test
  void eachFormAndOption() {
    helper
        .addSourceLines(
            "Uses.java",
            """
            import java.io.FileReader;
            import java.util.ArrayList;
            import java.util.concurrent.Executor;
            import java.util.concurrent.Future;
            import java.util.concurrent.TimeUnit;

            class Uses {
              static class Logged extends FileReader {
                Logged(String name) throws Exception {
                  // Error Prone's constructor matchers see a super(...) call too.
                  // BUG: Diagnostic contains: FactCalls
                  super(name);
                }
              }

              static class Tracked<T> extends ArrayList<T> {}

              void calls(Future<String> future, Executor executor, ArrayList<String> list,
                  Tracked<String> tracked) throws Exception {
                // BUG: Diagnostic contains: FactCalls
                new FileReader("a");
                // BUG: Diagnostic contains: FactCalls
                new Logged("a");
                // BUG: Diagnostic contains: FactCalls
                new StringBuilder(16);
                new StringBuilder("sized by its text");
                // BUG: Diagnostic contains: FactCalls
                Thread.sleep(10);
                Thread.sleep(10, 5);
                // BUG: Diagnostic contains: FactCalls
                future.get();
                future.get(1, TimeUnit.SECONDS);
                // BUG: Diagnostic contains: FactCalls
                list.clear();
                tracked.clear();
                // BUG: Diagnostic contains: FactCalls
                executor.execute(() -> {});
                // BUG: Diagnostic contains: FactCalls
                Runnable later = list::clear;
              }
            }
            """)
        .doTest();
  }
}
