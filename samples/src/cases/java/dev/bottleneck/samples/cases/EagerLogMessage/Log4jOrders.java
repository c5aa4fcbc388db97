package dev.bottleneck.samples.cases.EagerLogMessage;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

class Log4jOrders {
  private static final Logger log = LogManager.getLogger();

  void eager(String id, Object order, Exception e) {
    // BUG: Diagnostic contains: EagerLogMessage
    // String concatenation
    log.debug("order " + id);
    // BUG: Diagnostic contains: EagerLogMessage
    // trace message
    log.log(Level.TRACE, "order " + id);
    // BUG: Diagnostic contains: EagerLogMessage
    // toString()
    log.info("order {}", order.toString());
    // BUG: Diagnostic contains: EagerLogMessage
    // String.format
    log.debug(String.format("order %s", id), e);
    // BUG: Diagnostic contains: EagerLogMessage
    // String concatenation
    log.atDebug().log("order " + id);
  }

  void lazy(String id, Object order, Level level) {
    log.debug("order {}", id);
    log.debug(() -> "order " + id);
    log.debug("order {}", () -> order.toString());
    log.printf(Level.DEBUG, "order %s", id);
    log.log(level, "order " + id);
    log.log(Level.WARN, "order " + id);
    log.fatal("order " + id);
  }
}
