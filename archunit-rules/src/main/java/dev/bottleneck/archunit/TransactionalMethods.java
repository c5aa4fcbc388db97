package dev.bottleneck.archunit;

import com.tngtech.archunit.core.domain.JavaAnnotation;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaEnumConstant;
import com.tngtech.archunit.core.domain.JavaMethod;
import com.tngtech.archunit.core.domain.JavaModifier;
import dev.bottleneck.catalog.facts.Transactions;
import java.util.Optional;
import java.util.Set;

/**
 * Which methods run inside a transaction, from the catalog's {@link Transactions} facts: a method
 * a proxy can intercept (not private, not static) annotated with Spring, Jakarta or javax
 * {@code @Transactional}, or a public method of a class so annotated; the method's own annotation
 * overrides the class's. Propagations that run without a transaction are not transactional; a
 * {@code @TransactionalEventListener} runs in the publisher's transaction only before commit.
 */
final class TransactionalMethods {
  private TransactionalMethods() {}

  static boolean isTransactional(JavaMethod method) {
    Set<JavaModifier> modifiers = method.getModifiers();
    // Proxies cannot intercept these; a self-call from them never starts a transaction.
    if (modifiers.contains(JavaModifier.PRIVATE)
        || modifiers.contains(JavaModifier.STATIC)
        || modifiers.contains(JavaModifier.SYNTHETIC)
        || modifiers.contains(JavaModifier.BRIDGE)) {
      return false;
    }
    Optional<JavaAnnotation<?>> own = transactional(method.getAnnotations());
    if (own.isPresent()) {
      return startsTransaction(own.get());
    }
    if (method.isAnnotatedWith(Transactions.TRANSACTIONAL_EVENT_LISTENER)) {
      return enumValue(
              method.getAnnotationOfType(Transactions.TRANSACTIONAL_EVENT_LISTENER),
              Transactions.LISTENER_PHASE)
          .filter(Transactions.LISTENER_INSIDE_PHASE::equals)
          .isPresent();
    }
    return modifiers.contains(JavaModifier.PUBLIC)
        && classLevel(method.getOwner()).map(TransactionalMethods::startsTransaction).orElse(false);
  }

  /** Spring's annotation is {@code @Inherited}: a subclass of an annotated class is transactional. */
  private static Optional<JavaAnnotation<?>> classLevel(JavaClass owner) {
    for (JavaClass type = owner; type != null; type = type.getRawSuperclass().orElse(null)) {
      Optional<JavaAnnotation<?>> annotation = transactional(type.getAnnotations());
      if (annotation.isPresent()) {
        return annotation;
      }
    }
    return Optional.empty();
  }

  /** The annotation itself, or the one on a composed annotation such as {@code @TransactionalService}. */
  private static Optional<JavaAnnotation<?>> transactional(Set<? extends JavaAnnotation<?>> annotations) {
    Optional<JavaAnnotation<?>> direct = annotations.stream()
        .filter(TransactionalMethods::isTransactionalAnnotation)
        .<JavaAnnotation<?>>map(a -> a)
        .findFirst();
    if (direct.isPresent()) {
      return direct;
    }
    return annotations.stream()
        .flatMap(a -> a.getRawType().getAnnotations().stream())
        .filter(TransactionalMethods::isTransactionalAnnotation)
        .<JavaAnnotation<?>>map(a -> a)
        .findFirst();
  }

  private static boolean isTransactionalAnnotation(JavaAnnotation<?> annotation) {
    return Transactions.TRANSACTIONAL_ANNOTATIONS.contains(annotation.getRawType().getName());
  }

  private static boolean startsTransaction(JavaAnnotation<?> annotation) {
    String property = Transactions.propagationAttribute(annotation.getRawType().getName());
    return enumValue(annotation, property)
        .filter(Transactions.WITHOUT_TRANSACTION::contains)
        .isEmpty();
  }

  private static Optional<String> enumValue(JavaAnnotation<?> annotation, String property) {
    return annotation.get(property)
        .filter(JavaEnumConstant.class::isInstance)
        .map(value -> ((JavaEnumConstant) value).name());
  }
}
