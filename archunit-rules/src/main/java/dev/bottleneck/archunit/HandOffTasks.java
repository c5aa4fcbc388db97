package dev.bottleneck.archunit;

import com.tngtech.archunit.core.domain.JavaCall;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaCodeUnitAccess;
import com.tngtech.archunit.core.domain.JavaCodeUnitReference;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import dev.bottleneck.catalog.facts.ShortTasks;
import java.util.List;

/**
 * Whether a task only hands a message on ({@link ShortTasks}): the lambda passed to the call (its
 * accesses found by {@link LambdaSites}) makes a hand-off and no other call than the catalog's
 * value methods and the accessors and constructors of data classes.
 */
final class HandOffTasks {
  private static final List<CallMatcher> HAND_OFFS = ApiMatchers.matchers(ShortTasks.HAND_OFFS);
  private static final List<CallMatcher> VALUE_METHODS =
      ApiMatchers.matchers(ShortTasks.VALUE_METHODS);

  private HandOffTasks() {}

  static boolean onlyHandsOff(JavaMethodCall receiver) {
    boolean handsOff = false;
    for (JavaCodeUnitAccess<?> access :
        receiver.getOrigin().getAccessesFromSelf().stream()
            .filter(JavaCodeUnitAccess.class::isInstance)
            .<JavaCodeUnitAccess<?>>map(JavaCodeUnitAccess.class::cast)
            .toList()) {
      if (!access.isDeclaredInLambda() && !(access instanceof JavaCodeUnitReference<?>)
          || !LambdaSites.receivers(access).contains(receiver)) {
        continue;
      }
      if (access instanceof JavaCodeUnitReference<?>) {
        return false;
      }
      if (HAND_OFFS.stream().anyMatch(matcher -> matcher.matches(access))) {
        handsOff = true;
      } else if (VALUE_METHODS.stream().noneMatch(matcher -> matcher.matches(access))
          && !buildsValue((JavaCall<?>) access)) {
        return false;
      }
    }
    return handsOff;
  }

  /** An accessor or constructor of a data class. */
  private static boolean buildsValue(JavaCall<?> call) {
    JavaClass owner = call.getTargetOwner();
    boolean builds =
        call.getName().equals(CallMatcher.CONSTRUCTOR)
            ? !owner.isAnonymousClass()
            : ShortTasks.isAccessor(call.getName(), call.getTarget().getRawParameterTypes().size());
    return builds && ShortTasks.isDataType(owner.getName());
  }
}
