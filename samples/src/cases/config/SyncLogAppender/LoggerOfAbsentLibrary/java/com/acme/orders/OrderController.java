package com.acme.orders;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/** Logs a DEBUG event on every request. */
@RestController
class OrderController {
  private static final Logger log = LoggerFactory.getLogger(OrderController.class);

  @GetMapping("/orders")
  String orders() {
    log.debug("listing orders");
    return "[]";
  }
}
