package dev.bottleneck.samples.cases.EagerLogMessage;

import java.text.MessageFormat;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MarkerFactory;
import org.slf4j.event.Level;

class Slf4jOrders {
  private static final Logger log = LoggerFactory.getLogger(Slf4jOrders.class);
  private static final String PREFIX = "order ";
  private static final int LIMIT = 10;

  void eager(String id, Object order, int count, Exception e) {
    // BUG: Diagnostic contains: EagerLogMessage
    // String concatenation
    log.debug("order " + id + " loaded");
    // BUG: Diagnostic contains: EagerLogMessage
    // trace message
    log.trace("order " + id);
    // BUG: Diagnostic contains: EagerLogMessage
    // info message
    log.info("loaded " + count + " orders");
    // BUG: Diagnostic contains: EagerLogMessage
    // String.format(...)
    log.debug(String.format("order %s", id));
    // BUG: Diagnostic contains: EagerLogMessage
    // formatted(...)
    log.debug("order %s".formatted(id));
    // BUG: Diagnostic contains: EagerLogMessage
    // MessageFormat.format(...)
    log.debug(MessageFormat.format("order {0}", id));
    // BUG: Diagnostic contains: EagerLogMessage
    // toString()
    log.debug(order.toString());
    // BUG: Diagnostic contains: EagerLogMessage
    // toString()
    log.debug("order {}", order.toString());
    // BUG: Diagnostic contains: EagerLogMessage
    // String concatenation
    log.debug("order {}", "#" + id);
    // BUG: Diagnostic contains: EagerLogMessage
    // String concatenation
    log.debug("order " + id, e);
    // BUG: Diagnostic contains: EagerLogMessage
    // String concatenation
    log.debug(MarkerFactory.getMarker("AUDIT"), "order " + id);
    // BUG: Diagnostic contains: EagerLogMessage
    // String concatenation
    log.debug(count > 0 ? "orders: " + count : "none");
    // BUG: Diagnostic contains: EagerLogMessage
    // String concatenation
    log.debug(PREFIX + id);
  }

  void fluent(String id, Object order) {
    // BUG: Diagnostic contains: EagerLogMessage
    // String concatenation
    log.atDebug().log("order " + id);
    log.atDebug()
        // BUG: Diagnostic contains: EagerLogMessage
        // toString()
        .addArgument(order.toString())
        .log("order {}");
    // BUG: Diagnostic contains: EagerLogMessage
    // String concatenation
    log.atInfo().setMessage("order " + id).log();
    // BUG: Diagnostic contains: EagerLogMessage
    // String concatenation
    log.atLevel(Level.TRACE).addKeyValue("order", "#" + id).log("loaded");
  }

  void lazy(String id, Object order, Exception e) {
    log.debug("order loaded");
    log.debug(PREFIX + "loaded");
    log.debug(PREFIX + LIMIT);
    final String local = "constant";
    log.debug("order " + local);
    log.debug("order {} loaded", id);
    log.debug("order {} of {}", id, order, e);
    log.debug("failed: {}", e.toString());
    log.debug("order {}", id.toString());
    log.debug(id);
    log.atDebug().addArgument(() -> "#" + id).log("order {}");
    log.atDebug().setMessage(() -> "order " + id).log();
    log.atDebug().log(() -> "order " + id);
    log.atDebug().addArgument(order).log("order {}");
  }

  void notDisabledByDefault(String id) {
    log.warn("order " + id + " is late");
    log.error("order " + id + " failed");
    log.atError().log("order " + id);
  }

  void unknownLevel(Level level, String id) {
    log.atLevel(level).log("order " + id);
  }
}
