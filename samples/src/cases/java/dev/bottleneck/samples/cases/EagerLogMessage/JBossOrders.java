package dev.bottleneck.samples.cases.EagerLogMessage;

import org.jboss.logging.Logger;

class JBossOrders {
  private static final Logger log = Logger.getLogger(JBossOrders.class);

  void eager(String id, Object order) {
    // BUG: Diagnostic contains: EagerLogMessage
    // debugf(...)
    log.debug("order " + id);
    // BUG: Diagnostic contains: EagerLogMessage
    // info message
    log.log(Logger.Level.INFO, "order " + id);
    // BUG: Diagnostic contains: EagerLogMessage
    // toString()
    log.tracef("order %s", order.toString());
  }

  void lazy(String id, Object order) {
    log.debugf("order %s", id);
    log.debugv("order {0}", id);
    log.tracef("order %s of %s", id, order);
    log.infov("order {0}", order);
    log.warn("order " + id);
    log.error("order " + id);
  }
}
