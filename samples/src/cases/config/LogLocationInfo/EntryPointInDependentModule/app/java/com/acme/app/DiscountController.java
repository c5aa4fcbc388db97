package com.acme.app;

import com.acme.core.Discounts;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** Serves requests with the core module's code, and its logging configuration. */
@RestController
class DiscountController {
  @GetMapping("/discounted")
  long discounted(@RequestParam long cents) {
    return Discounts.apply(cents, 10);
  }
}
