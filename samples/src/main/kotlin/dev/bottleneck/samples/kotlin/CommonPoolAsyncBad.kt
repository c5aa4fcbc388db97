package dev.bottleneck.samples.kotlin

import java.util.concurrent.CompletableFuture

/** A blocking lookup on the JVM-wide common pool: one thread on a two-CPU pod, shared by all. */
class CommonPoolAsyncBad(private val prices: (String) -> Int) {
  fun price(sku: String): CompletableFuture<Int> {
    // BUG: Diagnostic contains: CommonPoolAsync
    return CompletableFuture.supplyAsync { prices(sku) }
  }
}
