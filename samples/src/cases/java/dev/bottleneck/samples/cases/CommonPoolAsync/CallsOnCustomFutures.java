package dev.bottleneck.samples.cases.CommonPoolAsync;

import java.util.concurrent.CompletableFuture;

/** Calls on futures that bring their own executor, and the ways around it. */
class CallsOnCustomFutures {
  void calls(PooledFuture<String> pooled, DefaultExecutorOnlyFuture<String> only,
      OverridingAsyncFuture.Child<String> child, OverridingAsyncFuture<String> overriding) {
    pooled.thenApplyAsync(String::length);
    pooled.thenApply(String::trim).thenAcceptAsync(s -> {});
    child.thenRunAsync(() -> {});
    only.thenRunAsync(() -> {});
    overriding.thenApplyAsync(String::length);
  }

  void derivedFuturesLoseTheDefaultExecutor(DefaultExecutorOnlyFuture<String> only) {
    // BUG: Diagnostic contains: CommonPoolAsync
    // thenAcceptAsync
    only.thenApply(String::trim).thenAcceptAsync(s -> {});
  }

  void staticMethodsAreInheritedButUseTheCommonPool() {
    // BUG: Diagnostic contains: CommonPoolAsync
    // supplyAsync
    PooledFuture.supplyAsync(() -> "1".length());
  }

  void upcastHidesTheExecutor(PooledFuture<String> pooled) {
    CompletableFuture<String> upcast = pooled;
    // BUG: Diagnostic contains: CommonPoolAsync
    // thenRunAsync
    upcast.thenRunAsync(() -> {});
  }
}
