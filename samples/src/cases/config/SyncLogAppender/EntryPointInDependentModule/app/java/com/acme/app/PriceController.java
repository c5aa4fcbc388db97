package com.acme.app;

import com.acme.core.Prices;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/** Serves requests with the core module's code, and its logging configuration. */
@RestController
class PriceController {
  @GetMapping("/total")
  long total() {
    return Prices.total(100, 250);
  }
}
