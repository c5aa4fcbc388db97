package dev.bottleneck.samples;

import lombok.extern.apachecommons.CommonsLog;
import lombok.extern.java.Log;
import lombok.extern.jbosslog.JBossLog;
import lombok.extern.log4j.Log4j2;
import lombok.extern.slf4j.Slf4j;

/**
 * The same eager messages through the loggers Lombok generates: the {@code log} field has the
 * library's own logger type, so the string is still built before the level check.
 */
public class EagerLogMessageBadLombok {
  /** Lombok's {@code @Slf4j}. */
  @Slf4j
  public static class Shipping {
    public void ship(String orderId) {
      // BUG: Diagnostic contains: EagerLogMessage
      log.debug("Shipping order " + orderId);
    }
  }

  /** Lombok's {@code @Log4j2}. */
  @Log4j2
  public static class Billing {
    public void bill(String orderId) {
      // BUG: Diagnostic contains: EagerLogMessage
      log.trace("Billing order " + orderId);
    }
  }

  /** Lombok's {@code @Log}: java.util.logging. */
  @Log
  public static class Inventory {
    public void reserve(String orderId) {
      // BUG: Diagnostic contains: EagerLogMessage
      log.fine("Reserving order " + orderId);
    }
  }

  /** Lombok's {@code @CommonsLog}. */
  @CommonsLog
  public static class Payments {
    public void charge(String orderId) {
      // BUG: Diagnostic contains: EagerLogMessage
      log.debug("Charging order " + orderId);
    }
  }

  /** Lombok's {@code @JBossLog}. */
  @JBossLog
  public static class Audit {
    public void record(String orderId) {
      // BUG: Diagnostic contains: EagerLogMessage
      log.debug("Auditing order " + orderId);
    }
  }
}
