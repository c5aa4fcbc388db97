package dev.bottleneck.samples.cases.CommonPoolAsync

import java.util.concurrent.CompletableFuture

/** Async stages without an executor run on the JVM-wide common pool. */
class PriceService {
  fun bestPrice(sku: String): CompletableFuture<Int> {
    // BUG: Diagnostic contains: CommonPoolAsync
    val list = CompletableFuture.supplyAsync { price("list", sku) }
    // BUG: Diagnostic contains: CommonPoolAsync
    return list.thenApplyAsync { it + 1 }
  }

  // BUG: Diagnostic contains: CommonPoolAsync
  fun refresh(sku: String): CompletableFuture<Void> = CompletableFuture.runAsync { price("refresh", sku) }

  private fun price(kind: String, sku: String): Int = (kind + sku).length
}
