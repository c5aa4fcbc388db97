package dev.bottleneck.checks;

import com.google.errorprone.VisitorState;
import com.google.errorprone.util.ASTHelpers;
import com.sun.tools.javac.code.Symbol;
import com.sun.tools.javac.code.Symbol.ClassSymbol;
import com.sun.tools.javac.code.Symbol.MethodSymbol;
import com.sun.tools.javac.code.Type;
import dev.bottleneck.catalog.facts.Transactions;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;

/**
 * Decides whether a method runs in a transaction that it starts or joins through a proxy: Spring,
 * Jakarta or javax {@code @Transactional} on the method, or on its class (or a superclass, the
 * annotations being inherited) for public methods, unless the propagation runs without one. A
 * {@code @TransactionalEventListener} runs in the publisher's transaction only in phase {@code
 * BEFORE_COMMIT}.
 */
final class TransactionalMethods {
  private TransactionalMethods() {}

  static boolean isTransactional(MethodSymbol method, VisitorState state) {
    // Proxies cannot intercept these; a self-call from them never starts a transaction.
    if (method.isStatic()
        || method.isConstructor()
        || method.getModifiers().contains(Modifier.PRIVATE)) {
      return false;
    }
    Optional<AnnotationMirror> own = transactional(method);
    if (own.isPresent()) {
      return startsOrJoins(own.get());
    }
    Optional<AnnotationMirror> listener =
        annotation(method, Transactions.TRANSACTIONAL_EVENT_LISTENER);
    if (listener.isPresent()) {
      // Runs in the publisher's transaction before commit, or after it has completed.
      return enumAttribute(listener.get(), Transactions.LISTENER_PHASE)
          .filter(Transactions.LISTENER_INSIDE_PHASE::equals)
          .isPresent();
    }
    Set<MethodSymbol> overridden = ASTHelpers.findSuperMethods(method, state.getTypes());
    for (MethodSymbol declared : overridden) {
      Optional<AnnotationMirror> inherited = transactional(declared);
      if (inherited.isPresent()) {
        // Spring reads the annotation of the interface or superclass method that is implemented.
        return startsOrJoins(inherited.get());
      }
    }
    if (!method.getModifiers().contains(Modifier.PUBLIC)) {
      return false;
    }
    for (ClassSymbol type = (ClassSymbol) method.owner; type != null; type = superclass(type)) {
      Optional<AnnotationMirror> inherited = transactional(type);
      if (inherited.isPresent()) {
        return startsOrJoins(inherited.get());
      }
    }
    // An annotated interface counts for the methods of it that the class implements.
    for (MethodSymbol declared : overridden) {
      if (declared.owner.isInterface()) {
        Optional<AnnotationMirror> inherited = transactional(declared.owner);
        if (inherited.isPresent()) {
          return startsOrJoins(inherited.get());
        }
      }
    }
    return false;
  }

  /** The transactional annotation on the element, directly or as a composed annotation. */
  private static Optional<AnnotationMirror> transactional(Symbol element) {
    for (AnnotationMirror annotation : element.getAnnotationMirrors()) {
      if (Transactions.TRANSACTIONAL_ANNOTATIONS.contains(typeName(annotation))) {
        return Optional.of(annotation);
      }
    }
    for (AnnotationMirror annotation : element.getAnnotationMirrors()) {
      for (AnnotationMirror meta :
          annotation.getAnnotationType().asElement().getAnnotationMirrors()) {
        if (typeName(meta).equals(Transactions.SPRING_TRANSACTIONAL)) {
          return Optional.of(meta);
        }
      }
    }
    return Optional.empty();
  }

  /**
   * Whether the annotation starts or joins a database transaction: not with a propagation that runs
   * without one, nor bound to a message broker's transaction manager.
   */
  private static boolean startsOrJoins(AnnotationMirror annotation) {
    String attribute = Transactions.propagationAttribute(typeName(annotation));
    if (enumAttribute(annotation, attribute)
        .filter(Transactions.WITHOUT_TRANSACTION::contains)
        .isPresent()) {
      return false;
    }
    return !typeName(annotation).equals(Transactions.SPRING_TRANSACTIONAL)
        || annotation.getElementValues().entrySet().stream()
            .filter(
                entry ->
                    Transactions.TRANSACTION_MANAGER_ATTRIBUTES.contains(
                        entry.getKey().getSimpleName().toString()))
            .map(entry -> entry.getValue().getValue())
            .noneMatch(
                value ->
                    value instanceof String qualifier
                        && Transactions.namesMessagingTransactionManager(qualifier));
  }

  private static Optional<AnnotationMirror> annotation(Symbol element, String type) {
    return element.getAnnotationMirrors().stream()
        .map(AnnotationMirror.class::cast)
        .filter(annotation -> typeName(annotation).equals(type))
        .findFirst();
  }

  /** The name of the enum constant given explicitly for {@code attribute}. */
  private static Optional<String> enumAttribute(AnnotationMirror annotation, String attribute) {
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry :
        annotation.getElementValues().entrySet()) {
      if (entry.getKey().getSimpleName().contentEquals(attribute)
          && entry.getValue().getValue() instanceof VariableElement constant) {
        return Optional.of(constant.getSimpleName().toString());
      }
    }
    return Optional.empty();
  }

  private static String typeName(AnnotationMirror annotation) {
    return ((TypeElement) annotation.getAnnotationType().asElement()).getQualifiedName().toString();
  }

  private static ClassSymbol superclass(ClassSymbol type) {
    Type superclass = type.getSuperclass();
    return superclass != null && superclass.tsym instanceof ClassSymbol parent ? parent : null;
  }
}
