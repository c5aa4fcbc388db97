package dev.bottleneck.archunit;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.domain.properties.HasParameterTypes;
import java.util.List;

/** Whether two methods have the same signature: the name and the erased parameter types. */
final class Signatures {
  private Signatures() {}

  /** The erased parameter types of a method or of a call's target, by binary name. */
  static List<String> parameters(HasParameterTypes unit) {
    return unit.getRawParameterTypes().stream().map(JavaClass::getName).toList();
  }

  /** Whether {@code candidate} is named {@code name} and takes {@code parameters}. */
  static boolean matches(JavaCodeUnit candidate, String name, List<String> parameters) {
    return candidate.getName().equals(name) && parameters(candidate).equals(parameters);
  }
}
