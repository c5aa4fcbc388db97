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

/** Each form of an {@link Api} fact, turned into an Error Prone matcher. */
final class ApiMatchersTest {
  /** Flags what the facts below name. */
  @BugPattern(summary = "probe", severity = WARNING)
  public static final class Probe extends BugChecker
      implements NewClassTreeMatcher, MethodInvocationTreeMatcher {
    private static final Matcher<ExpressionTree> FACTS =
        ApiMatchers.matcher(
            List.of(
                Api.constructor("p.Base").withNoParameters(),
                Api.constructor("p.Tool").orSubtypes(),
                Api.staticMethod("p.Base", "make").withParameters("java.lang.String"),
                Api.instanceMethod("p.Base", "run").exactOwner(),
                Api.everyInstanceMethod("p.Tool")));

    @Override
    public Description matchNewClass(NewClassTree tree, VisitorState state) {
      return FACTS.matches(tree, state) ? describeMatch(tree) : Description.NO_MATCH;
    }

    @Override
    public Description matchMethodInvocation(MethodInvocationTree tree, VisitorState state) {
      return FACTS.matches(tree, state) ? describeMatch(tree) : Description.NO_MATCH;
    }
  }

  /** Flags every static method of one type, also through a method reference. */
  @BugPattern(summary = "statics", severity = WARNING)
  public static final class StaticsProbe extends BugChecker
      implements MethodInvocationTreeMatcher, MemberReferenceTreeMatcher {
    private static final Matcher<ExpressionTree> FACTS =
        ApiMatchers.matcher(List.of(Api.everyStaticMethod("p.Base")));

    @Override
    public Description matchMethodInvocation(MethodInvocationTree tree, VisitorState state) {
      return FACTS.matches(tree, state) ? describeMatch(tree) : Description.NO_MATCH;
    }

    @Override
    public Description matchMemberReference(MemberReferenceTree tree, VisitorState state) {
      return FACTS.matches(tree, state) ? describeMatch(tree) : Description.NO_MATCH;
    }
  }

  private final CompilationTestHelper helper =
      CompilationTestHelper.newInstance(Probe.class, getClass())
          .addSourceLines(
              "p/Base.java",
              """
              package p;
              public class Base {
                public Base() {}
                public Base(int size) {}
                public static Base make(String name) { return new Base(1); }
                public static Base make(int size) { return new Base(size); }
                public void run() {}
              }
              """)
          .addSourceLines(
              "p/Sub.java",
              """
              package p;
              public class Sub extends Base {
                public Sub() { super(2); }
              }
              """)
          .addSourceLines(
              "p/Tool.java",
              """
              package p;
              public class Tool {
                public void use() {}
              }
              """);

  @Test
  void eachFormParametersAndSubtypes() {
    helper
        .addSourceLines(
            "Use.java",
            """
            import p.*;
            class Use {
              void use(Sub sub) {
                // BUG: Diagnostic contains: probe
                new Base();
                new Base(3);
                new Sub();
                // BUG: Diagnostic contains: probe
                new Tool() {};
                // BUG: Diagnostic contains: probe
                Base.make("a");
                Base.make(1);
                // BUG: Diagnostic contains: probe
                new Base(4).run();
                sub.run();
                // BUG: Diagnostic contains: probe
                new Tool().use();
              }
            }
            """)
        .doTest();
  }

  @Test
  void everyStaticMethodOfExactlyTheOwner() {
    CompilationTestHelper.newInstance(StaticsProbe.class, getClass())
        .addSourceLines(
            "p/Base.java",
            """
            package p;
            public class Base {
              public static Base make(String name) { return new Base(); }
              public static Base copy(Base base) { return base; }
              public void run() {}
            }
            """)
        .addSourceLines(
            "Use.java",
            """
            import java.util.function.UnaryOperator;
            import p.Base;
            class Use {
              void use() {
                // BUG: Diagnostic contains: statics
                Base.make("a");
                // BUG: Diagnostic contains: statics
                UnaryOperator<Base> copy = Base::copy;
                new Base().run();
              }
            }
            """)
        .doTest();
  }
}
