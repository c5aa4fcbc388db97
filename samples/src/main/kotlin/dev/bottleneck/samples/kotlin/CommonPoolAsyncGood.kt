package dev.bottleneck.samples.kotlin

import java.util.concurrent.CompletableFuture
import java.util.concurrent.Executor

/** The same lookup on an executor sized for blocking calls, passed explicitly. */
class CommonPoolAsyncGood(private val prices: (String) -> Int, private val executor: Executor) {
  fun price(sku: String): CompletableFuture<Int> =
    CompletableFuture.supplyAsync({ prices(sku) }, executor)
}
