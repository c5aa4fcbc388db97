package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.expr.BinaryExpr;
import com.github.javaparser.ast.expr.LambdaExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NullLiteralExpr;
import dev.bottleneck.catalog.facts.RunOncePlaces;
import dev.bottleneck.maven.types.Types;
import java.util.Optional;

/**
 * Whether a store into a field or a shared reference is lazy initialization: the double-checked
 * form tests for null before it stores; a method that returns a value and tests nothing replaces
 * the kept object on every call. Decides as the Error Prone checks' {@code RunsOnce} does.
 */
final class NullChecks {
  private NullChecks() {}

  /**
   * A store into a field that replaces the kept object on every call: in a method that returns a
   * value and checks nothing for null ({@code getContext(type) { this.context =
   * JAXBContext.newInstance(type); return context; }}). A void method that only stores is set-up
   * code whose callers decide how often it runs.
   */
  static boolean replacedOnEveryCall(Types types, Node store) {
    return body(store)
        .filter(
            body ->
                body instanceof MethodDeclaration method
                    && !method.getType().isVoidType()
                    && !hasNullCheck(types, method))
        .isPresent();
  }

  /** Whether the method or lambda around {@code node} compares anything with null. */
  static boolean hasNullCheckAround(Types types, Node node) {
    return body(node).filter(body -> hasNullCheck(types, body)).isPresent();
  }

  private static Optional<Node> body(Node node) {
    return node.findAncestor(
        n -> n instanceof CallableDeclaration<?> || n instanceof LambdaExpr, Node.class);
  }

  private static boolean hasNullCheck(Types types, Node body) {
    return body.findFirst(
                BinaryExpr.class,
                binary ->
                    (binary.getOperator() == BinaryExpr.Operator.EQUALS
                            || binary.getOperator() == BinaryExpr.Operator.NOT_EQUALS)
                        && (binary.getLeft() instanceof NullLiteralExpr
                            || binary.getRight() instanceof NullLiteralExpr))
            .isPresent()
        || body.findFirst(
                MethodCallExpr.class,
                call ->
                    RunOncePlaces.NULL_CHECKS.named(call.getNameAsString())
                        && ApiMatchers.call(types, call).matches(RunOncePlaces.NULL_CHECKS))
            .isPresent();
  }
}
