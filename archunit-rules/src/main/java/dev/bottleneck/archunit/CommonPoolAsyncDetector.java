package dev.bottleneck.archunit;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.domain.JavaModifier;
import dev.bottleneck.catalog.Messages;
import dev.bottleneck.catalog.facts.AsyncApis;
import java.util.ArrayList;
import java.util.List;

/**
 * Reports the executor-less {@code *Async} methods of {@code CompletableFuture} and {@code
 * CompletionStage}: they queue on the ForkJoinPool common pool, which has one thread per core less
 * one. Instance calls on a {@code CompletableFuture} subclass that overrides {@code
 * defaultExecutor()} run on that executor and stay silent, as do calls of an async method the
 * subclass declares itself (and the compiler's bridge to it); the static {@code supplyAsync}/{@code
 * runAsync} always use the common pool, whatever class names them. A task that only hands a message
 * to a sender that queues it ({@link HandOffTasks}) is short and does not block: it may share the
 * common pool.
 */
final class CommonPoolAsyncDetector implements Detector {
  /** The JDK's async methods, static and instance, from the catalog. */
  private static final List<CallMatcher> ASYNC_METHODS =
      AsyncApis.ASYNC.stream().map(ApiMatchers::matcher).toList();

  @Override
  public List<Finding> findings(JavaClass javaClass) {
    List<Finding> findings = new ArrayList<>();
    for (JavaMethodCall call : javaClass.getMethodCallsFromSelf()) {
      if (ASYNC_METHODS.stream().noneMatch(matcher -> matcher.matches(call))
          || takesExecutor(call)
          || (!isStatic(call) && runsOnOwnExecutor(call))
          || HandOffTasks.onlyHandsOff(call)) {
        continue;
      }
      findings.add(
          new Finding(
              javaClass,
              call.getLineNumber(),
              Messages.commonPoolAsync(call.getName(), isStatic(call))));
    }
    return findings;
  }

  private static boolean runsOnOwnExecutor(JavaMethodCall call) {
    JavaClass receiver = call.getTargetOwner();
    return declares(receiver, call.getName(), call.getTarget().getRawParameterTypes().size())
        || declares(receiver, AsyncApis.DEFAULT_EXECUTOR, 0)
        || derivedOnTheLine(call);
  }

  /**
   * {@code pooled.thenApply(f).thenAcceptAsync(g)}: a future derived through the JDK's methods from
   * one whose class overrides {@code defaultExecutor()} and {@code newIncompleteFuture()} keeps
   * that executor. Bytecode names plain {@code CompletableFuture} as the second call's receiver and
   * keeps no link between the calls; a JDK derivation on such a future on the same line stands for
   * the chain.
   */
  private static boolean derivedOnTheLine(JavaMethodCall call) {
    return call.getOrigin().getMethodCallsFromSelf().stream()
        .anyMatch(
            step ->
                step.getLineNumber() == call.getLineNumber()
                    && !step.equals(call)
                    && !isStatic(step)
                    && step.getTarget()
                        .getRawReturnType()
                        .isAssignableTo(AsyncApis.COMPLETION_STAGE)
                    && declares(step.getTargetOwner(), AsyncApis.DEFAULT_EXECUTOR, 0)
                    && declares(step.getTargetOwner(), AsyncApis.NEW_INCOMPLETE_FUTURE, 0));
  }

  private static boolean takesExecutor(JavaMethodCall call) {
    return call.getTarget().getRawParameterTypes().stream()
        .anyMatch(type -> type.isAssignableTo(AsyncApis.EXECUTOR));
  }

  private static boolean isStatic(JavaMethodCall call) {
    return call.getTarget()
        .resolveMember()
        .map(method -> method.getModifiers().contains(JavaModifier.STATIC))
        .orElse(false);
  }

  /**
   * Whether {@code receiver} or a superclass below {@code CompletableFuture} declares the method.
   */
  private static boolean declares(JavaClass receiver, String name, int parameters) {
    for (JavaClass type = receiver;
        type != null
            && !type.getName().equals(AsyncApis.COMPLETABLE_FUTURE)
            && !type.getName().equals(AsyncApis.COMPLETION_STAGE);
        type = type.getRawSuperclass().orElse(null)) {
      if (type.getMethods().stream()
          .anyMatch(
              m -> m.getName().equals(name) && m.getRawParameterTypes().size() == parameters)) {
        return true;
      }
    }
    return false;
  }
}
