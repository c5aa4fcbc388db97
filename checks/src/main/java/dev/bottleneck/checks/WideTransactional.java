package dev.bottleneck.checks;

import static com.google.errorprone.BugPattern.LinkType.CUSTOM;
import static com.google.errorprone.BugPattern.SeverityLevel.WARNING;

import com.google.auto.service.AutoService;
import com.google.errorprone.BugPattern;
import com.google.errorprone.BugPattern.StandardTags;
import com.google.errorprone.VisitorState;
import com.google.errorprone.bugpatterns.BugChecker;
import com.google.errorprone.bugpatterns.BugChecker.MethodTreeMatcher;
import com.google.errorprone.matchers.Description;
import com.google.errorprone.util.ASTHelpers;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.TreePath;
import com.sun.tools.javac.code.Symbol.ClassSymbol;
import com.sun.tools.javac.code.Symbol.MethodSymbol;
import com.sun.tools.javac.tree.JCTree;
import dev.bottleneck.checks.WideTransactionalScanner.Work;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Flags slow non-database work inside a transaction: remote calls, sleeps, blocking waits, message
 * sends and file I/O hold the transaction's pooled database connection for their whole duration,
 * so a slow partner drains the connection pool for every other request. Work reached through
 * methods of the same class counts too (a self-call runs in the caller's transaction), and is
 * reported at the call in the transactional method with the path that leads to the slow call.
 */
@AutoService(BugChecker.class)
@BugPattern(
    summary = "Keep slow non-database work out of a transaction that holds a database connection",
    severity = WARNING,
    linkType = CUSTOM,
    link = "https://bottleneck.dev/rules/WideTransactional.html",
    tags = StandardTags.PERFORMANCE)
public final class WideTransactional extends BugChecker implements MethodTreeMatcher {
  private static final long serialVersionUID = 1L;

  private static final String REMEDY =
      "; move it before the transaction or after commit (for example to a"
          + " @TransactionalEventListener(phase = AFTER_COMMIT)), or narrow the transaction to the"
          + " database work with TransactionTemplate";

  @Override
  public Description matchMethod(MethodTree tree, VisitorState state) {
    MethodSymbol method = ASTHelpers.getSymbol(tree);
    TreePath classPath = state.getPath().getParentPath();
    if (!(classPath.getLeaf() instanceof ClassTree)
        || !WideTransactionalScope.isTransactional(method, state)) {
      return Description.NO_MATCH;
    }
    ClassMethods methods = new ClassMethods(classPath, state);
    Set<Long> reportedLines = new HashSet<>();
    for (Work work : methods.workOf(method)) {
      Optional<String> path =
          work.slow() != null
              ? Optional.of(work.slow().name() + " (" + work.slow().kind() + ")")
              : methods.pathToSlowWork(work.callee(), new HashSet<>());
      if (path.isPresent() && reportedLines.add(line(work.site(), state))) {
        state.reportMatch(
            buildDescription(work.site())
                .setMessage(
                    path.get()
                        + " runs while the transaction of "
                        + method.getSimpleName()
                        + "() holds its database connection"
                        + REMEDY)
                .build());
      }
    }
    return Description.NO_MATCH;
  }

  private static long line(Tree site, VisitorState state) {
    return state
        .getPath()
        .getCompilationUnit()
        .getLineMap()
        .getLineNumber(((JCTree) site).getPreferredPosition());
  }

  /** The methods declared in one class, and the work each does, computed once per method. */
  private static final class ClassMethods {
    private final ClassSymbol owner;
    private final VisitorState state;
    private final Map<MethodSymbol, TreePath> declarations = new HashMap<>();
    private final Map<MethodSymbol, List<Work>> work = new HashMap<>();

    ClassMethods(TreePath classPath, VisitorState state) {
      this.owner = ASTHelpers.getSymbol((ClassTree) classPath.getLeaf());
      this.state = state;
      for (Tree member : ((ClassTree) classPath.getLeaf()).getMembers()) {
        if (member instanceof MethodTree declaration) {
          declarations.put(ASTHelpers.getSymbol(declaration), new TreePath(classPath, declaration));
        }
      }
    }

    List<Work> workOf(MethodSymbol method) {
      return work.computeIfAbsent(
          method,
          m -> WideTransactionalScanner.workOf(declarations.get(m), owner, state));
    }

    /**
     * The first chain of self-calls from {@code method} to slow work, as {@code a() -> b() ->
     * Type.call (kind)}. Methods already on the search are skipped, so recursion terminates, and
     * so are methods whose own warnings are suppressed.
     */
    Optional<String> pathToSlowWork(MethodSymbol method, Set<MethodSymbol> searched) {
      if (!declarations.containsKey(method) || suppressed(method) || !searched.add(method)) {
        return Optional.empty();
      }
      String prefix = method.getSimpleName() + "() -> ";
      for (Work step : workOf(method)) {
        if (step.slow() != null) {
          return Optional.of(prefix + step.slow().name() + " (" + step.slow().kind() + ")");
        }
        Optional<String> rest = pathToSlowWork(step.callee(), searched);
        if (rest.isPresent()) {
          return Optional.of(prefix + rest.get());
        }
      }
      return Optional.empty();
    }

    private static boolean suppressed(MethodSymbol method) {
      SuppressWarnings suppression = method.getAnnotation(SuppressWarnings.class);
      return suppression != null
          && Arrays.asList(suppression.value()).contains(WideTransactional.class.getSimpleName());
    }
  }
}
