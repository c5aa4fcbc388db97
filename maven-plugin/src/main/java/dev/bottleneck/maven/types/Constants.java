package dev.bottleneck.maven.types;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.ClassOrInterfaceDeclaration;
import com.github.javaparser.ast.body.FieldDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.BinaryExpr;
import com.github.javaparser.ast.expr.CastExpr;
import com.github.javaparser.ast.expr.ConditionalExpr;
import com.github.javaparser.ast.expr.EnclosedExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.LiteralExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.NullLiteralExpr;
import com.github.javaparser.ast.expr.UnaryExpr;
import com.github.javaparser.ast.nodeTypes.modifiers.NodeWithFinalModifier;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Compile-time constants in the sense of JLS 15.29, as far as the sources show them: literals,
 * operators over constants, and final variables of primitive or String type initialized with a
 * constant. A constant of another class that the sources do not declare is taken to be one when it
 * is named like one ({@code Type.NAME} or a static import {@code NAME}): wrongly calling a value
 * constant only silences a finding, never invents one.
 */
public final class Constants {
  private static final Pattern CONSTANT_NAME = Pattern.compile("[A-Z][A-Z0-9_]*");
  private static final Set<String> VALUE_TYPES =
      Set.of(
          "java.lang.String",
          "java.lang.Integer",
          "java.lang.Long",
          "java.lang.Boolean",
          "java.lang.Character",
          "java.lang.Byte",
          "java.lang.Short",
          "java.lang.Double",
          "java.lang.Float");

  private Constants() {}

  public static boolean isConstant(Types types, Expression expression) {
    if (expression instanceof NullLiteralExpr) {
      return false;
    }
    if (expression instanceof LiteralExpr) {
      return true;
    }
    if (expression instanceof EnclosedExpr enclosed) {
      return isConstant(types, enclosed.getInner());
    }
    if (expression instanceof CastExpr cast) {
      return isConstant(types, cast.getExpression());
    }
    if (expression instanceof UnaryExpr unary) {
      return isConstant(types, unary.getExpression());
    }
    if (expression instanceof BinaryExpr binary) {
      return isConstant(types, binary.getLeft()) && isConstant(types, binary.getRight());
    }
    if (expression instanceof ConditionalExpr conditional) {
      return isConstant(types, conditional.getCondition())
          && isConstant(types, conditional.getThenExpr())
          && isConstant(types, conditional.getElseExpr());
    }
    if (expression instanceof NameExpr name) {
      Optional<Variables.Variable> variable = types.variable(name);
      if (variable.isPresent()) {
        return isConstantVariable(types, variable.get());
      }
      return CONSTANT_NAME.matcher(name.getNameAsString()).matches();
    }
    if (expression instanceof FieldAccessExpr access) {
      Optional<String> owner = types.typeReference(access.getScope());
      if (owner.isEmpty()) {
        return false;
      }
      Optional<TypeDeclaration<?>> declaration = types.sourceDeclaration(owner.get());
      if (declaration.isPresent()) {
        Optional<VariableDeclarator> field =
            declaration
                .get()
                .getFieldByName(access.getNameAsString())
                .flatMap(
                    f ->
                        f.getVariables().stream()
                            .filter(v -> v.getNameAsString().equals(access.getNameAsString()))
                            .findFirst());
        return field.isPresent() && isConstantField(types, field.get());
      }
      return CONSTANT_NAME.matcher(access.getNameAsString()).matches();
    }
    return false;
  }

  private static boolean isConstantVariable(Types types, Variables.Variable variable) {
    return variable.declaration() instanceof VariableDeclarator declarator
        && isConstantField(types, declarator);
  }

  /**
   * A final variable of primitive, boxed or String type with a constant initializer; a static final
   * one also with a computed initializer, as the Error Prone check decides: its text never changes,
   * so building it costs nothing per call.
   */
  private static boolean isConstantField(Types types, VariableDeclarator variable) {
    Node owner = variable.getParentNode().orElse(null);
    boolean isFinal =
        owner instanceof NodeWithFinalModifier<?> modifiers && modifiers.isFinal()
            || owner instanceof FieldDeclaration field && isInterfaceField(field);
    boolean isStatic =
        owner instanceof FieldDeclaration field && (field.isStatic() || isInterfaceField(field));
    if (!isFinal || !hasValueType(variable)) {
      return false;
    }
    return isStatic
        || variable.getInitializer().filter(init -> isConstant(types, init)).isPresent();
  }

  private static boolean isInterfaceField(FieldDeclaration field) {
    return field
        .getParentNode()
        .filter(parent -> parent instanceof ClassOrInterfaceDeclaration type && type.isInterface())
        .isPresent();
  }

  private static boolean hasValueType(VariableDeclarator variable) {
    String type = variable.getType().asString();
    return variable.getType().isPrimitiveType()
        || VALUE_TYPES.contains(type)
        || VALUE_TYPES.contains("java.lang." + type);
  }
}
