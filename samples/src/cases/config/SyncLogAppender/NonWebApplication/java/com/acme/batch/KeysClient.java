package com.acme.batch;

import java.util.List;
import org.springframework.cloud.openfeign.FeignClient;
import org.springframework.web.bind.annotation.GetMapping;

/** The federation gateway the job fetches from: its mappings name requests the job sends. */
@FeignClient(name = "gateway", url = "${gateway.url}")
public interface KeysClient {
  @GetMapping("/keys")
  List<String> keys();
}
