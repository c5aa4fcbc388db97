package dev.bottleneck.samples;

import java.text.MessageFormat;
import java.util.List;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.LogManager;
import org.jboss.logging.Logger;
import org.slf4j.LoggerFactory;

/**
 * Debug and trace messages built before the logger checks its level. With debug logging off, as in
 * most production configurations, every call still concatenates, formats or calls toString() on its
 * hot path, allocating strings that are thrown away unread: CPU and garbage for nothing.
 */
public class EagerLogMessageBad {
  private static final org.slf4j.Logger log = LoggerFactory.getLogger(EagerLogMessageBad.class);

  public record Order(String id, List<String> items) {}

  public void ship(Order order) {
    // BUG: Diagnostic contains: EagerLogMessage
    log.debug("Shipping order " + order.id() + " with " + order.items().size() + " items");
    // BUG: Diagnostic contains: EagerLogMessage
    log.trace(String.format("Order %s contains %s", order.id(), order.items()));
    // BUG: Diagnostic contains: EagerLogMessage
    log.debug("Order details: {}", order.toString());
    // BUG: Diagnostic contains: EagerLogMessage
    log.atDebug().log("Shipped order " + order.id());
  }

  /** Log4j2, including its level-argument form. */
  public static class Billing {
    private static final org.apache.logging.log4j.Logger log = LogManager.getLogger();

    public void bill(Order order, Exception failure) {
      // BUG: Diagnostic contains: EagerLogMessage
      log.debug("Billing order " + order.id(), failure);
      // BUG: Diagnostic contains: EagerLogMessage
      log.log(Level.TRACE, MessageFormat.format("Invoice {0}", order.id()));
    }
  }

  /** java.util.logging: fine, finer and config are off unless configured otherwise. */
  public static class Inventory {
    private static final java.util.logging.Logger log =
        java.util.logging.Logger.getLogger(Inventory.class.getName());

    public void reserve(Order order) {
      // BUG: Diagnostic contains: EagerLogMessage
      log.fine("Reserving " + order.items());
      // BUG: Diagnostic contains: EagerLogMessage
      log.log(java.util.logging.Level.FINER, "Reserved %s".formatted(order.id()));
    }
  }

  /** commons-logging has no parameterized messages: only a guard defers the work. */
  public static class Payments {
    private static final Log log = LogFactory.getLog(Payments.class);

    public void charge(Order order) {
      // BUG: Diagnostic contains: EagerLogMessage
      log.debug("Charging order " + order.id());
    }
  }

  /** JBoss Logging's plain methods take a finished message. */
  public static class Audit {
    private static final Logger log = Logger.getLogger(Audit.class);

    public void record(Order order) {
      // BUG: Diagnostic contains: EagerLogMessage
      log.debug("Audited " + order);
    }
  }
}
