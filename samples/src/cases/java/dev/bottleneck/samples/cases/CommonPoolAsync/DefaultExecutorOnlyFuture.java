package dev.bottleneck.samples.cases.CommonPoolAsync;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/** A default executor but no newIncompleteFuture(): futures derived from it use the common pool. */
class DefaultExecutorOnlyFuture<T> extends CompletableFuture<T> {
  @Override
  public Executor defaultExecutor() {
    return Runnable::run;
  }
}
