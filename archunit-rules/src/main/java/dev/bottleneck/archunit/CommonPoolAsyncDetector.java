package dev.bottleneck.archunit;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.domain.JavaModifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;

/**
 * Reports the executor-less {@code *Async} methods of {@code CompletableFuture} and
 * {@code CompletionStage}: they queue on the ForkJoinPool common pool, which has one thread per
 * core less one. Instance calls on a {@code CompletableFuture} subclass that overrides
 * {@code defaultExecutor()} run on that executor and stay silent; the static
 * {@code supplyAsync}/{@code runAsync} always use the common pool, whatever class names them.
 */
final class CommonPoolAsyncDetector implements Detector {
  /** The JDK's async methods; a same-named method a user adds to a subclass is not one of them. */
  private static final Set<String> ASYNC_METHODS = Set.of(
      "supplyAsync", "runAsync", "thenApplyAsync", "thenAcceptAsync", "thenRunAsync",
      "thenCombineAsync", "thenAcceptBothAsync", "runAfterBothAsync", "applyToEitherAsync",
      "acceptEitherAsync", "runAfterEitherAsync", "thenComposeAsync", "handleAsync",
      "whenCompleteAsync", "exceptionallyAsync", "exceptionallyComposeAsync", "completeAsync");
  private static final String DEFAULT_EXECUTOR = "defaultExecutor";

  @Override
  public List<Finding> findings(JavaClass javaClass) {
    List<Finding> findings = new ArrayList<>();
    for (JavaMethodCall call : javaClass.getMethodCallsFromSelf()) {
      if (!ASYNC_METHODS.contains(call.getName())
          || !call.getTargetOwner().isAssignableTo(CompletionStage.class)
          || takesExecutor(call)
          || (!isStatic(call) && overridesDefaultExecutor(call.getTargetOwner()))) {
        continue;
      }
      findings.add(new Finding(javaClass, call.getLineNumber(), CallMatcher.describe(call)
          + " runs on the ForkJoinPool common pool (one thread per core less one, shared by the"
          + " whole JVM); pass an Executor sized for this work as the last argument"));
    }
    return findings;
  }

  private static boolean takesExecutor(JavaMethodCall call) {
    return call.getTarget().getRawParameterTypes().stream()
        .anyMatch(type -> type.isAssignableTo(Executor.class));
  }

  private static boolean isStatic(JavaMethodCall call) {
    return call.getTarget().resolveMember()
        .map(method -> method.getModifiers().contains(JavaModifier.STATIC))
        .orElse(false);
  }

  private static boolean overridesDefaultExecutor(JavaClass receiver) {
    for (JavaClass type = receiver; type != null && !type.isEquivalentTo(CompletableFuture.class);
        type = type.getRawSuperclass().orElse(null)) {
      if (type.getMethods().stream().anyMatch(m -> m.getName().equals(DEFAULT_EXECUTOR)
          && m.getRawParameterTypes().isEmpty())) {
        return true;
      }
    }
    return false;
  }
}
