package dev.bottleneck.samples;

import java.math.BigDecimal;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import org.springframework.web.client.RestTemplate;

/**
 * The same fan-out on an executor sized for blocking HTTP calls and owned by the service, so that
 * its waits neither starve nor are starved by the common pool. The synchronous {@code thenApply}
 * runs in the completing thread and needs no executor. A future subclass that overrides {@code
 * defaultExecutor()} runs its executor-less stages on that executor.
 */
public class CommonPoolAsyncGood {
  private final RestTemplate partner;
  private final Executor partnerCalls;

  public CommonPoolAsyncGood(RestTemplate partner, Executor partnerCalls) {
    this.partner = partner;
    this.partnerCalls = partnerCalls;
  }

  public CompletableFuture<BigDecimal> bestPrice(String sku) {
    CompletableFuture<BigDecimal> list =
        CompletableFuture.supplyAsync(() -> price("list", sku), partnerCalls);
    CompletableFuture<BigDecimal> promo =
        CompletableFuture.supplyAsync(() -> price("promo", sku), partnerCalls);
    return list.thenCombineAsync(promo, BigDecimal::min, partnerCalls)
        .exceptionallyAsync(failure -> price("fallback", sku), partnerCalls)
        .thenApply(BigDecimal::stripTrailingZeros);
  }

  public CompletableFuture<Void> refresh(String sku) {
    PartnerFuture<String> started = new PartnerFuture<>(partnerCalls);
    started.complete(sku);
    return started.thenAcceptAsync(key -> partner.delete("/cache/{sku}", key));
  }

  private BigDecimal price(String kind, String sku) {
    return partner.getForObject("/prices/{kind}/{sku}", BigDecimal.class, kind, sku);
  }

  /** Runs executor-less stages, and those of the futures it derives, on the partner executor. */
  static final class PartnerFuture<T> extends CompletableFuture<T> {
    private final Executor executor;

    PartnerFuture(Executor executor) {
      this.executor = executor;
    }

    @Override
    public Executor defaultExecutor() {
      return executor;
    }

    @Override
    public <U> CompletableFuture<U> newIncompleteFuture() {
      return new PartnerFuture<>(executor);
    }
  }
}
