package dev.bottleneck.spotbugs;

import dev.bottleneck.catalog.facts.Transactions;
import edu.umd.cs.findbugs.ba.XClass;
import edu.umd.cs.findbugs.ba.XMethod;
import edu.umd.cs.findbugs.classfile.analysis.AnnotatedObject;
import edu.umd.cs.findbugs.classfile.analysis.AnnotationValue;
import edu.umd.cs.findbugs.classfile.analysis.EnumValue;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * Which methods run inside a transaction, from the catalog's {@link Transactions} facts: a method a
 * proxy can intercept (not private, not static) annotated with Spring, Jakarta or javax
 * {@code @Transactional}, or a public method of a class so annotated; the method's own annotation
 * overrides the class's, and an overridden method's annotation counts as Spring reads it.
 * Propagations that run without a transaction are not transactional; a
 * {@code @TransactionalEventListener} runs in the publisher's transaction only before commit.
 */
final class TransactionalMethods {
  private final Types types;

  TransactionalMethods(Types types) {
    this.types = types;
  }

  /** Whether the method of an analysed class runs inside a transaction. */
  boolean isTransactional(MethodCode method) {
    return declared(method.ownerName(), method.name(), method.descriptor())
        .map(this::isTransactional)
        .orElse(false);
  }

  /** The method as SpotBugs declares it in {@code owner}: modifiers and annotations. */
  Optional<XMethod> declared(String owner, String name, String descriptor) {
    return types.methods(owner).stream()
        .filter(m -> m.getName().equals(name) && m.getSignature().equals(descriptor))
        .<XMethod>map(m -> m)
        .findFirst();
  }

  private boolean isTransactional(XMethod method) {
    // Proxies cannot intercept these; a self-call from them never starts a transaction.
    if (method.isPrivate() || method.isStatic() || method.isSynthetic() || method.isBridge()) {
      return false;
    }
    Optional<AnnotationValue> own = transactional(method);
    if (own.isPresent()) {
      return startsTransaction(own.get());
    }
    AnnotationValue listener = annotation(method, Transactions.TRANSACTIONAL_EVENT_LISTENER);
    if (listener != null) {
      return enumValue(listener, Transactions.LISTENER_PHASE)
          .filter(Transactions.LISTENER_INSIDE_PHASE::equals)
          .isPresent();
    }
    List<XMethod> overridden = overridden(method);
    for (XMethod declared : overridden) {
      Optional<AnnotationValue> inherited = transactional(declared);
      if (inherited.isPresent()) {
        // Spring reads the annotation of the interface or superclass method that is implemented.
        return startsTransaction(inherited.get());
      }
    }
    if (!method.isPublic()) {
      return false;
    }
    Optional<AnnotationValue> classLevel = classLevel(method.getClassName());
    if (classLevel.isPresent()) {
      return startsTransaction(classLevel.get());
    }
    // An annotated interface counts for the methods of it that the class implements.
    return overridden.stream()
        .map(declared -> types.find(declared.getClassName()))
        .flatMap(Optional::stream)
        .filter(XClass::isInterface)
        .map(this::transactional)
        .flatMap(Optional::stream)
        .findFirst()
        .map(TransactionalMethods::startsTransaction)
        .orElse(false);
  }

  /** The methods of the superclasses and interfaces that {@code method} overrides. */
  private List<XMethod> overridden(XMethod method) {
    List<String> supertypes = new ArrayList<>(types.superclasses(method.getClassName()));
    types.supertypes(method.getClassName()).stream()
        .filter(type -> !supertypes.contains(type))
        .sorted()
        .forEach(supertypes::add);
    List<XMethod> overridden = new ArrayList<>();
    for (String type : supertypes) {
      for (XMethod candidate : types.methods(type)) {
        if (candidate.getName().equals(method.getName())
            && sameParameters(candidate.getSignature(), method.getSignature())
            && !candidate.isPrivate()
            && !candidate.isStatic()) {
          overridden.add(candidate);
        }
      }
    }
    return overridden;
  }

  /**
   * Spring's annotation is {@code @Inherited}: a subclass of an annotated class is transactional.
   */
  private Optional<AnnotationValue> classLevel(String owner) {
    List<String> chain = new ArrayList<>();
    chain.add(owner);
    chain.addAll(types.superclasses(owner));
    for (String type : chain) {
      Optional<AnnotationValue> annotation = types.find(type).flatMap(this::transactional);
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
  private Optional<AnnotationValue> transactional(AnnotatedObject annotated) {
    Collection<AnnotationValue> annotations = annotated.getAnnotations();
    Optional<AnnotationValue> direct =
        annotations.stream().filter(TransactionalMethods::isTransactionalAnnotation).findFirst();
    if (direct.isPresent()) {
      return direct;
    }
    return annotations.stream()
        .map(a -> types.find(a.getAnnotationClass().getDottedClassName()))
        .flatMap(Optional::stream)
        .flatMap(type -> type.getAnnotations().stream())
        .filter(TransactionalMethods::isTransactionalAnnotation)
        .findFirst();
  }

  private static boolean isTransactionalAnnotation(AnnotationValue annotation) {
    return Transactions.TRANSACTIONAL_ANNOTATIONS.contains(typeOf(annotation));
  }

  /**
   * Whether the annotation starts or joins a database transaction: not with a propagation that runs
   * without one, nor bound to a message broker's transaction manager.
   */
  private static boolean startsTransaction(AnnotationValue annotation) {
    String type = typeOf(annotation);
    if (enumValue(annotation, Transactions.propagationAttribute(type))
        .filter(Transactions.WITHOUT_TRANSACTION::contains)
        .isPresent()) {
      return false;
    }
    return !type.equals(Transactions.SPRING_TRANSACTIONAL)
        || Transactions.TRANSACTION_MANAGER_ATTRIBUTES.stream()
            .map(annotation::getValue)
            .noneMatch(
                value ->
                    value instanceof String qualifier
                        && Transactions.namesMessagingTransactionManager(qualifier));
  }

  private static AnnotationValue annotation(AnnotatedObject annotated, String type) {
    return annotated.getAnnotations().stream()
        .filter(a -> typeOf(a).equals(type))
        .findFirst()
        .orElse(null);
  }

  private static Optional<String> enumValue(AnnotationValue annotation, String attribute) {
    return annotation.getValue(attribute) instanceof EnumValue value
        ? Optional.of(value.value)
        : Optional.empty();
  }

  /** Whether two method descriptors take the same parameters, whatever they return. */
  static boolean sameParameters(String descriptor, String other) {
    return descriptor
        .substring(0, descriptor.indexOf(')'))
        .equals(other.substring(0, other.indexOf(')')));
  }

  private static String typeOf(AnnotationValue annotation) {
    return annotation.getAnnotationClass().getDottedClassName();
  }
}
