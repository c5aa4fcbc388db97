package dev.bottleneck.samples.cases.WideTransactional;

import org.springframework.cloud.netflix.feign.FeignClient;
import org.springframework.transaction.annotation.Transactional;

/** Spring Cloud Netflix's Feign annotation, before Feign moved to spring-cloud-openfeign. */
public class LegacyFeignClient {
  @FeignClient("ledger")
  interface Ledger {
    void post(String entry);
  }

  Ledger ledger;

  @Transactional
  public void book(String entry) {
    // BUG: Diagnostic contains: WideTransactional
    // Ledger.post
    ledger.post(entry);
  }
}
