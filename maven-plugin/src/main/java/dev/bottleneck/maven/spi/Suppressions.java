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
import java.util.Optional;

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
      if (isSuppressWarnings(annotation) && keys(annotation).stream().anyMatch(ruleId::equals)) {
        return true;
      }
    }
    return false;
  }

  /** Whether the annotation is {@code @SuppressWarnings}, by its simple or qualified name. */
  public static boolean isSuppressWarnings(AnnotationExpr annotation) {
    String name = annotation.getNameAsString();
    return name.equals(SUPPRESS_WARNINGS) || name.equals(QUALIFIED);
  }

  /**
   * The expression that holds an annotation's keys, its {@code value}: one string or an array of
   * them; empty for a marker annotation, or one without a value.
   */
  public static Optional<Expression> value(AnnotationExpr annotation) {
    if (annotation instanceof SingleMemberAnnotationExpr single) {
      return Optional.of(single.getMemberValue());
    }
    if (annotation instanceof NormalAnnotationExpr normal) {
      return normal.getPairs().stream()
          .filter(pair -> pair.getNameAsString().equals("value"))
          .map(MemberValuePair::getValue)
          .findFirst();
    }
    return Optional.empty();
  }

  private static List<String> keys(AnnotationExpr annotation) {
    Expression value = value(annotation).orElse(null);
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
