package dev.bottleneck.archunit;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.domain.JavaFieldAccess;
import com.tngtech.archunit.core.domain.JavaFieldAccess.AccessType;
import dev.bottleneck.archunit.Creations.Creation;
import java.util.ArrayList;
import java.util.List;

/**
 * Reports an expensive object created where code runs per call. The three per-call rules differ
 * only in their {@link Creations}; where code runs once is {@link OncePlaces}' decision, and an
 * object stored straight into a field on the line that creates it is lazy initialization.
 */
final class PerCallDetector implements Detector {
  private final Creations creations;
  private final OncePlaces oncePlaces;

  PerCallDetector(Creations creations) {
    this(creations, new OncePlaces());
  }

  private PerCallDetector(Creations creations, OncePlaces oncePlaces) {
    this.creations = creations;
    this.oncePlaces = oncePlaces;
  }

  @Override
  public Detector forEvaluation(Imported imported) {
    return new PerCallDetector(creations, new OncePlaces());
  }

  @Override
  public List<Finding> findings(JavaClass javaClass) {
    List<Finding> findings = new ArrayList<>();
    for (JavaCodeUnit unit : javaClass.getCodeUnits()) {
      for (Creation creation : creations.in(unit)) {
        if (oncePlaces.runsOnce(creation.call()) || storedInField(unit, creation)
            || isUncalledFactory(unit, creation)) {
          continue;
        }
        findings.add(new Finding(javaClass, creation.call().getLineNumber(), message(unit, creation)));
      }
    }
    return findings;
  }

  /**
   * A method declared to return what it creates, with no caller among the imported classes, is a
   * factory (a builder's {@code build()}, a library's {@code create()}): how often it runs is its
   * callers' business, and they are out of sight. With callers, {@link OncePlaces} judges them.
   */
  private static boolean isUncalledFactory(JavaCodeUnit unit, Creation creation) {
    JavaClass returned = unit.getRawReturnType();
    return unit.isMethod()
        && !creation.call().isDeclaredInLambda()
        && !returned.isEquivalentTo(Object.class)
        && creation.createdType().isAssignableTo(returned.getName())
        && unit.getAccessesToSelf().isEmpty();
  }

  private static boolean storedInField(JavaCodeUnit unit, Creation creation) {
    for (JavaFieldAccess access : unit.getFieldAccesses()) {
      if (access.getAccessType() == AccessType.SET
          && access.getLineNumber() == creation.call().getLineNumber()
          && access.isDeclaredInLambda() == creation.call().isDeclaredInLambda()
          && creation.createdType().isAssignableTo(access.getTarget().getRawType().getName())) {
        return true;
      }
    }
    return false;
  }

  private String message(JavaCodeUnit unit, Creation creation) {
    String where = creation.call().isDeclaredInLambda()
        ? "a lambda in " + unit.getName() + "()"
        : unit.getName() + "()";
    return creations.facts().message(creation.construct()) + " (in " + where + ")";
  }
}
