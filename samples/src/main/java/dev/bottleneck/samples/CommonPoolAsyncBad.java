package dev.bottleneck.samples;

import java.math.BigDecimal;
import java.util.concurrent.CompletableFuture;
import org.springframework.web.client.RestTemplate;

/**
 * Price lookups fanned out with executor-less async methods. Every stage runs on the JVM-wide
 * {@code ForkJoinPool} common pool, which has {@code availableProcessors() - 1} threads: one on a
 * two-CPU pod. Each blocking HTTP call holds that thread, so concurrent requests queue behind each
 * other and behind every parallel stream in the process. (JDK 24 and older on two CPUs start a new
 * thread per task instead, without bound.)
 */
public class CommonPoolAsyncBad {
  private final RestTemplate partner;

  public CommonPoolAsyncBad(RestTemplate partner) {
    this.partner = partner;
  }

  public CompletableFuture<BigDecimal> bestPrice(String sku) {
    // BUG: Diagnostic contains: CommonPoolAsync
    CompletableFuture<BigDecimal> list = CompletableFuture.supplyAsync(() -> price("list", sku));
    // BUG: Diagnostic contains: CommonPoolAsync
    CompletableFuture<BigDecimal> promo = CompletableFuture.supplyAsync(() -> price("promo", sku));
    return list
        // BUG: Diagnostic contains: CommonPoolAsync
        .thenCombineAsync(promo, BigDecimal::min)
        // BUG: Diagnostic contains: CommonPoolAsync
        .exceptionallyAsync(failure -> price("fallback", sku));
  }

  public CompletableFuture<Void> refresh(String sku) {
    // BUG: Diagnostic contains: CommonPoolAsync
    return CompletableFuture.runAsync(() -> partner.delete("/cache/{sku}", sku));
  }

  private BigDecimal price(String kind, String sku) {
    return partner.getForObject("/prices/{kind}/{sku}", BigDecimal.class, kind, sku);
  }
}
