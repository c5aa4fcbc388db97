package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.expr.ClassExpr;
import com.github.javaparser.ast.expr.EnclosedExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.LambdaExpr;
import com.github.javaparser.ast.expr.LiteralExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.MethodReferenceExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.expr.ThisExpr;
import com.github.javaparser.ast.stmt.BlockStmt;
import com.github.javaparser.ast.stmt.ReturnStmt;
import dev.bottleneck.catalog.facts.ShortTasks;
import dev.bottleneck.maven.types.Types;
import java.util.Optional;

/**
 * Whether a task is short ({@link ShortTasks}): a lambda that only hands a message on, making a
 * hand-off and no other call than the catalog's value methods and the accessors and constructors of
 * data classes, the module's own or a library's; or a lambda that only returns a value it holds.
 */
final class HandOffTasks {
  private HandOffTasks() {}

  static boolean isShort(Types types, Expression task) {
    return returnsHeldValue(task) || onlyHandsOff(types, task);
  }

  /**
   * A lambda whose body, or its block's one {@code return}, is a name, a literal, {@code this} or a
   * field read through names: no call, no operator.
   */
  static boolean returnsHeldValue(Expression task) {
    if (!(task instanceof LambdaExpr lambda)) {
      return false;
    }
    Optional<Expression> value = lambda.getExpressionBody();
    if (lambda.getBody() instanceof BlockStmt block
        && block.getStatements().size() == 1
        && block.getStatement(0) instanceof ReturnStmt returned) {
      value = returned.getExpression();
    }
    return value.filter(HandOffTasks::isHeldValue).isPresent();
  }

  static boolean isHeldValue(Expression value) {
    Expression inner = value;
    while (inner instanceof EnclosedExpr enclosed) {
      inner = enclosed.getInner();
    }
    if (inner instanceof FieldAccessExpr field) {
      return isHeldValue(field.getScope());
    }
    return inner instanceof NameExpr
        || inner instanceof LiteralExpr
        || inner instanceof ThisExpr
        || inner instanceof ClassExpr;
  }

  private static boolean onlyHandsOff(Types types, Expression task) {
    if (!(task instanceof LambdaExpr lambda)) {
      return false;
    }
    boolean handsOff = false;
    for (Node node : lambda.getBody().findAll(Node.class)) {
      if (node instanceof MethodReferenceExpr) {
        return false;
      }
      if (node instanceof MethodCallExpr || node instanceof ObjectCreationExpr) {
        ApiMatchers.Call call = ApiMatchers.call(types, node);
        if (call.matchesAny(ShortTasks.HAND_OFFS)) {
          handsOff = true;
        } else if (!call.matchesAny(ShortTasks.VALUE_METHODS) && !buildsValue(types, node, call)) {
          return false;
        }
      }
    }
    return handsOff;
  }

  /** An accessor or constructor of a data class. */
  private static boolean buildsValue(Types types, Node node, ApiMatchers.Call call) {
    Optional<String> type;
    if (node instanceof ObjectCreationExpr creation) {
      type = creation.getAnonymousClassBody().isPresent() ? Optional.empty() : call.created();
    } else {
      MethodCallExpr method = (MethodCallExpr) node;
      type =
          ShortTasks.isAccessor(method.getNameAsString(), method.getArguments().size())
              ? call.receiver()
              : Optional.empty();
    }
    return type.filter(ShortTasks::isDataType).isPresent();
  }
}
