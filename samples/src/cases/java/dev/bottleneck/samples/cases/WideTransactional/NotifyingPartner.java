package dev.bottleneck.samples.cases.WideTransactional;

import org.springframework.cloud.openfeign.FeignClient;

@FeignClient("partner")
interface NotifyingPartner {
  void notify(String id);
}
