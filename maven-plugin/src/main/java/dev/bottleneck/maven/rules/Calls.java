package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.ImportDeclaration;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.ThisExpr;
import dev.bottleneck.maven.types.Types;
import java.util.Optional;

/** Type-checked matching of calls: the receiver's resolved type, never just the method name. */
final class Calls {
  private Calls() {}

  /** Whether {@code call} is a static call of {@code owner}, qualified or statically imported. */
  static boolean isStatic(Types types, MethodCallExpr call, String owner) {
    return staticOwner(types, call).filter(owner::equals).isPresent();
  }

  /** The class a static call goes to, if {@code call} is one. */
  static Optional<String> staticOwner(Types types, MethodCallExpr call) {
    if (call.getScope().isPresent()) {
      return types.typeReference(call.getScope().get());
    }
    return staticallyImported(call);
  }

  /** Whether {@code call} is an instance method called on {@code superType} or a subtype. */
  static boolean isInstance(Types types, MethodCallExpr call, String superType) {
    return receiver(types, call).filter(type -> types.isSubtype(type, superType)).isPresent();
  }

  /** The static type of the receiver of an instance call; empty for static calls. */
  static Optional<String> receiver(Types types, MethodCallExpr call) {
    Optional<Expression> scope = call.getScope();
    if (scope.isEmpty() || scope.get() instanceof ThisExpr) {
      return staticallyImported(call).isPresent() ? Optional.empty() : types.receiverType(call);
    }
    if (types.typeReference(scope.get()).isPresent()) {
      return Optional.empty();
    }
    return types.typeOf(scope.get());
  }

  private static Optional<String> staticallyImported(MethodCallExpr call) {
    return staticallyImported(call, call.getNameAsString());
  }

  /** The class a single static import in {@code node}'s file imports the member {@code name} of. */
  static Optional<String> staticallyImported(Node node, String name) {
    Optional<CompilationUnit> unit = node.findCompilationUnit();
    if (unit.isEmpty()) {
      return Optional.empty();
    }
    for (ImportDeclaration imported : unit.get().getImports()) {
      if (imported.isStatic()
          && !imported.isAsterisk()
          && imported.getName().getIdentifier().equals(name)) {
        return imported.getName().getQualifier().map(Object::toString);
      }
    }
    return Optional.empty();
  }
}
