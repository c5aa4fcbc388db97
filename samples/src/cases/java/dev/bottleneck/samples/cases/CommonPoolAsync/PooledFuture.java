package dev.bottleneck.samples.cases.CommonPoolAsync;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;

/**
 * A future with its own default executor whose derived futures keep it: its instance async
 * methods do not queue on the common pool. Static methods ignore defaultExecutor().
 */
class PooledFuture<T> extends CompletableFuture<T> {
  private static final Executor POOL = Executors.newFixedThreadPool(8);

  @Override
  public Executor defaultExecutor() {
    return POOL;
  }

  @Override
  public <U> CompletableFuture<U> newIncompleteFuture() {
    return new PooledFuture<>();
  }

  CompletableFuture<Integer> inside() {
    thenRunAsync(() -> {});
    // BUG: Diagnostic contains: CommonPoolAsync
    // supplyAsync
    supplyAsync(() -> "1".length());
    return thenApplyAsync(t -> 2);
  }
}
