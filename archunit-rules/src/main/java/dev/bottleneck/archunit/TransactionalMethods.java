package dev.bottleneck.archunit;

import com.tngtech.archunit.core.domain.JavaAnnotation;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaEnumConstant;
import com.tngtech.archunit.core.domain.JavaMethod;
import com.tngtech.archunit.core.domain.JavaModifier;
import java.util.Optional;
import java.util.Set;

/**
 * Which methods run inside a transaction: annotated with Spring, Jakarta or javax
 * {@code @Transactional}, or public methods of a class so annotated; the method's own annotation
 * overrides the class's. Propagations that run without a transaction (NOT_SUPPORTED, NEVER,
 * SUPPORTS) and {@code @TransactionalEventListener} methods are not transactional.
 */
final class TransactionalMethods {
  private static final String SPRING_TRANSACTIONAL =
      "org.springframework.transaction.annotation.Transactional";
  private static final Set<String> JTA_TRANSACTIONAL =
      Set.of("jakarta.transaction.Transactional", "javax.transaction.Transactional");
  private static final Set<String> NON_TRANSACTIONAL = Set.of("NOT_SUPPORTED", "NEVER", "SUPPORTS");
  private static final String EVENT_LISTENER =
      "org.springframework.transaction.event.TransactionalEventListener";

  private TransactionalMethods() {}

  static boolean isTransactional(JavaMethod method) {
    if (method.isAnnotatedWith(EVENT_LISTENER)) {
      return false;
    }
    Optional<JavaAnnotation<?>> own = transactional(method.getAnnotations());
    if (own.isPresent()) {
      return startsTransaction(own.get());
    }
    boolean publicInstance = method.getModifiers().contains(JavaModifier.PUBLIC)
        && !method.getModifiers().contains(JavaModifier.STATIC)
        && !method.getModifiers().contains(JavaModifier.SYNTHETIC)
        && !method.getModifiers().contains(JavaModifier.BRIDGE);
    return publicInstance && classLevel(method.getOwner()).map(TransactionalMethods::startsTransaction)
        .orElse(false);
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
    String name = annotation.getRawType().getName();
    return name.equals(SPRING_TRANSACTIONAL) || JTA_TRANSACTIONAL.contains(name);
  }

  private static boolean startsTransaction(JavaAnnotation<?> annotation) {
    String property = annotation.getRawType().getName().equals(SPRING_TRANSACTIONAL) ? "propagation" : "value";
    return annotation.get(property)
        .filter(JavaEnumConstant.class::isInstance)
        .map(value -> !NON_TRANSACTIONAL.contains(((JavaEnumConstant) value).name()))
        .orElse(true);
  }
}
