package dev.bottleneck.samples.cases.CommonPoolAsync

import java.util.concurrent.CompletableFuture
import java.util.concurrent.Executor
import java.util.concurrent.Executors

/** The same stages on an executor sized for blocking calls. */
class PooledPriceService(private val executor: Executor = Executors.newFixedThreadPool(16)) {
  fun bestPrice(sku: String): CompletableFuture<Int> =
    CompletableFuture.supplyAsync({ sku.length }, executor).thenApplyAsync({ it + 1 }, executor)
}
