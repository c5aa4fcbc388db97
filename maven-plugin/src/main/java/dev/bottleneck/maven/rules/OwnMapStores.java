package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.FieldDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.AnnotationExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.LambdaExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.expr.ThisExpr;
import com.github.javaparser.ast.nodeTypes.NodeWithAnnotations;
import com.github.javaparser.ast.stmt.BlockStmt;
import com.github.javaparser.ast.stmt.ExpressionStmt;
import com.github.javaparser.ast.type.ClassOrInterfaceType;
import com.github.javaparser.ast.type.Type;
import dev.bottleneck.catalog.facts.ShortTasks;
import dev.bottleneck.maven.types.Types;
import java.util.Optional;

/**
 * Whether a task only stores into or reads from a map of its own class ({@link
 * ShortTasks#OWN_MAPS}): one store or read of a private final field initialized with a new
 * in-memory map, which the file uses through such calls alone, with held values as arguments.
 */
final class OwnMapStores {
  private OwnMapStores() {}

  static boolean isStore(Types types, Expression task) {
    if (!(task instanceof LambdaExpr lambda)
        || !(onlyExpression(lambda).orElse(null) instanceof MethodCallExpr call)
        || !ApiMatchers.call(types, call).matchesAny(ShortTasks.MAP_STORES)
        || !call.getArguments().stream().allMatch(HandOffTasks::isHeldValue)) {
      return false;
    }
    Optional<VariableDeclarator> field = call.getScope().flatMap(scope -> fieldOf(types, scope));
    return field.isPresent()
        && field
            .get()
            .findAncestor(FieldDeclaration.class)
            .filter(declaration -> declaration.isPrivate() && declaration.isFinal())
            .isPresent()
        && createsOwnMap(types, field.get())
        && keysResolveNothing(types, field.get())
        && !lombokAccessor(types, field.get())
        && usedForStoresOnly(types, field.get());
  }

  /** The lambda's expression, or the expression of its block's one statement. */
  private static Optional<Expression> onlyExpression(LambdaExpr lambda) {
    if (lambda.getBody() instanceof BlockStmt block
        && block.getStatements().size() == 1
        && block.getStatement(0) instanceof ExpressionStmt statement) {
      return Optional.of(statement.getExpression());
    }
    return lambda.getExpressionBody();
  }

  /** The field a receiver names, {@code map} or {@code this.map}, if declared in this file. */
  private static Optional<VariableDeclarator> fieldOf(Types types, Expression receiver) {
    boolean named =
        receiver instanceof NameExpr
            || receiver instanceof FieldAccessExpr access
                && access.getScope() instanceof ThisExpr self
                && self.getTypeName().isEmpty();
    return named ? ExecutorFallbacks.fieldOf(types, receiver) : Optional.empty();
  }

  private static boolean createsOwnMap(Types types, VariableDeclarator field) {
    return field.getInitializer().orElse(null) instanceof ObjectCreationExpr creation
        && creation.getAnonymousClassBody().isEmpty()
        && ApiMatchers.call(types, creation).matchesAny(ShortTasks.OWN_MAPS);
  }

  /**
   * A key type that is a JDK value type ({@link ShortTasks#VALUE_KEYS}): the first type argument of
   * the field's map type, a class, not a type variable or a wildcard.
   */
  private static boolean keysResolveNothing(Types types, VariableDeclarator field) {
    Type type = field.getType();
    if (!(type instanceof ClassOrInterfaceType map)
        || map.getTypeArguments().map(arguments -> arguments.size() != 2).orElse(true)) {
      return false;
    }
    Type key = map.getTypeArguments().get().get(0);
    return key.isClassOrInterfaceType()
        && types
            .resolve(key, field)
            .filter(name -> ShortTasks.VALUE_KEYS.contains(name))
            .isPresent();
  }

  /**
   * Whether Lombok generates an accessor for the field ({@link ShortTasks#ACCESSOR_ANNOTATIONS} on
   * it or on an enclosing type): source read before Lombok runs has no getter to see, and its
   * callers are in other files.
   */
  private static boolean lombokAccessor(Types types, VariableDeclarator field) {
    Optional<Node> at = field.getParentNode();
    while (at.isPresent()) {
      if (at.get() instanceof NodeWithAnnotations<?> annotated) {
        for (AnnotationExpr annotation : annotated.getAnnotations()) {
          String name = annotation.getNameAsString();
          if (ShortTasks.ACCESSOR_ANNOTATIONS.contains(
              types.resolve(name, annotation).orElse(name))) {
            return true;
          }
        }
      }
      at = at.get().getParentNode();
    }
    return false;
  }

  /**
   * Whether every use of the field in this file is the receiver of a store or read. A private field
   * is used nowhere else.
   */
  private static boolean usedForStoresOnly(Types types, VariableDeclarator field) {
    String name = field.getNameAsString();
    CompilationUnit unit = field.findCompilationUnit().orElse(null);
    if (unit == null) {
      return false;
    }
    for (NameExpr use : unit.findAll(NameExpr.class, n -> n.getNameAsString().equals(name))) {
      boolean same = types.variable(use).map(v -> v.declaration() == field).orElse(true);
      if (same && !isStoreReceiver(types, use)) {
        return false;
      }
    }
    for (FieldAccessExpr use :
        unit.findAll(FieldAccessExpr.class, f -> f.getNameAsString().equals(name))) {
      if (!isStoreReceiver(types, use)) {
        return false;
      }
    }
    return true;
  }

  private static boolean isStoreReceiver(Types types, Expression use) {
    Node parent = use.getParentNode().orElse(null);
    return parent instanceof MethodCallExpr call
        && call.getScope().filter(scope -> scope == use).isPresent()
        && ApiMatchers.call(types, call).matchesAny(ShortTasks.MAP_STORES);
  }
}
