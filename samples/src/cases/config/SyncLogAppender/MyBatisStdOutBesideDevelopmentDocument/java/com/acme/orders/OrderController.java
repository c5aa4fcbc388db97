package com.acme.orders;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/** Serves requests whose queries MyBatis prints. */
@RestController
class OrderController {
  @GetMapping("/orders/count")
  long count() {
    return 0;
  }
}
