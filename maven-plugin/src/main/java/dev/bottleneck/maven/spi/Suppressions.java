package dev.bottleneck.maven.spi;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.expr.AnnotationExpr;
import com.github.javaparser.ast.expr.ArrayInitializerExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.MemberValuePair;
import com.github.javaparser.ast.expr.NormalAnnotationExpr;
import com.github.javaparser.ast.expr.SingleMemberAnnotationExpr;
import com.github.javaparser.ast.expr.StringLiteralExpr;
import com.github.javaparser.ast.nodeTypes.NodeWithAnnotations;
import java.util.List;

/**
 * {@code @SuppressWarnings("RuleId")} on any enclosing declaration, as Error Prone honours it:
 * classes, methods, constructors, fields, parameters and local variables. Like Error Prone, the key
 * {@code "all"} suppresses nothing.
 */
public final class Suppressions {
  private static final String SUPPRESS_WARNINGS = "SuppressWarnings";
  private static final String QUALIFIED = "java.lang.SuppressWarnings";

  private Suppressions() {}

  public static boolean isSuppressed(Node node, String ruleId) {
    for (Node current = node; current != null; current = current.getParentNode().orElse(null)) {
      if (current instanceof NodeWithAnnotations<?> annotated && suppresses(annotated, ruleId)) {
        return true;
      }
    }
    return false;
  }

  private static boolean suppresses(NodeWithAnnotations<?> annotated, String ruleId) {
    for (AnnotationExpr annotation : annotated.getAnnotations()) {
      String name = annotation.getNameAsString();
      if (!name.equals(SUPPRESS_WARNINGS) && !name.equals(QUALIFIED)) {
        continue;
      }
      if (keys(annotation).stream().anyMatch(ruleId::equals)) {
        return true;
      }
    }
    return false;
  }

  private static List<String> keys(AnnotationExpr annotation) {
    Expression value = null;
    if (annotation instanceof SingleMemberAnnotationExpr single) {
      value = single.getMemberValue();
    } else if (annotation instanceof NormalAnnotationExpr normal) {
      value =
          normal.getPairs().stream()
              .filter(pair -> pair.getNameAsString().equals("value"))
              .map(MemberValuePair::getValue)
              .findFirst()
              .orElse(null);
    }
    if (value instanceof StringLiteralExpr literal) {
      return List.of(literal.asString());
    }
    if (value instanceof ArrayInitializerExpr array) {
      return array.getValues().stream()
          .filter(StringLiteralExpr.class::isInstance)
          .map(v -> ((StringLiteralExpr) v).asString())
          .toList();
    }
    return List.of();
  }
}
