package dev.bottleneck.archunit;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.domain.JavaModifier;
import dev.bottleneck.catalog.Messages;
import dev.bottleneck.catalog.facts.AsyncApis;
import java.util.ArrayList;
import java.util.List;


/**
 * Reports the executor-less {@code *Async} methods of {@code CompletableFuture} and
 * {@code CompletionStage}: they queue on the ForkJoinPool common pool, which has one thread per
 * core less one. Instance calls on a {@code CompletableFuture} subclass that overrides
 * {@code defaultExecutor()} run on that executor and stay silent; the static
 * {@code supplyAsync}/{@code runAsync} always use the common pool, whatever class names them.
 */
final class CommonPoolAsyncDetector implements Detector {
  /** The JDK's async methods, static and instance, from the catalog. */
  private static final List<CallMatcher> ASYNC_METHODS = AsyncApis.ASYNC.stream().map(ApiMatchers::matcher).toList();

  @Override
  public List<Finding> findings(JavaClass javaClass) {
    List<Finding> findings = new ArrayList<>();
    for (JavaMethodCall call : javaClass.getMethodCallsFromSelf()) {
      if (ASYNC_METHODS.stream().noneMatch(matcher -> matcher.matches(call))
          || takesExecutor(call)
          || (!isStatic(call) && overridesDefaultExecutor(call.getTargetOwner()))) {
        continue;
      }
      findings.add(new Finding(javaClass, call.getLineNumber(),
          Messages.commonPoolAsync(call.getName(), isStatic(call))));
    }
    return findings;
  }

  private static boolean takesExecutor(JavaMethodCall call) {
    return call.getTarget().getRawParameterTypes().stream()
        .anyMatch(type -> type.isAssignableTo(AsyncApis.EXECUTOR));
  }

  private static boolean isStatic(JavaMethodCall call) {
    return call.getTarget().resolveMember()
        .map(method -> method.getModifiers().contains(JavaModifier.STATIC))
        .orElse(false);
  }

  private static boolean overridesDefaultExecutor(JavaClass receiver) {
    for (JavaClass type = receiver; type != null && !type.getName().equals(AsyncApis.COMPLETABLE_FUTURE);
        type = type.getRawSuperclass().orElse(null)) {
      if (type.getMethods().stream().anyMatch(m -> m.getName().equals(AsyncApis.DEFAULT_EXECUTOR)
          && m.getRawParameterTypes().isEmpty())) {
        return true;
      }
    }
    return false;
  }
}
