package dev.bottleneck.checks;

import com.google.errorprone.VisitorState;
import com.google.errorprone.matchers.Matcher;
import com.google.errorprone.matchers.Matchers;
import com.google.errorprone.util.ASTHelpers;
import com.sun.source.tree.BlockTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.ConditionalExpressionTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.IfTree;
import com.sun.source.tree.LambdaExpressionTree;
import com.sun.source.tree.MemberReferenceTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.NewClassTree;
import com.sun.source.tree.ParenthesizedTree;
import com.sun.source.tree.ReturnTree;
import com.sun.source.tree.StatementTree;
import com.sun.source.tree.ThrowTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.TypeCastTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreePathScanner;
import com.sun.tools.javac.code.Symbol;
import com.sun.tools.javac.code.Symbol.ClassSymbol;
import com.sun.tools.javac.code.Symbol.MethodSymbol;
import dev.bottleneck.catalog.facts.SlowWork;
import dev.bottleneck.catalog.facts.Transactions;
import dev.bottleneck.checks.SlowCalls.SlowCall;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Lists, in source order, the work a method body does while it runs: slow calls, and calls to other
 * methods of the same class (which run in the caller's transaction, since a self-call bypasses the
 * proxy). Code that does not run inline is left out: lambdas, method references and anonymous
 * classes handed to executors, schedulers, threads, futures or reactive types, registered as
 * transaction synchronizations, passed to constructors or stored; the after-commit callbacks of a
 * {@code TransactionSynchronization}; and the statements after a guard that leaves when a
 * transaction is active ({@link #isTransactionGuard}), which run only without one.
 */
final class TransactionWork extends TreePathScanner<Void, Void> {
  /** One piece of work at {@code site}: either a slow call or a call to {@code callee}. */
  record Work(Tree site, SlowCall slow, MethodSymbol callee) {}

  /** Calls that run a function argument later or on another thread, not inline. */
  private static final Matcher<ExpressionTree> DEFERRING_CALL =
      Matchers.allOf(
          ApiMatchers.matcher(Transactions.HAND_OFFS),
          Matchers.not(ApiMatchers.matcher(SlowWork.TASK_WAITS)));

  private static final Matcher<ExpressionTree> TRANSACTION_ACTIVE_CHECK =
      ApiMatchers.matcher(Transactions.ACTUAL_TRANSACTION_ACTIVE);

  private final ClassSymbol owner;
  private final VisitorState state;
  private final Set<String> remoteTypes;
  private final List<Work> work = new ArrayList<>();

  private TransactionWork(ClassSymbol owner, VisitorState state, Set<String> remoteTypes) {
    this.owner = owner;
    this.state = state;
    this.remoteTypes = remoteTypes;
  }

  /** The work of the method at {@code method}, a method of {@code owner}. */
  static List<Work> workOfMethod(
      TreePath method, ClassSymbol owner, VisitorState state, Set<String> remoteTypes) {
    Tree body = ((MethodTree) method.getLeaf()).getBody();
    return body == null ? List.of() : workOf(new TreePath(method, body), owner, state, remoteTypes);
  }

  /**
   * The work of the code at {@code path} in a method of {@code owner}: for a function argument, the
   * work of its body if the call it is passed to runs it inline.
   */
  static List<Work> workOf(
      TreePath path, ClassSymbol owner, VisitorState state, Set<String> remoteTypes) {
    TransactionWork scanner = new TransactionWork(owner, state, remoteTypes);
    scanner.scan(path, null);
    return scanner.work;
  }

  @Override
  public Void visitMethodInvocation(MethodInvocationTree tree, Void unused) {
    super.visitMethodInvocation(tree, unused);
    ExpressionTree receiver = ASTHelpers.getReceiver(tree);
    record(tree, receiver == null || isThis(receiver));
    return null;
  }

  @Override
  public Void visitNewClass(NewClassTree tree, Void unused) {
    scan(tree.getEnclosingExpression(), unused);
    scan(tree.getArguments(), unused);
    if (tree.getClassBody() != null && runsInline()) {
      scanAnonymousClass(tree.getClassBody());
    }
    record(tree, false);
    return null;
  }

  @Override
  public Void visitLambdaExpression(LambdaExpressionTree tree, Void unused) {
    return runsInline() ? super.visitLambdaExpression(tree, unused) : null;
  }

  @Override
  public Void visitMemberReference(MemberReferenceTree tree, Void unused) {
    super.visitMemberReference(tree, unused);
    if (runsInline()) {
      record(tree, isThis(tree.getQualifierExpression()));
    }
    return null;
  }

  @Override
  public Void visitBlock(BlockTree tree, Void unused) {
    for (StatementTree statement : tree.getStatements()) {
      scan(statement, unused);
      if (isTransactionGuard(statement)) {
        return null;
      }
    }
    return null;
  }

  /**
   * {@code if (TransactionSynchronizationManager.isActualTransactionActive()) { ...; return; }}
   * without an else: with a transaction the block leaves, so what follows it in the enclosing block
   * runs only without one. A branch that may fall through, a negated or combined condition, or
   * {@code isSynchronizationActive()} guards nothing.
   */
  private boolean isTransactionGuard(StatementTree statement) {
    return statement instanceof IfTree guard
        && guard.getElseStatement() == null
        && ASTHelpers.stripParentheses(guard.getCondition()) instanceof MethodInvocationTree check
        && check.getArguments().isEmpty()
        && TRANSACTION_ACTIVE_CHECK.matches(check, state)
        && leaves(guard.getThenStatement());
  }

  /** Whether {@code statement} always ends in a {@code return} or a {@code throw}. */
  private static boolean leaves(StatementTree statement) {
    if (statement instanceof ReturnTree || statement instanceof ThrowTree) {
      return true;
    }
    return statement instanceof BlockTree block
        && !block.getStatements().isEmpty()
        && leaves(block.getStatements().get(block.getStatements().size() - 1));
  }

  /** Local and anonymous classes declare code; it runs when something calls it. */
  @Override
  public Void visitClass(ClassTree tree, Void unused) {
    return null;
  }

  private void scanAnonymousClass(ClassTree body) {
    boolean synchronization =
        ASTHelpers.isSubtype(
            ASTHelpers.getType(body),
            state.getTypeFromString(Transactions.TRANSACTION_SYNCHRONIZATION),
            state);
    TreePath bodyPath = new TreePath(getCurrentPath(), body);
    for (Tree member : body.getMembers()) {
      if (synchronization
          && member instanceof MethodTree method
          && Transactions.AFTER_COMPLETION_CALLBACKS.contains(method.getName().toString())) {
        continue;
      }
      scan(new TreePath(bodyPath, member), null);
    }
  }

  private void record(ExpressionTree call, boolean onThis) {
    Optional<SlowCall> slow = SlowCalls.slowCall(call, state, remoteTypes);
    if (slow.isPresent()) {
      work.add(new Work(call, slow.get(), null));
      return;
    }
    Symbol symbol = ASTHelpers.getSymbol(call);
    if (symbol instanceof MethodSymbol method
        && method.owner.equals(owner)
        && !method.isConstructor()
        && (onThis || method.isStatic())) {
      work.add(new Work(call, null, method));
    }
  }

  /**
   * Whether the function or anonymous class at the current path runs as part of the enclosing code:
   * it is an argument of a method call that is not known to defer it. Constructors (a {@code
   * Thread}, a {@code FutureTask}, a task object) store their function arguments for later.
   */
  private boolean runsInline() {
    TreePath path = getCurrentPath();
    Tree child = path.getLeaf();
    TreePath parent = path.getParentPath();
    while (parent.getLeaf() instanceof ParenthesizedTree
        || parent.getLeaf() instanceof TypeCastTree
        || parent.getLeaf() instanceof ConditionalExpressionTree) {
      child = parent.getLeaf();
      parent = parent.getParentPath();
    }
    Tree call = parent.getLeaf();
    return call instanceof MethodInvocationTree invocation
        && invocation.getArguments().contains(child)
        && !DEFERRING_CALL.matches(invocation, state);
  }

  /** {@code this}, or {@code Outer.this} from an anonymous class: no proxy in between. */
  private static boolean isThis(ExpressionTree receiver) {
    return (receiver instanceof IdentifierTree identifier
            && identifier.getName().contentEquals("this"))
        || (receiver instanceof MemberSelectTree select
            && select.getIdentifier().contentEquals("this"));
  }
}
