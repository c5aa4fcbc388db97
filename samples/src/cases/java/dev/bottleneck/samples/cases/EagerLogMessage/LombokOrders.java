package dev.bottleneck.samples.cases.EagerLogMessage;

import lombok.extern.slf4j.Slf4j;

@Slf4j
class LombokOrders {
  void ship(String id) {
    // BUG: Diagnostic contains: EagerLogMessage
    // String concatenation
    log.debug("order " + id);
    log.debug("order {}", id);
    if (log.isDebugEnabled()) {
      log.debug("order " + id);
    }
  }
}
