package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.expr.EnclosedExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import dev.bottleneck.maven.types.Types;
import java.util.Collection;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/** Recognizes creations: constructors, static factories, and builder chains started by one. */
final class Creations {
  private static final String BUILD = "build";

  private Creations() {}

  /** {@code new T(...)} of exactly one of {@code types}, or of a subtype when asked. */
  static boolean constructs(
      Types types, ObjectCreationExpr creation, Collection<String> targets, boolean subtypes) {
    Optional<String> created = types.resolve(creation.getType(), creation);
    return created.isPresent()
        && targets.stream()
            .anyMatch(
                target ->
                    subtypes
                        ? types.isSubtype(created.get(), target)
                        : created.get().equals(target));
  }

  /** A static call named one of {@code names} on a class that {@code owner} accepts. */
  static boolean isFactory(
      Types types, MethodCallExpr call, Set<String> names, Predicate<String> owner) {
    return names.contains(call.getNameAsString())
        && Calls.staticOwner(types, call).filter(owner).isPresent();
  }

  /**
   * A {@code build()} whose receiver chain starts at an {@code origin}, with no other {@code
   * build()} in between: a later one derives from an object already built. A chain that starts at
   * an existing object ({@code mapper.rebuild()}, {@code client.newBuilder()}, {@code
   * webClient.mutate()}) derives from a shared instance and is not a creation.
   */
  static boolean isBuiltFrom(MethodCallExpr call, Predicate<Expression> origin) {
    if (!call.getNameAsString().equals(BUILD) || !call.getArguments().isEmpty()) {
      return false;
    }
    Expression receiver = call.getScope().orElse(null);
    while (receiver != null) {
      while (receiver instanceof EnclosedExpr enclosed) {
        receiver = enclosed.getInner();
      }
      if (origin.test(receiver)) {
        return true;
      }
      if (!(receiver instanceof MethodCallExpr step) || step.getNameAsString().equals(BUILD)) {
        return false;
      }
      receiver = step.getScope().orElse(null);
    }
    return false;
  }

  /**
   * How a message names a creation: {@code new T(...)}, {@code T.factory(...)}, {@code ...build()}.
   */
  static String describe(Types types, Expression creation) {
    if (creation instanceof ObjectCreationExpr construction) {
      return "new " + construction.getType().getNameWithScope() + "(...)";
    }
    MethodCallExpr call = (MethodCallExpr) creation;
    if (call.getNameAsString().equals(BUILD)) {
      Expression root = call;
      while (root instanceof MethodCallExpr step && step.getScope().isPresent()) {
        root = step.getScope().get();
      }
      return root + "...build()";
    }
    return Calls.staticOwner(types, call).map(Creations::simpleName).orElse("")
        + "."
        + call.getNameAsString()
        + "(...)";
  }

  static String simpleName(String qualifiedName) {
    return qualifiedName.substring(qualifiedName.lastIndexOf('.') + 1);
  }
}
