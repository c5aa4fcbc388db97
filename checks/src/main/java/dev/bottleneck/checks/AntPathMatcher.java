package dev.bottleneck.checks;

import static com.google.errorprone.BugPattern.LinkType.CUSTOM;
import static com.google.errorprone.BugPattern.SeverityLevel.WARNING;

import com.google.auto.service.AutoService;
import com.google.errorprone.BugPattern;
import com.google.errorprone.BugPattern.StandardTags;
import com.google.errorprone.VisitorState;
import com.google.errorprone.bugpatterns.BugChecker;
import com.google.errorprone.bugpatterns.BugChecker.MethodInvocationTreeMatcher;
import com.google.errorprone.bugpatterns.BugChecker.NewClassTreeMatcher;
import com.google.errorprone.matchers.Description;
import com.google.errorprone.matchers.Matcher;
import com.google.errorprone.util.ASTHelpers;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.NewClassTree;
import dev.bottleneck.catalog.Messages;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.catalog.Rule.Summaries;
import dev.bottleneck.catalog.facts.PathMatchers;
import dev.bottleneck.catalog.facts.PathMatchers.AntMatcherUse;
import java.util.LinkedHashMap;
import java.util.Map;

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

  /** The catalog's ant matcher creations, in its order, each with this engine's matcher. */
  private static final Map<AntMatcherUse, Matcher<ExpressionTree>> USES = uses();

  private static Map<AntMatcherUse, Matcher<ExpressionTree>> uses() {
    Map<AntMatcherUse, Matcher<ExpressionTree>> uses = new LinkedHashMap<>();
    for (AntMatcherUse use : PathMatchers.ALL) {
      uses.put(use, ApiMatchers.matcher(use.api()));
    }
    return uses;
  }

  @Override
  public Description matchNewClass(NewClassTree tree, VisitorState state) {
    return match(tree, state);
  }

  @Override
  public Description matchMethodInvocation(MethodInvocationTree tree, VisitorState state) {
    return match(tree, state);
  }

  private Description match(ExpressionTree tree, VisitorState state) {
    for (Map.Entry<AntMatcherUse, Matcher<ExpressionTree>> use : USES.entrySet()) {
      if (use.getValue().matches(tree, state)) {
        AntMatcherUse found = use.getKey();
        String construct =
            found.construct() != null
                ? found.construct()
                : ASTHelpers.getSymbol(tree).getSimpleName() + "(...)";
        return buildDescription(tree)
            .setMessage(Messages.antPathMatcher(construct, found.remedy()))
            .build();
      }
    }
    return Description.NO_MATCH;
  }
}
