package dev.bottleneck.checks;

import static com.google.errorprone.util.ASTHelpers.getSymbol;
import static com.google.errorprone.util.ASTHelpers.stripParentheses;

import com.google.errorprone.VisitorState;
import com.google.errorprone.matchers.Matcher;
import com.sun.source.tree.BinaryTree;
import com.sun.source.tree.BlockTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.IfTree;
import com.sun.source.tree.LambdaExpressionTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.ReturnTree;
import com.sun.source.tree.StatementTree;
import com.sun.source.tree.ThrowTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.UnaryTree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.TreePath;
import com.sun.tools.javac.code.Symbol;
import dev.bottleneck.catalog.facts.Api;
import dev.bottleneck.catalog.facts.RunOncePlaces;
import java.util.List;
import java.util.function.Predicate;
import javax.lang.model.element.ElementKind;

/**
 * A memo: a store into a map ({@link RunOncePlaces#MEMO_STORES}) that runs only on a miss of the
 * same map for the same key, so that it keeps one value per key. The map and the key are compared
 * as written; the miss is read from the condition of an {@code if} around the store, or of an
 * {@code if} before it that returns on a hit. Decides as the Maven plugin's {@code Memos} does.
 */
final class Memos {
  private static final Matcher<ExpressionTree> MEMO_STORE =
      ApiMatchers.matcher(RunOncePlaces.MEMO_STORES);

  private Memos() {}

  /** Whether {@code store} keeps its value in a map only when the map has none for its key. */
  static boolean isMemoStore(TreePath store, VisitorState state) {
    if (!(store.getLeaf() instanceof MethodInvocationTree call)
        || call.getArguments().size() != 2
        || !(call.getMethodSelect() instanceof MemberSelectTree select)
        || !MEMO_STORE.matches(call, state)) {
      return false;
    }
    Lookup lookup = new Lookup(store, select.getExpression(), call.getArguments().get(0));
    Tree child = call;
    for (TreePath path = store.getParentPath();
        path != null
            && !(path.getLeaf() instanceof MethodTree
                || path.getLeaf() instanceof LambdaExpressionTree);
        child = path.getLeaf(), path = path.getParentPath()) {
      Tree node = path.getLeaf();
      if (node instanceof IfTree test
          && test.getThenStatement() == child
          && anyOperand(test.getCondition(), lookup::isMiss)) {
        return true;
      }
      if (node instanceof BlockTree block && returnsOnHitBefore(block, child, lookup)) {
        return true;
      }
    }
    return false;
  }

  /** An {@code if} without {@code else} before {@code statement} that leaves on a hit. */
  private static boolean returnsOnHitBefore(BlockTree block, Tree statement, Lookup lookup) {
    for (StatementTree before : block.getStatements()) {
      if (before == statement) {
        return false;
      }
      if (before instanceof IfTree test
          && test.getElseStatement() == null
          && leaves(test.getThenStatement())
          && anyOperand(test.getCondition(), lookup::isHit)) {
        return true;
      }
    }
    return false;
  }

  private static boolean leaves(StatementTree statement) {
    StatementTree last = statement;
    if (statement instanceof BlockTree block && !block.getStatements().isEmpty()) {
      last = block.getStatements().get(block.getStatements().size() - 1);
    }
    return last instanceof ReturnTree || last instanceof ThrowTree;
  }

  /**
   * Whether a test joined by {@code &&} and {@code ||} has an operand that {@code test} accepts.
   */
  private static boolean anyOperand(ExpressionTree condition, Predicate<ExpressionTree> test) {
    ExpressionTree operand = stripParentheses(condition);
    if (operand.getKind() == Tree.Kind.CONDITIONAL_AND
        || operand.getKind() == Tree.Kind.CONDITIONAL_OR) {
      BinaryTree binary = (BinaryTree) operand;
      return anyOperand(binary.getLeftOperand(), test)
          || anyOperand(binary.getRightOperand(), test);
    }
    return test.test(operand);
  }

  /** The lookups of one map for one key, as a store writes them. */
  private record Lookup(TreePath store, ExpressionTree map, ExpressionTree key) {
    /** {@code value == null} of the map's value for the key, or {@code !map.containsKey(key)}. */
    boolean isMiss(ExpressionTree test) {
      if (test.getKind() == Tree.Kind.LOGICAL_COMPLEMENT) {
        return isCall(
            stripParentheses(((UnaryTree) test).getExpression()), RunOncePlaces.MEMO_KEY_TESTS);
      }
      return isNullComparison(test, Tree.Kind.EQUAL_TO);
    }

    /** {@code value != null} of the map's value for the key, or {@code map.containsKey(key)}. */
    boolean isHit(ExpressionTree test) {
      return isCall(test, RunOncePlaces.MEMO_KEY_TESTS)
          || isNullComparison(test, Tree.Kind.NOT_EQUAL_TO);
    }

    private boolean isNullComparison(ExpressionTree test, Tree.Kind kind) {
      if (test.getKind() != kind) {
        return false;
      }
      BinaryTree binary = (BinaryTree) test;
      ExpressionTree compared =
          binary.getRightOperand().getKind() == Tree.Kind.NULL_LITERAL
              ? binary.getLeftOperand()
              : binary.getLeftOperand().getKind() == Tree.Kind.NULL_LITERAL
                  ? binary.getRightOperand()
                  : null;
      return compared != null && isValue(stripParentheses(compared));
    }

    /** The map's value for the key: its lookup, or a local declared with it. */
    private boolean isValue(ExpressionTree expression) {
      if (!(expression instanceof IdentifierTree name)) {
        return isCall(expression, RunOncePlaces.MEMO_LOOKUPS);
      }
      Symbol local = getSymbol(name);
      TreePath body = TreePaths.enclosingBody(store);
      if (local == null || local.getKind() != ElementKind.LOCAL_VARIABLE || body == null) {
        return false;
      }
      return TreePaths.find(
                  body,
                  tree ->
                      tree instanceof VariableTree variable
                          && local.equals(getSymbol(variable))
                          && variable.getInitializer() != null
                          && isCall(
                              stripParentheses(variable.getInitializer()),
                              RunOncePlaces.MEMO_LOOKUPS))
              .size()
          == 1;
    }

    /** A call of one of {@code apis} on the store's map, with the store's key as its argument. */
    private boolean isCall(ExpressionTree expression, List<Api> apis) {
      return expression instanceof MethodInvocationTree call
          && call.getMethodSelect() instanceof MemberSelectTree select
          && apis.stream().anyMatch(api -> api.named(select.getIdentifier().toString()))
          && call.getArguments().size() == 1
          && sameText(call.getArguments().get(0), key)
          && sameText(select.getExpression(), map);
    }
  }

  private static boolean sameText(ExpressionTree one, ExpressionTree other) {
    return stripParentheses(one).toString().equals(stripParentheses(other).toString());
  }
}
