package dev.bottleneck.samples;

import java.util.List;
import java.util.logging.Level;
import lombok.extern.slf4j.Slf4j;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.apache.logging.log4j.LogManager;
import org.jboss.logging.Logger;
import org.slf4j.LoggerFactory;

/**
 * Messages the logger builds only when their level is on: parameterized messages, suppliers,
 * JBoss's lazy {@code debugf}, and explicit level guards. Constant messages, warn and error calls,
 * and a {@code debug(String)} method of an unrelated class are lookalikes that stay silent.
 */
public class EagerLogMessageGood {
  private static final org.slf4j.Logger log = LoggerFactory.getLogger(EagerLogMessageGood.class);
  private static final String SHIPPING = "Shipping";

  public record Order(String id, List<String> items) {}

  public void ship(Order order) {
    log.debug("Shipping order {} with {} items", order.id(), order.items().size());
    log.trace("Order {} contains {}", order.id(), order.items());
    log.debug("Order details: {}", order);
    log.atDebug().addArgument(order::id).log("Shipped order {}");
    log.debug(SHIPPING + " started");
    final String phase = "packing";
    log.debug("Phase: " + phase);
  }

  public void failed(Order order, Exception failure) {
    // warn and error are on in production; building their message costs the same either way.
    log.warn("Order " + order.id() + " is late");
    log.error("Order " + order.id() + " failed: " + failure.toString(), failure);
  }

  public void report(Order order) {
    if (log.isDebugEnabled()) {
      log.debug("Order summary: " + summarize(order));
    }
    boolean tracing = log.isTraceEnabled();
    if (tracing) {
      log.trace("Order items: " + String.join(", ", order.items()));
    }
  }

  public void audit(Order order) {
    if (!log.isDebugEnabled()) {
      return;
    }
    log.debug("Audit trail of " + order.id() + ": " + summarize(order));
  }

  private static String summarize(Order order) {
    return order.id() + "/" + order.items().size();
  }

  /** Log4j2: parameters and lambdas. */
  public static class Billing {
    private static final org.apache.logging.log4j.Logger log = LogManager.getLogger();

    public void bill(Order order, Exception failure) {
      log.debug("Billing order {}", order.id(), failure);
      log.trace("Invoice {}", () -> summarize(order));
    }
  }

  /** java.util.logging: the Supplier overloads and isLoggable. */
  public static class Inventory {
    private static final java.util.logging.Logger log =
        java.util.logging.Logger.getLogger(Inventory.class.getName());

    public void reserve(Order order) {
      log.fine(() -> "Reserving " + order.items());
      log.log(Level.FINER, "Reserved {0}", order.id());
      if (log.isLoggable(Level.FINE)) {
        log.fine("Reserved " + order.items().size() + " items");
      }
    }
  }

  /** commons-logging: a guard is the only way to defer the message. */
  public static class Payments {
    private static final Log log = LogFactory.getLog(Payments.class);

    public void charge(Order order) {
      if (log.isDebugEnabled()) {
        log.debug("Charging order " + order.id());
      }
    }
  }

  /** JBoss Logging formats lazily with its f and v methods. */
  public static class Audit {
    private static final Logger log = Logger.getLogger(Audit.class);

    public void record(Order order) {
      log.debugf("Audited %s", order);
      log.debugv("Audited {0} with {1} items", order.id(), order.items().size());
    }
  }

  /** Lombok's {@code @Slf4j} logger, parameterized. */
  @Slf4j
  public static class Shipping {
    public void ship(String orderId) {
      log.debug("Shipping order {}", orderId);
    }
  }

  /** A class of the application that happens to have a {@code debug(String)} method. */
  public static class DebugConsole {
    private final StringBuilder lines = new StringBuilder();

    public void debug(String line) {
      lines.append(line).append('\n');
    }

    public void show(Order order) {
      debug("Order " + order.id());
    }
  }
}
