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
import com.google.errorprone.bugpatterns.BugChecker.MethodTreeMatcher;
import com.google.errorprone.bugpatterns.BugChecker.NewClassTreeMatcher;
import com.google.errorprone.matchers.Description;
import com.google.errorprone.matchers.Matcher;
import com.google.errorprone.util.ASTHelpers;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.LineMap;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.NewClassTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreePathScanner;
import com.sun.tools.javac.code.Symbol.ClassSymbol;
import com.sun.tools.javac.code.Type;
import com.sun.tools.javac.tree.JCTree;
import dev.bottleneck.catalog.Messages;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.catalog.Rule.Summaries;
import dev.bottleneck.catalog.facts.PathMatchers;
import dev.bottleneck.catalog.facts.PathMatchers.AntMatcherUse;
import dev.bottleneck.catalog.facts.PathMatchers.SecurityVersion;
import dev.bottleneck.catalog.facts.PathMatchers.StrategyInCode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.inject.Inject;

/**
 * Flags Spring's legacy ant-style path matching on request paths. {@code AntPathMatcher} caches its
 * parsed patterns but tokenizes and matches the request path against each on every lookup, and a
 * matcher list is walked for every request; {@code PathPatternParser} matches a parsed path against
 * a tree. A request matcher for {@code /**} alone matches without tokenizing and is not reported.
 *
 * <p>The Spring Security request matchers one method builds are its security chain (a {@code
 * configure(HttpSecurity)} override, a {@code SecurityFilterChain} bean method, the lambdas of its
 * DSL): one finding at the first, listing the others' lines. Constructors, field initializers and
 * initializer blocks report each creation on its own. The fix is named for the Spring Security
 * version on the compile class path, told by which classes exist.
 */
@AutoService(BugChecker.class)
@BugPattern(
    summary = Summaries.ANT_PATH_MATCHER,
    severity = WARNING,
    linkType = CUSTOM,
    link = Rule.DOCS_BASE_URL + "AntPathMatcher.html",
    tags = StandardTags.PERFORMANCE)
public final class AntPathMatcher extends RuleChecker
    implements NewClassTreeMatcher, MethodInvocationTreeMatcher, MethodTreeMatcher {
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

  /** A reported creation: the tree and what it is. */
  private record Site(ExpressionTree tree, AntMatcherUse use) {
    int position() {
      return ((JCTree) tree).getPreferredPosition();
    }
  }

  @Override
  public Description matchNewClass(NewClassTree tree, VisitorState state) {
    return matchAlone(tree, state);
  }

  @Override
  public Description matchMethodInvocation(MethodInvocationTree tree, VisitorState state) {
    reportConfiguredInCode(tree.getArguments(), state);
    if (ASTHelpers.getSymbol(tree).isConstructor()) {
      // super(...) or this(...) in a subclass's constructor: the creation is the subclass's new.
      return Description.NO_MATCH;
    }
    return matchAlone(tree, state);
  }

  /**
   * The legacy matcher chosen in code: arguments that hold the matching-strategy property and,
   * right after it, a value that selects the ant matcher ({@code System.setProperty(k, v)}, {@code
   * properties.put(k, v)}, {@code Map.of(k, v)} for {@code setDefaultProperties}), or one argument
   * {@code k=v} or {@code --k=v} ({@code SpringApplicationBuilder.properties(...)}, the arguments
   * of {@code SpringApplication.run}). Reported at the property's name, as the Maven plugin does.
   */
  private void reportConfiguredInCode(
      List<? extends ExpressionTree> arguments, VisitorState state) {
    List<Optional<String>> constants = new ArrayList<>();
    for (ExpressionTree argument : arguments) {
      constants.add(Optional.ofNullable(ASTHelpers.constValue(argument, String.class)));
    }
    for (StrategyInCode found : PathMatchers.matchingStrategyInCode(constants)) {
      state.reportMatch(
          buildDescription(arguments.get(found.argument()))
              .setMessage(Messages.antPathMatcherPropertyInCode(found.key(), found.value()))
              .build());
    }
  }

  /** A creation outside every security chain; those inside are reported by {@link #matchMethod}. */
  private Description matchAlone(ExpressionTree tree, VisitorState state) {
    Optional<AntMatcherUse> use = reported(tree, state);
    if (use.isEmpty() || use.get().requestMatcher() && inChain(state.getPath())) {
      return Description.NO_MATCH;
    }
    return describe(new Site(tree, use.get()), List.of(), state);
  }

  @Override
  public Description matchMethod(MethodTree tree, VisitorState state) {
    if (tree.getBody() == null || ASTHelpers.getSymbol(tree).isConstructor()) {
      return Description.NO_MATCH;
    }
    List<Site> chain = chain(state);
    if (chain.isEmpty()) {
      return Description.NO_MATCH;
    }
    LineMap lines = state.getPath().getCompilationUnit().getLineMap();
    List<Integer> others = new ArrayList<>();
    for (Site site : chain.subList(1, chain.size())) {
      others.add((int) lines.getLineNumber(site.position()));
    }
    return describe(chain.get(0), others, state);
  }

  private Description describe(Site site, List<Integer> otherLines, VisitorState state) {
    String construct =
        site.use().construct() != null
            ? site.use().construct()
            : ASTHelpers.getSymbol(site.tree()).getSimpleName() + "(...)";
    SecurityVersion version =
        PathMatchers.securityVersion(name -> state.getSymbolFromString(name) != null);
    return buildDescription(site.tree())
        .setMessage(Messages.antPathMatcher(site.use(), construct, otherLines, version))
        .build();
  }

  /**
   * Whether a request matcher at {@code path} belongs to a method's security chain: the nearest
   * enclosing method or class is a method other than a constructor. A lambda belongs to the method
   * that declares it; a local or anonymous class's methods are chains of their own.
   */
  private static boolean inChain(TreePath path) {
    for (TreePath current = path; current != null; current = current.getParentPath()) {
      Tree leaf = current.getLeaf();
      if (leaf instanceof ClassTree) {
        return false;
      }
      if (leaf instanceof MethodTree method) {
        return !ASTHelpers.getSymbol(method).isConstructor();
      }
    }
    return false;
  }

  /**
   * The reported request matchers of the method at {@code state}'s path, in source order: its body
   * and lambdas, not the bodies of classes declared in it, nor a variable suppressed on its own.
   */
  private List<Site> chain(VisitorState state) {
    List<Site> chain = new ArrayList<>();
    new TreePathScanner<Void, Void>() {
      @Override
      public Void visitClass(ClassTree tree, Void unused) {
        return null;
      }

      @Override
      public Void visitVariable(VariableTree tree, Void unused) {
        return isSuppressed(tree, state) ? null : super.visitVariable(tree, unused);
      }

      @Override
      public Void visitNewClass(NewClassTree tree, Void unused) {
        add(tree);
        return super.visitNewClass(tree, unused);
      }

      @Override
      public Void visitMethodInvocation(MethodInvocationTree tree, Void unused) {
        add(tree);
        return super.visitMethodInvocation(tree, unused);
      }

      private void add(ExpressionTree tree) {
        reported(tree, state.withPath(getCurrentPath()))
            .filter(AntMatcherUse::requestMatcher)
            .ifPresent(use -> chain.add(new Site(tree, use)));
      }
    }.scan(new TreePath(state.getPath(), ((MethodTree) state.getPath().getLeaf()).getBody()), null);
    chain.sort(Comparator.comparingInt(Site::position));
    return chain;
  }

  /** The ant matcher creation {@code tree} is, unless it matches every path or no request path. */
  private static Optional<AntMatcherUse> reported(ExpressionTree tree, VisitorState state) {
    for (Map.Entry<AntMatcherUse, Matcher<ExpressionTree>> use : USES.entrySet()) {
      if (use.getValue().matches(tree, state)) {
        AntMatcherUse found = use.getKey();
        Optional<String> created = createdType(tree);
        return PathMatchers.notReported(found, created, patterns(found, tree, state))
                || matchesOnlyFileNames(found, created, tree, state)
            ? Optional.empty()
            : Optional.of(found);
      }
    }
    return Optional.empty();
  }

  /**
   * Whether {@code tree} is an {@code AntPathMatcher} of its own class that matches only the names
   * of files, resources or archive entries, and so no request path ({@link FileNameMatchers}).
   */
  private static boolean matchesOnlyFileNames(
      AntMatcherUse use, Optional<String> created, ExpressionTree tree, VisitorState state) {
    return use.patterns() == PathMatchers.Patterns.SEPARATOR_ONLY
        && created.filter(PathMatchers.ANT_PATH_MATCHER::equals).isPresent()
        && tree instanceof NewClassTree creation
        && FileNameMatchers.matchesOnlyFileNames(creation, state);
  }

  /** The class named after {@code new}: the named supertype of an anonymous class. */
  private static Optional<String> createdType(ExpressionTree tree) {
    return tree instanceof NewClassTree creation
            && ASTHelpers.getSymbol(creation.getIdentifier()) instanceof ClassSymbol type
        ? Optional.of(type.getQualifiedName().toString())
        : Optional.empty();
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
