package dev.bottleneck.samples.cases.EagerLogMessage;

import java.util.logging.Level;
import java.util.logging.Logger;

class JulOrders {
  private static final Logger log = Logger.getLogger("orders");

  void eager(String id, Exception e) {
    // BUG: Diagnostic contains: EagerLogMessage
    // Supplier
    log.fine("order " + id);
    // BUG: Diagnostic contains: EagerLogMessage
    // finest message
    log.finest("order " + id);
    // BUG: Diagnostic contains: EagerLogMessage
    // finer message
    log.finer("order " + id);
    // BUG: Diagnostic contains: EagerLogMessage
    // config message
    log.config("order " + id);
    // BUG: Diagnostic contains: EagerLogMessage
    // info message
    log.info("order " + id);
    // BUG: Diagnostic contains: EagerLogMessage
    // fine message
    log.log(Level.FINE, "order " + id, e);
  }

  void lazy(String id) {
    log.fine(() -> "order " + id);
    log.log(Level.FINE, "order {0}", id);
    log.warning("order " + id);
    log.severe("order " + id);
    log.log(Level.WARNING, "order " + id);
  }
}
