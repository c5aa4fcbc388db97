package dev.bottleneck.maven.rules;

import static dev.bottleneck.maven.rules.EagerLogMessageRule.unwrap;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.expr.AssignExpr;
import com.github.javaparser.ast.expr.BinaryExpr;
import com.github.javaparser.ast.expr.BooleanLiteralExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.LambdaExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.NullLiteralExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.expr.SuperExpr;
import com.github.javaparser.ast.expr.ThisExpr;
import com.github.javaparser.ast.expr.UnaryExpr;
import com.github.javaparser.ast.stmt.BlockStmt;
import com.github.javaparser.ast.stmt.IfStmt;
import com.github.javaparser.ast.stmt.ReturnStmt;
import com.github.javaparser.ast.stmt.Statement;
import dev.bottleneck.catalog.facts.RunOncePlaces;
import dev.bottleneck.maven.types.Types;
import dev.bottleneck.maven.types.Variables;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * A check that lets code through until that code has run once: the then-block of {@code if (field
 * == null)} that assigns the field, of {@code if (!flag)} that sets the flag, of {@code if
 * (!last.equals(value))} that stores the value, of {@code if (!map.containsKey(key))} that puts the
 * key; and the code after {@code if (field != null) return;} or {@code if (flag) return;} in a
 * method that sets the field or flag. A condition may join such a check with others by {@code &&}.
 * What the guard lets through runs once per object (per key, per new value), as lazy initialization
 * does. Decides as the Error Prone checks' {@code OnceGuards} does.
 */
final class OnceGuards {
  private OnceGuards() {}

  /**
   * Whether {@code child}, a direct child of {@code parent}, runs only while a guard is open: it is
   * the then-statement of a closing guard, or a statement after an early return that closes.
   */
  static boolean opensOnce(Types types, Node parent, Node child) {
    if (parent instanceof IfStmt guard && guard.getThenStmt() == child) {
      return conjuncts(guard.getCondition()).stream()
          .anyMatch(check -> closedBy(types, check, guard.getThenStmt()));
    }
    if (parent instanceof BlockStmt block) {
      Optional<Node> body = bodyOf(block);
      for (Statement statement : block.getStatements()) {
        if (statement == child) {
          return false;
        }
        if (body.isPresent() && closedEarlyReturn(types, statement, body.get())) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * {@code if (field != null) return;} or {@code if (flag) return;} in a method that sets the field
   * to something, or the flag to true, itself.
   */
  private static boolean closedEarlyReturn(Types types, Statement statement, Node body) {
    if (!(statement instanceof IfStmt guard) || guard.getElseStmt().isPresent()) {
      return false;
    }
    Statement then = guard.getThenStmt();
    boolean returns =
        then instanceof ReturnStmt
            || then instanceof BlockStmt block
                && block.getStatements().size() == 1
                && block.getStatement(0) instanceof ReturnStmt;
    if (!returns) {
      return false;
    }
    Expression check = unwrap(guard.getCondition());
    if (check instanceof BinaryExpr binary
        && binary.getOperator() == BinaryExpr.Operator.NOT_EQUALS) {
      Optional<String> field = comparedWithNull(types, binary);
      return field.isPresent() && assigns(types, body, field.get(), OnceGuards::notNull);
    }
    Optional<String> flag = fieldName(types, check);
    return flag.isPresent() && assigns(types, body, flag.get(), OnceGuards::isTrue);
  }

  /** Whether {@code block}, run once, makes {@code check} false for every later call. */
  private static boolean closedBy(Types types, Expression check, Node block) {
    if (check instanceof BinaryExpr binary && binary.getOperator() == BinaryExpr.Operator.EQUALS) {
      Optional<String> field = comparedWithNull(types, binary);
      return field.isPresent() && assigns(types, block, field.get(), OnceGuards::notNull);
    }
    if (!(check instanceof UnaryExpr not)
        || not.getOperator() != UnaryExpr.Operator.LOGICAL_COMPLEMENT) {
      return false;
    }
    Expression negated = unwrap(not.getExpression());
    Optional<String> flag = fieldName(types, negated);
    if (flag.isPresent()) {
      return assigns(types, block, flag.get(), OnceGuards::isTrue);
    }
    if (!(negated instanceof MethodCallExpr call)
        || call.getScope().isEmpty()
        || call.getArguments().size() != 1) {
      return false;
    }
    Optional<String> receiver = fieldName(types, call.getScope().get());
    String argument = call.getArgument(0).toString();
    if (receiver.isEmpty()) {
      return false;
    }
    if (call.getNameAsString().equals("equals")) {
      // The last value seen: the block runs again only for a different one.
      return assigns(types, block, receiver.get(), value -> value.toString().equals(argument));
    }
    return ApiMatchers.call(types, call).matches(RunOncePlaces.KEY_LOOKUP)
        && putsKey(types, block, receiver.get(), argument);
  }

  /** Whether {@code block} puts {@code key} into the map field {@code map}. */
  private static boolean putsKey(Types types, Node block, String map, String key) {
    return stores(block, MethodCallExpr.class).stream()
        .anyMatch(
            put ->
                put.getArguments().size() == 2
                    && put.getArgument(0).toString().equals(key)
                    && put.getScope()
                        .flatMap(scope -> fieldName(types, scope))
                        .equals(Optional.of(map))
                    && ApiMatchers.call(types, put).matches(RunOncePlaces.KEY_STORES));
  }

  /** Whether {@code body} assigns the field named {@code field} a value that {@code closes}. */
  private static boolean assigns(
      Types types, Node body, String field, Predicate<Expression> closes) {
    return stores(body, AssignExpr.class).stream()
        .anyMatch(
            assign ->
                assign.getOperator() == AssignExpr.Operator.ASSIGN
                    && fieldName(types, assign.getTarget()).equals(Optional.of(field))
                    && closes.test(unwrap(assign.getValue())));
  }

  /**
   * The nodes of {@code type} in {@code body} that run with it: not those of a lambda or an
   * anonymous class, which may run later or never.
   */
  private static <T extends Node> List<T> stores(Node body, Class<T> type) {
    List<T> found = new ArrayList<>();
    for (T node : body.findAll(type)) {
      boolean deferred =
          node.findAncestor(
                  n ->
                      n == body
                          || n instanceof LambdaExpr
                          || n instanceof ObjectCreationExpr creation
                              && creation.getAnonymousClassBody().isPresent(),
                  Node.class)
              .filter(n -> n != body)
              .isPresent();
      if (!deferred) {
        found.add(node);
      }
    }
    return found;
  }

  private static Optional<String> comparedWithNull(Types types, BinaryExpr binary) {
    if (binary.getRight() instanceof NullLiteralExpr) {
      return fieldName(types, unwrap(binary.getLeft()));
    }
    return binary.getLeft() instanceof NullLiteralExpr
        ? fieldName(types, unwrap(binary.getRight()))
        : Optional.empty();
  }

  /** The name of the field {@code expression} reads: {@code f}, {@code this.f}, {@code T.f}. */
  private static Optional<String> fieldName(Types types, Expression expression) {
    if (expression instanceof FieldAccessExpr access) {
      Expression scope = access.getScope();
      return scope instanceof ThisExpr
              || scope instanceof SuperExpr
              || types.typeReference(scope).isPresent()
          ? Optional.of(access.getNameAsString())
          : Optional.empty();
    }
    return expression instanceof NameExpr name
            && types.variable(name).map(Variables.Variable::field).orElse(false)
        ? Optional.of(name.getNameAsString())
        : Optional.empty();
  }

  private static List<Expression> conjuncts(Expression condition) {
    Expression check = unwrap(condition);
    if (check instanceof BinaryExpr binary && binary.getOperator() == BinaryExpr.Operator.AND) {
      List<Expression> all = new ArrayList<>(conjuncts(binary.getLeft()));
      all.addAll(conjuncts(binary.getRight()));
      return all;
    }
    return List.of(check);
  }

  private static boolean notNull(Expression value) {
    return !(value instanceof NullLiteralExpr);
  }

  private static boolean isTrue(Expression value) {
    return value instanceof BooleanLiteralExpr literal && literal.getValue();
  }

  /** The method, constructor or lambda whose code {@code block} belongs to. */
  private static Optional<Node> bodyOf(BlockStmt block) {
    return block.findAncestor(
        n -> n instanceof CallableDeclaration<?> || n instanceof LambdaExpr, Node.class);
  }
}
