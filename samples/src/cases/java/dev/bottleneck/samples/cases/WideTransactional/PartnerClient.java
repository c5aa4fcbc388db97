package dev.bottleneck.samples.cases.WideTransactional;

import org.springframework.cloud.openfeign.FeignClient;
import org.springframework.web.bind.annotation.PostMapping;

@FeignClient(name = "partner")
interface PartnerClient {
  @PostMapping("/reservations")
  String reserve(String sku);

  default String reserveAll(String sku) {
    return sku;
  }
}
