package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Recognizes creations: constructors, static factories, and builder chains started by one. */
final class Creations {
  private static final String BUILD = "build";

  private Creations() {}

  /** The simple name of the created type when {@code creation} instantiates a subtype of one. */
  static Optional<String> constructed(
      Types types, ObjectCreationExpr creation, Set<String> superTypes) {
    for (String superType : superTypes) {
      if (Calls.creates(types, creation, superType)) {
        return Optional.of("new " + creation.getType().getNameWithScope() + "(...)");
      }
    }
    return Optional.empty();
  }

  /**
   * {@code Owner.factory(...)} for a static call whose owner and name appear in {@code factories}
   * (owner qualified name to factory method names).
   */
  static Optional<String> factory(
      Types types, MethodCallExpr call, Map<String, Set<String>> factories) {
    if (call.getScope().isEmpty() && !factories.values().stream()
        .anyMatch(names -> names.contains(call.getNameAsString()))) {
      return Optional.empty();
    }
    Optional<String> owner = Calls.staticOwner(types, call);
    if (owner.isEmpty()) {
      return Optional.empty();
    }
    Set<String> names = factories.get(owner.get());
    if (names == null || !names.contains(call.getNameAsString())) {
      return Optional.empty();
    }
    return Optional.of(simpleName(owner.get()) + "." + call.getNameAsString() + "(...)");
  }

  /**
   * {@code Owner.builder()...build()}: a {@code build()} whose receiver chain starts at one of the
   * {@code builders} factories. A chain that starts at an existing object ({@code mapper.rebuild()},
   * {@code client.newBuilder()}, {@code webClient.mutate()}) derives from a shared instance and is
   * not a creation.
   */
  static Optional<String> built(
      Types types, MethodCallExpr call, Map<String, Set<String>> builders,
      Set<String> builderTypes) {
    if (!call.getNameAsString().equals(BUILD) || call.getScope().isEmpty()) {
      return Optional.empty();
    }
    Expression root = call.getScope().get();
    while (root instanceof MethodCallExpr step
        && step.getScope().filter(MethodCallExpr.class::isInstance).isPresent()) {
      root = step.getScope().get();
    }
    if (root instanceof ObjectCreationExpr creation) {
      return constructed(types, creation, builderTypes).map(start -> start + "...build()");
    }
    if (root instanceof MethodCallExpr start) {
      return factory(types, start, builders).map(factory -> factory + "...build()");
    }
    return Optional.empty();
  }

  static String simpleName(String qualifiedName) {
    return qualifiedName.substring(qualifiedName.lastIndexOf('.') + 1);
  }
}
