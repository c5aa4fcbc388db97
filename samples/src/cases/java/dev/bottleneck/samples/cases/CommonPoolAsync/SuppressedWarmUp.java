package dev.bottleneck.samples.cases.CommonPoolAsync;

import java.util.concurrent.CompletableFuture;

/** Suppressed with the rule id on the method: silent in every engine. */
class SuppressedWarmUp {
  @SuppressWarnings("CommonPoolAsync")
  CompletableFuture<Void> warmUp() {
    return CompletableFuture.runAsync(() -> {});
  }
}
