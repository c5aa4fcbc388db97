package dev.bottleneck.archunit;

import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.core.domain.JavaCall;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;

/**
 * Where a lambda body or method reference is handed to. ArchUnit attributes the accesses inside a
 * lambda to the method that declares it ({@link JavaAccess#isDeclaredInLambda()}), but not to the
 * call that receives it; bytecode keeps no direct link either. javac numbers a call by the line of
 * its opening parenthesis, which precedes the lambda's body, so the receiving call is taken to be
 * on the nearest line at or above the access among the calls made outside lambdas. When several
 * calls share that line, one matching call is enough.
 */
final class LambdaSites {
  private LambdaSites() {}

  /** Whether the lambda or reference {@code access} sits in is passed to a call that matches. */
  static boolean passedTo(JavaAccess<?> access, Predicate<JavaCall<?>> receiver) {
    return receivers(access).stream().anyMatch(receiver);
  }

  /** The calls that may receive the lambda or reference {@code access} sits in. */
  static List<JavaCall<?>> receivers(JavaAccess<?> access) {
    List<JavaCall<?>> outside =
        access.getOrigin().getCallsFromSelf().stream()
            .filter(
                call ->
                    !call.isDeclaredInLambda() && call.getLineNumber() <= access.getLineNumber())
            .<JavaCall<?>>map(call -> call)
            .toList();
    int nearest = outside.stream().mapToInt(JavaCall::getLineNumber).max().orElse(-1);
    return outside.stream()
        .filter(call -> call.getLineNumber() == nearest)
        .sorted(Comparator.comparing(call -> call.getTarget().getFullName()))
        .toList();
  }
}
