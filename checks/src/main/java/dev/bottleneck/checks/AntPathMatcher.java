package dev.bottleneck.checks;

import static com.google.errorprone.BugPattern.LinkType.CUSTOM;
import static com.google.errorprone.BugPattern.SeverityLevel.WARNING;
import static com.google.errorprone.matchers.Matchers.anyOf;
import static com.google.errorprone.matchers.method.MethodMatchers.constructor;
import static com.google.errorprone.predicates.TypePredicates.isDescendantOf;
import static com.google.errorprone.matchers.method.MethodMatchers.instanceMethod;
import static com.google.errorprone.matchers.method.MethodMatchers.staticMethod;

import com.google.auto.service.AutoService;
import com.google.errorprone.BugPattern;
import com.google.errorprone.BugPattern.StandardTags;
import com.google.errorprone.VisitorState;
import com.google.errorprone.bugpatterns.BugChecker;
import com.google.errorprone.bugpatterns.BugChecker.MethodInvocationTreeMatcher;
import com.google.errorprone.bugpatterns.BugChecker.NewClassTreeMatcher;
import com.google.errorprone.matchers.Description;
import com.google.errorprone.matchers.Matcher;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.NewClassTree;
import com.sun.source.tree.Tree;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.catalog.Rule.Summaries;

/**
 * Flags Spring's legacy ant-style path matching on request paths. {@code AntPathMatcher} re-parses
 * its pattern and tokenizes the path on every match, and a matcher list is walked for every
 * request; {@code PathPatternParser} parses once into a tree (switching halved latency in one
 * measured service).
 */
@AutoService(BugChecker.class)
@BugPattern(
    summary = Summaries.ANT_PATH_MATCHER,
    severity = WARNING,
    linkType = CUSTOM,
    link = Rule.DOCS_BASE_URL + "AntPathMatcher.html",
    tags = StandardTags.PERFORMANCE)
public final class AntPathMatcher extends BugChecker
    implements NewClassTreeMatcher, MethodInvocationTreeMatcher {
  private static final long serialVersionUID = 1L;

  private static final String ANT_PATH_MATCHER = "org.springframework.util.AntPathMatcher";
  private static final String ANT_PATH_REQUEST_MATCHER =
      "org.springframework.security.web.util.matcher.AntPathRequestMatcher";

  /** Subclasses count: {@code new AntPathMatcher() { ... }} still matches the ant way. */
  private static final Matcher<ExpressionTree> NEW_ANT_PATH_MATCHER =
      constructor().forClass(isDescendantOf(ANT_PATH_MATCHER));
  private static final Matcher<ExpressionTree> NEW_ANT_PATH_REQUEST_MATCHER =
      constructor().forClass(isDescendantOf(ANT_PATH_REQUEST_MATCHER));
  private static final Matcher<ExpressionTree> ANT_MATCHER_FACTORY =
      staticMethod().onClass(ANT_PATH_REQUEST_MATCHER).named("antMatcher");
  /** Spring Security 5.x configurers that build one AntPathRequestMatcher per pattern. */
  private static final Matcher<ExpressionTree> ANT_MATCHERS_CALL =
      anyOf(
          instanceMethod()
              .onDescendantOf(
                  "org.springframework.security.config.annotation.web.AbstractRequestMatcherRegistry")
              .named("antMatchers"),
          instanceMethod()
              .onDescendantOf(
                  "org.springframework.security.config.annotation.web.configurers.CsrfConfigurer")
              .named("ignoringAntMatchers"),
          instanceMethod()
              .onDescendantOf(
                  "org.springframework.security.config.annotation.web.builders.HttpSecurity")
              .named("antMatcher"));

  @Override
  public Description matchNewClass(NewClassTree tree, VisitorState state) {
    if (NEW_ANT_PATH_MATCHER.matches(tree, state)) {
      return describe(tree, "new AntPathMatcher()", "PathPatternParser");
    }
    if (NEW_ANT_PATH_REQUEST_MATCHER.matches(tree, state)) {
      return describe(tree, "new AntPathRequestMatcher(...)", "PathPatternRequestMatcher");
    }
    return Description.NO_MATCH;
  }

  @Override
  public Description matchMethodInvocation(MethodInvocationTree tree, VisitorState state) {
    if (ANT_MATCHER_FACTORY.matches(tree, state)) {
      return describe(tree, "AntPathRequestMatcher.antMatcher(...)", "PathPatternRequestMatcher");
    }
    if (ANT_MATCHERS_CALL.matches(tree, state)) {
      return describe(
          tree, "antMatchers(...)", "requestMatchers(...) with PathPatternRequestMatcher");
    }
    return Description.NO_MATCH;
  }

  private Description describe(Tree tree, String construct, String remedy) {
    return buildDescription(tree)
        .setMessage(
            construct
                + " uses Spring's legacy ant-style matching, which re-parses the pattern and"
                + " tokenizes the path on every request; use "
                + remedy
                + " instead")
        .build();
  }
}
