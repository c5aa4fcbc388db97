package dev.bottleneck.samples.cases.CommonPoolAsync;

import static java.util.concurrent.CompletableFuture.supplyAsync;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * Every async method of CompletableFuture and CompletionStage called without an executor, each with
 * a task that makes a call (a task that only returns a value it holds is a case of ValueTasks).
 */
class AsyncMethodsWithoutExecutor {
  void commonPool(CompletableFuture<String> a, CompletableFuture<String> b, CompletionStage<String> stage) {
    // BUG: Diagnostic contains: CommonPoolAsync
    // supplyAsync
    CompletableFuture.supplyAsync(() -> "quote".trim());
    // BUG: Diagnostic contains: CommonPoolAsync
    // runAsync
    CompletableFuture.runAsync(() -> {});
    // BUG: Diagnostic contains: CommonPoolAsync
    // supplyAsync
    supplyAsync(() -> "statically imported".trim());
    // BUG: Diagnostic contains: CommonPoolAsync
    // thenApplyAsync
    a.thenApplyAsync(String::length);
    // BUG: Diagnostic contains: CommonPoolAsync
    // thenAcceptAsync
    a.thenAcceptAsync(s -> {});
    // BUG: Diagnostic contains: CommonPoolAsync
    // thenRunAsync
    a.thenRunAsync(() -> {});
    // BUG: Diagnostic contains: CommonPoolAsync
    // thenCombineAsync
    a.thenCombineAsync(b, String::concat);
    // BUG: Diagnostic contains: CommonPoolAsync
    // thenAcceptBothAsync
    a.thenAcceptBothAsync(b, (x, y) -> {});
    // BUG: Diagnostic contains: CommonPoolAsync
    // runAfterBothAsync
    a.runAfterBothAsync(b, () -> {});
    // BUG: Diagnostic contains: CommonPoolAsync
    // applyToEitherAsync
    a.applyToEitherAsync(b, String::length);
    // BUG: Diagnostic contains: CommonPoolAsync
    // acceptEitherAsync
    a.acceptEitherAsync(b, s -> {});
    // BUG: Diagnostic contains: CommonPoolAsync
    // runAfterEitherAsync
    a.runAfterEitherAsync(b, () -> {});
    // BUG: Diagnostic contains: CommonPoolAsync
    // thenComposeAsync
    a.thenComposeAsync(s -> b.copy());
    // BUG: Diagnostic contains: CommonPoolAsync
    // handleAsync
    a.handleAsync((s, e) -> s.trim());
    // BUG: Diagnostic contains: CommonPoolAsync
    // whenCompleteAsync
    a.whenCompleteAsync((s, e) -> {});
    // BUG: Diagnostic contains: CommonPoolAsync
    // exceptionallyAsync
    a.exceptionallyAsync(e -> "fallback".trim());
    // BUG: Diagnostic contains: CommonPoolAsync
    // exceptionallyComposeAsync
    a.exceptionallyComposeAsync(e -> b.copy());
    // BUG: Diagnostic contains: CommonPoolAsync
    // completeAsync
    a.completeAsync(() -> "late".trim());
    // BUG: Diagnostic contains: CommonPoolAsync
    // thenApplyAsync
    stage.thenApplyAsync(String::length);
    // BUG: Diagnostic contains: CommonPoolAsync
    // thenApplyAsync
    CompletableFuture.supplyAsync(() -> "q", Runnable::run).thenApplyAsync(String::trim);
  }

  /** A chain is reported once per async call, on the line of the call's name. */
  void chain() {
    // BUG: Diagnostic contains: CommonPoolAsync
    // supplyAsync
    CompletableFuture.supplyAsync(() -> "x".trim())
        // BUG: Diagnostic contains: CommonPoolAsync
        // thenApplyAsync
        .thenApplyAsync(String::trim)
        // BUG: Diagnostic contains: CommonPoolAsync
        // thenAcceptAsync
        .thenAcceptAsync(System.out::println);
  }
}
