package dev.bottleneck.spotbugs;

import dev.bottleneck.catalog.Messages;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.catalog.facts.AsyncApis;
import edu.umd.cs.findbugs.BugReporter;
import edu.umd.cs.findbugs.ba.XMethod;
import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.Type;

/**
 * CommonPoolAsync: the executor-less {@code *Async} methods of {@code CompletableFuture} and {@code
 * CompletionStage} queue on the ForkJoinPool common pool. Instance calls on a subclass that
 * overrides {@code defaultExecutor()} run on that executor and stay silent, as do calls of an async
 * method the subclass declares itself; the static {@code supplyAsync}/{@code runAsync} always use
 * the common pool, whatever class names them. A task that only hands a message to a sender that
 * queues it, or only returns a value it holds ({@link HandOffTasks}), or only stores into a map of
 * its class ({@link OwnMapStores}), is short and does not block: it may share the common pool. So
 * may the fallback of an optional executor ({@link ExecutorFallbacks}), which runs only where the
 * application left the executor out.
 */
public final class CommonPoolAsyncDetector extends BottleneckDetector {
  private static final List<CallMatcher> ASYNC_METHODS = CallMatcher.of(AsyncApis.ASYNC);

  public CommonPoolAsyncDetector(BugReporter reporter) {
    super(reporter);
  }

  @Override
  List<Finding> findings(Analysis analysis) {
    List<Finding> findings = new ArrayList<>();
    StackSources sources = new StackSources();
    for (MethodCode method : analysis.program().methods()) {
      for (Call call : method.calls()) {
        if (call.reference()
            || call.isConstructor()
            || !CallMatcher.any(ASYNC_METHODS, call, analysis)
            || takesExecutor(call, analysis)
            || !call.isStatic() && runsOnOwnExecutor(call, analysis)
            || HandOffTasks.isShort(call, analysis, sources)
            || OwnMapStores.isStore(call, analysis, sources)
            || ExecutorFallbacks.isFallback(call, analysis, sources)) {
          continue;
        }
        findings.add(
            new Finding(
                Rule.COMMON_POOL_ASYNC,
                method,
                call.line(),
                Messages.commonPoolAsync(call.name(), call.isStatic())));
      }
    }
    return findings;
  }

  private static boolean runsOnOwnExecutor(Call call, Analysis analysis) {
    String receiver = call.ownerName();
    return declares(receiver, call.name(), call.parameterTypes().size(), analysis)
        || declares(receiver, AsyncApis.DEFAULT_EXECUTOR, 0, analysis)
        || derivedOnTheLine(call, analysis);
  }

  /**
   * {@code pooled.thenApply(f).thenAcceptAsync(g)}: a future derived through the JDK's methods from
   * one whose class overrides {@code defaultExecutor()} and {@code newIncompleteFuture()} keeps
   * that executor. The class file names plain {@code CompletableFuture} as the second call's
   * receiver; a derivation on such a future on the same line stands for the chain.
   */
  private static boolean derivedOnTheLine(Call call, Analysis analysis) {
    return call.origin().calls().stream()
        .anyMatch(
            step ->
                step.line() == call.line()
                    && !step.equals(call)
                    && !step.reference()
                    && !step.isStatic()
                    && !step.isConstructor()
                    && analysis
                        .types()
                        .isAssignable(step.returnedType(), AsyncApis.COMPLETION_STAGE)
                    && declares(step.ownerName(), AsyncApis.DEFAULT_EXECUTOR, 0, analysis)
                    && declares(step.ownerName(), AsyncApis.NEW_INCOMPLETE_FUTURE, 0, analysis));
  }

  private static boolean takesExecutor(Call call, Analysis analysis) {
    return call.parameterTypes().stream()
        .anyMatch(type -> analysis.types().isAssignable(type, AsyncApis.EXECUTOR));
  }

  /** Whether {@code receiver} or a superclass below {@code CompletableFuture} declares it. */
  private static boolean declares(String receiver, String name, int parameters, Analysis analysis) {
    List<String> chain = new ArrayList<>();
    chain.add(receiver);
    chain.addAll(analysis.types().superclasses(receiver));
    for (String type : chain) {
      if (type.equals(AsyncApis.COMPLETABLE_FUTURE) || type.equals(AsyncApis.COMPLETION_STAGE)) {
        return false;
      }
      for (XMethod method : analysis.types().methods(type)) {
        if (method.getName().equals(name)
            && Type.getArgumentTypes(method.getSignature()).length == parameters) {
          return true;
        }
      }
    }
    return false;
  }
}
