package dev.bottleneck.checks;

import static com.google.errorprone.BugPattern.LinkType.CUSTOM;
import static com.google.errorprone.BugPattern.SeverityLevel.WARNING;

import com.google.auto.service.AutoService;
import com.google.errorprone.BugPattern;
import com.google.errorprone.BugPattern.StandardTags;
import com.google.errorprone.ErrorProneFlags;
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
import com.sun.tools.javac.code.Type;
import dev.bottleneck.catalog.Messages;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.catalog.Rule.Summaries;
import dev.bottleneck.catalog.facts.PathMatchers;
import dev.bottleneck.catalog.facts.PathMatchers.AntMatcherUse;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.inject.Inject;

/**
 * Flags Spring's legacy ant-style path matching on request paths. {@code AntPathMatcher} caches
 * its parsed patterns but tokenizes and matches the request path against each on every lookup,
 * and a matcher list is walked for every request; {@code PathPatternParser} matches a parsed path
 * against a tree. A request matcher for {@code /**} alone matches without tokenizing and is not
 * reported.
 */
@AutoService(BugChecker.class)
@BugPattern(
    summary = Summaries.ANT_PATH_MATCHER,
    severity = WARNING,
    linkType = CUSTOM,
    link = Rule.DOCS_BASE_URL + "AntPathMatcher.html",
    tags = StandardTags.PERFORMANCE)
public final class AntPathMatcher extends RuleChecker
    implements NewClassTreeMatcher, MethodInvocationTreeMatcher {
  private static final long serialVersionUID = 1L;

  /** The catalog's ant matcher creations, in its order, each with this engine's matcher. */
  private static final Map<AntMatcherUse, Matcher<ExpressionTree>> USES = uses();

  public AntPathMatcher() {
    this(ErrorProneFlags.empty());
  }

  @Inject
  public AntPathMatcher(ErrorProneFlags flags) {
    super(Rule.ANT_PATH_MATCHER, flags);
  }

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
        if (PathMatchers.matchesEveryPath(found, patterns(found, tree, state))) {
          return Description.NO_MATCH;
        }
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

  /** The constant values of the creation's pattern arguments; empty where not a constant. */
  private static List<Optional<String>> patterns(
      AntMatcherUse use, ExpressionTree tree, VisitorState state) {
    List<? extends ExpressionTree> arguments =
        tree instanceof NewClassTree creation
            ? creation.getArguments()
            : ((MethodInvocationTree) tree).getArguments();
    List<Optional<String>> patterns = new ArrayList<>();
    for (ExpressionTree argument : arguments) {
      Type type = ASTHelpers.getType(argument);
      boolean text =
          type != null
              && (ASTHelpers.isSameType(type, state.getSymtab().stringType, state)
                  || ASTHelpers.isSameType(
                      type, state.arrayTypeForType(state.getSymtab().stringType), state));
      if (text || type == null) {
        patterns.add(Optional.ofNullable(ASTHelpers.constValue(argument, String.class)));
      }
      if (use.patterns() == PathMatchers.Patterns.FIRST) {
        break;
      }
    }
    return patterns;
  }
}
