package dev.bottleneck.archunit;

import com.tngtech.archunit.core.domain.JavaAnnotation;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaEnumConstant;
import com.tngtech.archunit.core.domain.JavaMethod;
import com.tngtech.archunit.core.domain.JavaModifier;
import dev.bottleneck.catalog.facts.Transactions;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Which methods run inside a transaction, from the catalog's {@link Transactions} facts: a method a
 * proxy can intercept (not private, not static) annotated with Spring, Jakarta or javax
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
    List<JavaMethod> overridden = overridden(method);
    for (JavaMethod declared : overridden) {
      Optional<JavaAnnotation<?>> inherited = transactional(declared.getAnnotations());
      if (inherited.isPresent()) {
        // Spring reads the annotation of the interface or superclass method that is implemented.
        return startsTransaction(inherited.get());
      }
    }
    if (!modifiers.contains(JavaModifier.PUBLIC)) {
      return false;
    }
    Optional<JavaAnnotation<?>> classLevel = classLevel(method.getOwner());
    if (classLevel.isPresent()) {
      return startsTransaction(classLevel.get());
    }
    // An annotated interface counts for the methods of it that the class implements.
    return overridden.stream()
        .filter(declared -> declared.getOwner().isInterface())
        .map(declared -> transactional(declared.getOwner().getAnnotations()))
        .flatMap(Optional::stream)
        .findFirst()
        .map(TransactionalMethods::startsTransaction)
        .orElse(false);
  }

  /**
   * The methods of the superclasses and interfaces that {@code method} overrides, nearest first.
   */
  private static List<JavaMethod> overridden(JavaMethod method) {
    List<String> parameters = Signatures.parameters(method);
    List<JavaClass> supertypes = new ArrayList<>(method.getOwner().getAllRawSuperclasses());
    supertypes.addAll(method.getOwner().getAllRawInterfaces());
    return supertypes.stream()
        .flatMap(type -> type.getMethods().stream())
        .filter(
            candidate ->
                Signatures.matches(candidate, method.getName(), parameters)
                    && !candidate.getModifiers().contains(JavaModifier.PRIVATE)
                    && !candidate.getModifiers().contains(JavaModifier.STATIC))
        .toList();
  }

  /**
   * Spring's annotation is {@code @Inherited}: a subclass of an annotated class is transactional.
   */
  private static Optional<JavaAnnotation<?>> classLevel(JavaClass owner) {
    for (JavaClass type = owner; type != null; type = type.getRawSuperclass().orElse(null)) {
      Optional<JavaAnnotation<?>> annotation = transactional(type.getAnnotations());
      if (annotation.isPresent()) {
        return annotation;
      }
    }
    return Optional.empty();
  }

  /**
   * The annotation itself, or the one on a composed annotation such as
   * {@code @TransactionalService}.
   */
  private static Optional<JavaAnnotation<?>> transactional(
      Set<? extends JavaAnnotation<?>> annotations) {
    Optional<JavaAnnotation<?>> direct =
        annotations.stream()
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

  /**
   * Whether the annotation starts or joins a database transaction: not with a propagation that runs
   * without one, nor bound to a message broker's transaction manager.
   */
  private static boolean startsTransaction(JavaAnnotation<?> annotation) {
    String property = Transactions.propagationAttribute(annotation.getRawType().getName());
    if (enumValue(annotation, property)
        .filter(Transactions.WITHOUT_TRANSACTION::contains)
        .isPresent()) {
      return false;
    }
    return !annotation.getRawType().getName().equals(Transactions.SPRING_TRANSACTIONAL)
        || Transactions.TRANSACTION_MANAGER_ATTRIBUTES.stream()
            .map(annotation::get)
            .flatMap(Optional::stream)
            .noneMatch(
                value ->
                    value instanceof String qualifier
                        && Transactions.namesMessagingTransactionManager(qualifier));
  }

  private static Optional<String> enumValue(JavaAnnotation<?> annotation, String property) {
    return annotation
        .get(property)
        .filter(JavaEnumConstant.class::isInstance)
        .map(value -> ((JavaEnumConstant) value).name());
  }
}
