package dev.bottleneck.archunit;

import com.tngtech.archunit.core.domain.JavaClass;
import java.util.List;

/** Finds the violations of one rule in one class; the rule wraps it into an ArchUnit condition. */
interface Detector {

  /**
   * Called once per evaluation with every class the rule checks, before any {@link #findings} call;
   * returns the detector to use for this evaluation so that no state leaks between runs.
   */
  default Detector forEvaluation(Imported imported) {
    return this;
  }

  List<Finding> findings(JavaClass javaClass);
}
