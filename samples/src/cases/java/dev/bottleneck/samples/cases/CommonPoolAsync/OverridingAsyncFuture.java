package dev.bottleneck.samples.cases.CommonPoolAsync;

import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/** Overrides the async method itself; its subclass Child inherits PooledFuture's executor. */
class OverridingAsyncFuture<T> extends CompletableFuture<T> {
  static final class Child<T> extends PooledFuture<T> {}

  @Override
  public <U> CompletableFuture<U> thenApplyAsync(Function<? super T, ? extends U> fn) {
    return thenApply(fn);
  }
}
