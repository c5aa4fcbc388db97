package dev.bottleneck.samples.cases.CommonPoolAsync;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/**
 * The common pool as the fallback of an optional executor: the task runs on the application's
 * executor whenever one is set, and the executor-less call only where it is left out (an optional
 * bean that is not declared). Silent. The lookalikes stay reported: a check of another value, the
 * fallback of an executor nothing sets, a null check with no executor branch, a branch that does not
 * return before the common-pool call, and a choice between two common-pool calls.
 */
class ExecutorFallbacks {
  private final Executor executor;
  private final Executor other;
  private Executor neverSet;
  private final Catalog catalog;

  ExecutorFallbacks(Executor executor, Executor other, Catalog catalog) {
    this.executor = executor;
    this.other = other;
    this.catalog = catalog;
  }

  CompletableFuture<String> ternary(String sku) {
    return executor != null
        ? CompletableFuture.supplyAsync(() -> catalog.price(sku), executor)
        : CompletableFuture.supplyAsync(() -> catalog.price(sku));
  }

  CompletableFuture<String> nullFirst(String sku) {
    return null == executor
        ? CompletableFuture.supplyAsync(() -> catalog.price(sku))
        : CompletableFuture.supplyAsync(() -> catalog.price(sku), executor);
  }

  CompletableFuture<String> earlyReturn(String sku) {
    if (executor != null) {
      return CompletableFuture.supplyAsync(() -> catalog.price(sku), executor);
    }
    return CompletableFuture.supplyAsync(() -> catalog.price(sku));
  }

  void ifElse(String sku) {
    if (this.executor != null) {
      CompletableFuture.runAsync(() -> catalog.refresh(sku), this.executor);
    } else {
      CompletableFuture.runAsync(() -> catalog.refresh(sku));
    }
  }

  CompletableFuture<Integer> parameter(CompletableFuture<String> quote, Executor pool) {
    if (pool == null) {
      return quote.thenApplyAsync(catalog::stock);
    }
    return quote.thenApplyAsync(catalog::stock, pool);
  }

  CompletableFuture<String> otherValueChecked(String sku) {
    return other != null
        ? CompletableFuture.supplyAsync(() -> catalog.price(sku), executor)
        // BUG: Diagnostic contains: CommonPoolAsync
        // supplyAsync
        : CompletableFuture.supplyAsync(() -> catalog.price(sku));
  }

  CompletableFuture<String> executorNeverSet(String sku) {
    return neverSet != null
        ? CompletableFuture.supplyAsync(() -> catalog.price(sku), neverSet)
        // BUG: Diagnostic contains: CommonPoolAsync
        // supplyAsync
        : CompletableFuture.supplyAsync(() -> catalog.price(sku));
  }

  void noExecutorBranch(String sku) {
    if (executor == null) {
      // BUG: Diagnostic contains: CommonPoolAsync
      // runAsync
      CompletableFuture.runAsync(() -> catalog.refresh(sku));
    }
  }

  void alsoWhenSet(String sku) {
    if (executor != null) {
      CompletableFuture.runAsync(() -> catalog.refresh(sku), executor);
    }
    // BUG: Diagnostic contains: CommonPoolAsync
    // runAsync
    CompletableFuture.runAsync(() -> catalog.refresh(sku));
  }

  CompletableFuture<String> bothOnTheCommonPool(String sku) {
    return executor != null
        // BUG: Diagnostic contains: CommonPoolAsync
        // supplyAsync
        ? CompletableFuture.supplyAsync(() -> catalog.price(sku))
        // BUG: Diagnostic contains: CommonPoolAsync
        // supplyAsync
        : CompletableFuture.supplyAsync(() -> catalog.cachedPrice(sku));
  }

  interface Catalog {
    String price(String sku);

    String cachedPrice(String sku);

    void refresh(String sku);

    int stock(String quote);
  }
}
