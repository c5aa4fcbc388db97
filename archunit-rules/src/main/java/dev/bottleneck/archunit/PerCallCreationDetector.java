package dev.bottleneck.archunit;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.domain.JavaConstructorCall;
import dev.bottleneck.archunit.Creations.Creation;
import dev.bottleneck.catalog.Messages;
import dev.bottleneck.catalog.facts.PerCallSubject;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reports an expensive object created where code runs per call. The three per-call rules differ
 * only in their catalog subject ({@link PerCallSubject}, read through {@link Creations}); where
 * code runs once is {@link RunsOnce}' decision, and an object stored into a field is lazy
 * initialization. A public method that creates and returns the object with no caller among the
 * imported classes is reported, as the source engines report it: its callers are out of sight, and
 * the founding case of the per-call rules was such a factory.
 */
final class PerCallCreationDetector implements Detector {
  private final Creations creations;
  private final RunsOnce once;

  PerCallCreationDetector(PerCallSubject subject) {
    this(new Creations(subject), new RunsOnce());
  }

  private PerCallCreationDetector(Creations creations, RunsOnce once) {
    this.creations = creations;
    this.once = once;
  }

  @Override
  public Detector forEvaluation(Imported imported) {
    return new PerCallCreationDetector(creations, new RunsOnce());
  }

  @Override
  public List<Finding> findings(JavaClass javaClass) {
    List<Finding> findings = new ArrayList<>();
    for (JavaCodeUnit unit : javaClass.getCodeUnits()) {
      for (Creation creation : creations.in(unit)) {
        if (constructsEnclosingClass(unit, creation)
            || once.runsOnce(creation.call())
            || LazyStores.storesLazily(creation.call(), creation.createdType())) {
          continue;
        }
        findings.add(
            new Finding(javaClass, creation.call().getLineNumber(), message(unit, creation)));
      }
    }
    return findings;
  }

  /**
   * {@code new T(...)} inside {@code T} itself or a class nested in it: the type's own copy method
   * ({@code copy()} that Jackson requires every mapper subclass to override), builder or factory.
   * Making instances is what such code is for; its callers decide how often it runs.
   */
  private static boolean constructsEnclosingClass(JavaCodeUnit unit, Creation creation) {
    JavaClass created = creation.call().getTargetOwner();
    if (!(creation.call() instanceof JavaConstructorCall) || created.isAnonymousClass()) {
      return false;
    }
    for (Optional<JavaClass> type = Optional.of(unit.getOwner());
        type.isPresent();
        type = type.get().getEnclosingClass()) {
      if (type.get().equals(created)) {
        return true;
      }
    }
    return false;
  }

  private String message(JavaCodeUnit unit, Creation creation) {
    return Messages.perCallCreation(
        creations.facts(),
        creation.construct(),
        unit.getName(),
        creation.call().isDeclaredInLambda());
  }
}
