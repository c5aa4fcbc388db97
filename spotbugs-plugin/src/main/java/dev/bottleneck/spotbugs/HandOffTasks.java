package dev.bottleneck.spotbugs;

import dev.bottleneck.catalog.facts.ShortTasks;
import java.util.List;

/**
 * Whether a task only hands a message on ({@link ShortTasks}): a lambda, the one the operand stack
 * passes to the call, whose body (and the lambdas it creates) makes a hand-off and no other call
 * than the catalog's value methods and the accessors and constructors of data classes.
 */
final class HandOffTasks {
  private static final List<CallMatcher> HAND_OFFS = CallMatcher.of(ShortTasks.HAND_OFFS);
  private static final List<CallMatcher> VALUE_METHODS = CallMatcher.of(ShortTasks.VALUE_METHODS);

  private HandOffTasks() {}

  static boolean onlyHandsOff(Call receiver, Analysis analysis) {
    boolean handsOff = false;
    for (Call call : receiver.origin().calls()) {
      if (!inTaskOf(call.function(), receiver)) {
        continue;
      }
      if (call.reference()) {
        return false;
      }
      if (CallMatcher.any(HAND_OFFS, call, analysis)) {
        handsOff = true;
      } else if (!CallMatcher.any(VALUE_METHODS, call, analysis) && !buildsValue(call, analysis)) {
        return false;
      }
    }
    return handsOff;
  }

  /** Whether {@code function}, or a function whose body creates it, is passed to the call. */
  private static boolean inTaskOf(Lambda function, Call receiver) {
    for (Lambda lambda = function; lambda != null; lambda = lambda.enclosing()) {
      if (lambda.receivers().contains(receiver)) {
        return true;
      }
    }
    return false;
  }

  /** An accessor or constructor of a data class. */
  private static boolean buildsValue(Call call, Analysis analysis) {
    boolean builds =
        call.isConstructor()
            ? !analysis.program().isAnonymous(call.owner())
            : !call.isStatic() && ShortTasks.isAccessor(call.name(), call.parameterTypes().size());
    return builds && ShortTasks.isDataType(call.ownerName());
  }
}
