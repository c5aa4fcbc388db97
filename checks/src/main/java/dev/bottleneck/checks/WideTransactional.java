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
import com.google.errorprone.matchers.Description;
import com.google.errorprone.matchers.Matcher;
import com.google.errorprone.util.ASTHelpers;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.TreePath;
import com.sun.tools.javac.code.Symbol.MethodSymbol;
import com.sun.tools.javac.tree.JCTree;
import dev.bottleneck.catalog.Messages;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.catalog.Rule.Summaries;
import dev.bottleneck.catalog.RuleOption;
import dev.bottleneck.catalog.RuleOptions;
import dev.bottleneck.catalog.facts.Transactions;
import dev.bottleneck.checks.SlowCalls.SlowCall;
import dev.bottleneck.checks.SlowPaths.Path;
import dev.bottleneck.checks.TransactionWork.Work;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.inject.Inject;

/**
 * Flags slow non-database work inside a transaction: remote calls, sleeps, blocking waits, message
 * sends and file I/O hold the transaction's pooled database connection for their whole duration, so
 * a slow partner drains the connection pool for every other request. Work reached through methods
 * of the same class counts too (a self-call runs in the caller's transaction), and is reported at
 * the call in the transaction with the path that leads to the slow call.
 *
 * <p>Transactions are declared ({@code @Transactional} methods, see {@link TransactionalMethods})
 * or programmatic: the callback passed to {@code TransactionTemplate.execute} or {@code
 * executeWithoutResult} outside a declared transaction.
 */
@AutoService(BugChecker.class)
@BugPattern(
    summary = Summaries.WIDE_TRANSACTIONAL,
    severity = WARNING,
    linkType = CUSTOM,
    link = Rule.DOCS_BASE_URL + "WideTransactional.html",
    tags = StandardTags.PERFORMANCE)
public final class WideTransactional extends RuleChecker
    implements MethodTreeMatcher, MethodInvocationTreeMatcher {
  private static final long serialVersionUID = 1L;

  private static final Matcher<ExpressionTree> TRANSACTION_CALLBACK =
      ApiMatchers.matcher(Transactions.TRANSACTION_CALLBACKS);

  private static final RuleOption<Set<String>> REMOTE_TYPES =
      RuleOptions.WIDE_TRANSACTIONAL_REMOTE_TYPES;

  private final Set<String> remoteTypes;

  public WideTransactional() {
    this(ErrorProneFlags.empty());
  }

  @Inject
  public WideTransactional(ErrorProneFlags flags) {
    super(Rule.WIDE_TRANSACTIONAL, flags);
    this.remoteTypes = option(REMOTE_TYPES, flags, Set.of());
  }

  @Override
  public Description matchMethod(MethodTree tree, VisitorState state) {
    MethodSymbol method = ASTHelpers.getSymbol(tree);
    TreePath classPath = state.getPath().getParentPath();
    if (!(classPath.getLeaf() instanceof ClassTree)
        || !TransactionalMethods.isTransactional(method, state)
        // A transaction that runs once (start-up, a one-off migration) holds no connection per
        // call.
        || tree.getBody() == null
        || RunsOnce.runsOnce(new TreePath(state.getPath(), tree.getBody()), state)) {
      return Description.NO_MATCH;
    }
    SlowPaths paths = new SlowPaths(classPath, state, remoteTypes);
    report(
        paths.workOf(method),
        Messages.wideTransactionalMethod(method.getSimpleName().toString()),
        paths,
        state);
    return Description.NO_MATCH;
  }

  @Override
  public Description matchMethodInvocation(MethodInvocationTree tree, VisitorState state) {
    if (!TRANSACTION_CALLBACK.matches(tree, state)
        || insideDeclaredOrOuterTransaction(state)
        || RunsOnce.runsOnce(state.getPath(), state)) {
      return Description.NO_MATCH;
    }
    TreePath classPath = state.findPathToEnclosing(ClassTree.class);
    if (classPath == null) {
      return Description.NO_MATCH;
    }
    SlowPaths paths = new SlowPaths(classPath, state, remoteTypes);
    List<Work> work = new ArrayList<>();
    for (ExpressionTree argument : tree.getArguments()) {
      work.addAll(paths.workOf(new TreePath(state.getPath(), argument)));
    }
    String transaction =
        Messages.wideTransactionalCallback(ASTHelpers.getSymbol(tree).getSimpleName().toString());
    report(work, transaction, paths, state);
    return Description.NO_MATCH;
  }

  private void report(List<Work> work, String transaction, SlowPaths paths, VisitorState state) {
    Set<Long> reportedLines = new HashSet<>();
    for (Work step : work) {
      Optional<Path> path =
          step.slow() != null
              ? Optional.of(new Path(List.of(), step.slow()))
              : paths.pathToSlowWork(step.callee());
      if (path.isPresent() && reportedLines.add(line(step.site(), state))) {
        SlowCall slow = path.get().slow();
        state.reportMatch(
            buildDescription(step.site())
                .setMessage(
                    Messages.wideTransactional(
                        transaction, path.get().steps(), slow.name(), slow.kind()))
                .build());
      }
    }
  }

  /**
   * Whether the callback's work is already checked as part of an enclosing transaction: that of the
   * declared transactional method, or of an outer callback that runs this one inline.
   */
  private static boolean insideDeclaredOrOuterTransaction(VisitorState state) {
    for (Tree enclosing : state.getPath().getParentPath()) {
      if (enclosing instanceof MethodInvocationTree outer
          && TRANSACTION_CALLBACK.matches(outer, state)) {
        return true;
      }
      if (enclosing instanceof MethodTree method) {
        return TransactionalMethods.isTransactional(ASTHelpers.getSymbol(method), state);
      }
      if (enclosing instanceof ClassTree) {
        return false;
      }
    }
    return false;
  }

  private static long line(Tree site, VisitorState state) {
    return state
        .getPath()
        .getCompilationUnit()
        .getLineMap()
        .getLineNumber(((JCTree) site).getPreferredPosition());
  }
}
