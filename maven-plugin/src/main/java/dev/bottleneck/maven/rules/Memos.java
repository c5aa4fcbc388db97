package dev.bottleneck.maven.rules;

import static dev.bottleneck.maven.rules.EagerLogMessageRule.unwrap;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.expr.BinaryExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.LambdaExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.NullLiteralExpr;
import com.github.javaparser.ast.expr.UnaryExpr;
import com.github.javaparser.ast.stmt.BlockStmt;
import com.github.javaparser.ast.stmt.IfStmt;
import com.github.javaparser.ast.stmt.ReturnStmt;
import com.github.javaparser.ast.stmt.Statement;
import com.github.javaparser.ast.stmt.ThrowStmt;
import dev.bottleneck.catalog.facts.Api;
import dev.bottleneck.catalog.facts.RunOncePlaces;
import dev.bottleneck.maven.types.Types;
import dev.bottleneck.maven.types.Variables;
import java.util.List;
import java.util.function.Predicate;

/**
 * A memo: a store into a map ({@link RunOncePlaces#MEMO_STORES}) that runs only on a miss of the
 * same map for the same key, so that it keeps one value per key. The map and the key are compared
 * as written; the miss is read from the condition of an {@code if} around the store, or of an
 * {@code if} before it that returns on a hit. Decides as the Error Prone checks' {@code Memos}
 * does.
 */
final class Memos {
  private Memos() {}

  /** Whether {@code store} keeps its value in a map only when the map has none for its key. */
  static boolean isMemoStore(Types types, MethodCallExpr store) {
    if (store.getArguments().size() != 2
        || store.getScope().isEmpty()
        || RunOncePlaces.MEMO_STORES.stream().noneMatch(api -> api.named(store.getNameAsString()))
        || !ApiMatchers.call(types, store).matchesAny(RunOncePlaces.MEMO_STORES)) {
      return false;
    }
    Lookup lookup = new Lookup(types, store.getScope().get(), store.getArgument(0));
    Node child = store;
    for (Node node = store.getParentNode().orElse(null);
        node != null && !(node instanceof CallableDeclaration<?> || node instanceof LambdaExpr);
        child = node, node = node.getParentNode().orElse(null)) {
      if (node instanceof IfStmt test
          && test.getThenStmt() == child
          && anyOperand(test.getCondition(), lookup::isMiss)) {
        return true;
      }
      if (node instanceof BlockStmt block && returnsOnHitBefore(block, child, lookup)) {
        return true;
      }
    }
    return false;
  }

  /** An {@code if} without {@code else} before {@code statement} that leaves on a hit. */
  private static boolean returnsOnHitBefore(BlockStmt block, Node statement, Lookup lookup) {
    for (Statement before : block.getStatements()) {
      if (before == statement) {
        return false;
      }
      if (before instanceof IfStmt test
          && test.getElseStmt().isEmpty()
          && leaves(test.getThenStmt())
          && anyOperand(test.getCondition(), lookup::isHit)) {
        return true;
      }
    }
    return false;
  }

  private static boolean leaves(Statement statement) {
    Statement last = statement;
    if (statement instanceof BlockStmt block && block.getStatements().isNonEmpty()) {
      last = block.getStatements().getLast().orElseThrow();
    }
    return last instanceof ReturnStmt || last instanceof ThrowStmt;
  }

  /**
   * Whether a test joined by {@code &&} and {@code ||} has an operand that {@code test} accepts.
   */
  private static boolean anyOperand(Expression condition, Predicate<Expression> test) {
    Expression operand = unwrap(condition);
    if (operand instanceof BinaryExpr binary
        && (binary.getOperator() == BinaryExpr.Operator.AND
            || binary.getOperator() == BinaryExpr.Operator.OR)) {
      return anyOperand(binary.getLeft(), test) || anyOperand(binary.getRight(), test);
    }
    return test.test(operand);
  }

  /** The lookups of one map for one key, as a store writes them. */
  private record Lookup(Types types, Expression map, Expression key) {
    /** {@code value == null} of the map's value for the key, or {@code !map.containsKey(key)}. */
    boolean isMiss(Expression test) {
      if (test instanceof UnaryExpr not
          && not.getOperator() == UnaryExpr.Operator.LOGICAL_COMPLEMENT) {
        return isCall(unwrap(not.getExpression()), RunOncePlaces.MEMO_KEY_TESTS);
      }
      return isNullComparison(test, BinaryExpr.Operator.EQUALS);
    }

    /** {@code value != null} of the map's value for the key, or {@code map.containsKey(key)}. */
    boolean isHit(Expression test) {
      return isCall(test, RunOncePlaces.MEMO_KEY_TESTS)
          || isNullComparison(test, BinaryExpr.Operator.NOT_EQUALS);
    }

    private boolean isNullComparison(Expression test, BinaryExpr.Operator operator) {
      if (!(test instanceof BinaryExpr binary) || binary.getOperator() != operator) {
        return false;
      }
      Expression compared =
          binary.getRight() instanceof NullLiteralExpr
              ? binary.getLeft()
              : binary.getLeft() instanceof NullLiteralExpr ? binary.getRight() : null;
      return compared != null && isValue(unwrap(compared));
    }

    /** The map's value for the key: its lookup, or a local declared with it. */
    private boolean isValue(Expression expression) {
      if (expression instanceof NameExpr name) {
        return types
            .variable(name)
            .filter(variable -> !variable.field())
            .flatMap(Variables.Variable::initializer)
            .filter(initializer -> isCall(unwrap(initializer), RunOncePlaces.MEMO_LOOKUPS))
            .isPresent();
      }
      return isCall(expression, RunOncePlaces.MEMO_LOOKUPS);
    }

    /** A call of one of {@code apis} on the store's map, with the store's key as its argument. */
    private boolean isCall(Expression expression, List<Api> apis) {
      return expression instanceof MethodCallExpr call
          && apis.stream().anyMatch(api -> api.named(call.getNameAsString()))
          && call.getArguments().size() == 1
          && call.getArgument(0).equals(key)
          && call.getScope().filter(map::equals).isPresent();
    }
  }
}
