package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.LambdaExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.MethodReferenceExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import dev.bottleneck.catalog.facts.ShortTasks;
import dev.bottleneck.maven.types.Types;
import java.util.Optional;

/**
 * Whether a task only hands a message on ({@link ShortTasks}): a lambda that makes a hand-off and
 * no other call than the catalog's value methods and the accessors and constructors of data
 * classes, the module's own or a library's.
 */
final class HandOffTasks {
  private HandOffTasks() {}

  static boolean onlyHandsOff(Types types, Expression task) {
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
