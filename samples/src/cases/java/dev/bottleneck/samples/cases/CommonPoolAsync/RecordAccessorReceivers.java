package dev.bottleneck.samples.cases.CommonPoolAsync;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/** A future reached through a record's accessor is a future all the same. */
record RecordAccessorReceivers(RecordAccessorReceivers.Store store, Executor pool) {
  interface Store {
    CompletableFuture<String> save(String key);
  }

  CompletableFuture<Integer> saved(String key) {
    // BUG: Diagnostic contains: CommonPoolAsync
    // thenApplyAsync
    return store().save(key).thenApplyAsync(String::length);
  }

  CompletableFuture<Integer> savedOnPool(String key) {
    return store().save(key).thenApplyAsync(String::length, pool());
  }
}
