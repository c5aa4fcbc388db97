package dev.bottleneck.checks;

import com.sun.tools.javac.code.Symbol;
import com.sun.tools.javac.code.Symbol.ClassSymbol;
import com.sun.tools.javac.code.Symbol.MethodSymbol;
import com.sun.tools.javac.code.Type;
import dev.bottleneck.catalog.facts.Transactions;
import java.util.Map;
import java.util.Optional;
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
 * {@code @TransactionalEventListener} runs in the publisher's transaction only in phase
 * {@code BEFORE_COMMIT}.
 */
final class WideTransactionalScope {
  private WideTransactionalScope() {}

  static boolean isTransactional(MethodSymbol method) {
    // Proxies cannot intercept these; a self-call from them never starts a transaction.
    if (method.isStatic() || method.isConstructor() || method.getModifiers().contains(Modifier.PRIVATE)) {
      return false;
    }
    Optional<AnnotationMirror> own = transactional(method);
    if (own.isPresent()) {
      return startsOrJoins(own.get());
    }
    Optional<AnnotationMirror> listener = annotation(method, Transactions.TRANSACTIONAL_EVENT_LISTENER);
    if (listener.isPresent()) {
      // Runs in the publisher's transaction before commit, or after it has completed.
      return enumAttribute(listener.get(), Transactions.LISTENER_PHASE)
          .filter(Transactions.LISTENER_INSIDE_PHASE::equals).isPresent();
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

  private static boolean startsOrJoins(AnnotationMirror annotation) {
    String attribute = Transactions.propagationAttribute(typeName(annotation));
    return enumAttribute(annotation, attribute)
        .filter(Transactions.WITHOUT_TRANSACTION::contains)
        .isEmpty();
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
