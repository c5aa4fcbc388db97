package dev.bottleneck.samples.cases.EagerLogMessage;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;

class CommonsOrders {
  private static final Log log = LogFactory.getLog(CommonsOrders.class);

  void eager(String id, Object order) {
    // BUG: Diagnostic contains: EagerLogMessage
    // isDebugEnabled()
    log.debug("order " + id);
    // BUG: Diagnostic contains: EagerLogMessage
    // toString()
    log.trace(order.toString());
    // BUG: Diagnostic contains: EagerLogMessage
    // String.format
    log.info(String.format("order %s", id));
  }

  void lazy(String id, Object order) {
    log.debug(order);
    log.debug("order loaded");
    log.warn("order " + id);
    log.error("order " + id);
    log.fatal("order " + id);
  }
}
