package dev.bottleneck.samples.cases.CommonPoolAsync;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;

/** The fix, an executor passed to every async method, and the synchronous forms: silent. */
class AsyncMethodsWithExecutor {
  void withExecutor(CompletableFuture<String> a, CompletableFuture<String> b,
      CompletionStage<String> stage, Executor executor) {
    CompletableFuture.supplyAsync(() -> "quote", executor).thenApplyAsync(s -> s, executor);
    CompletableFuture.runAsync(() -> {}, executor);
    a.thenApplyAsync(String::length, executor);
    a.thenCombineAsync(b, String::concat, executor);
    a.handleAsync((s, e) -> s, executor);
    a.exceptionallyComposeAsync(e -> b, executor);
    a.completeAsync(() -> "late", executor);
    stage.whenCompleteAsync((s, e) -> {}, executor);
  }

  /** The synchronous forms run in the completing thread, not on the common pool. */
  void synchronous(CompletableFuture<String> a, CompletableFuture<String> b) {
    a.thenApply(String::length);
    a.thenCompose(s -> b);
    a.exceptionally(e -> "fallback");
  }
}
