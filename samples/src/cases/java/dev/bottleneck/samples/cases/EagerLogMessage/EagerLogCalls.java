package dev.bottleneck.samples.cases.EagerLogMessage;

import java.text.MessageFormat;
import java.util.logging.Level;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

class EagerLogCalls {
  private static final Logger log = LoggerFactory.getLogger(EagerLogCalls.class);
  private static final String PREFIX = "order ";
  private static final java.util.logging.Logger jul =
      java.util.logging.Logger.getLogger("orders");
  private final org.apache.logging.log4j.Logger log4j =
      org.apache.logging.log4j.LogManager.getLogger();
  private final org.apache.commons.logging.Log commons =
      org.apache.commons.logging.LogFactory.getLog(EagerLogCalls.class);
  private final org.jboss.logging.Logger jboss = org.jboss.logging.Logger.getLogger("o");

  void place(LoggedOrder order, String id, int count) {
    // BUG: Diagnostic contains: EagerLogMessage
    // String concatenation
    log.debug("placing " + id);
    // BUG: Diagnostic contains: EagerLogMessage
    // String.format
    log.trace(String.format("placing %s", id));
    // BUG: Diagnostic contains: EagerLogMessage
    // formatted(...)
    log.info("placing %s".formatted(id));
    // BUG: Diagnostic contains: EagerLogMessage
    // MessageFormat.format
    log.debug(MessageFormat.format("placing {0}", id));
    // BUG: Diagnostic contains: EagerLogMessage
    // toString()
    log.debug("placing {}", order.toString());
    // BUG: Diagnostic contains: EagerLogMessage
    // String concatenation
    log.debug("count " + count, new IllegalStateException());
    log.debug("placing "
        // BUG: Diagnostic contains: EagerLogMessage
        // String concatenation
        + id);
    // BUG: Diagnostic contains: EagerLogMessage
    // String concatenation
    log4j.atDebug().log("placing " + id);
    // BUG: Diagnostic contains: EagerLogMessage
    // String concatenation
    log.debug(count > 1 ? "placing " + id : "placing");
    // BUG: Diagnostic contains: EagerLogMessage
    // String concatenation
    jul.fine("placing " + id);
    // BUG: Diagnostic contains: EagerLogMessage
    // String concatenation
    jul.log(Level.FINER, "placing " + id);
    // BUG: Diagnostic contains: EagerLogMessage
    // String concatenation
    log4j.debug("placing " + id);
    // BUG: Diagnostic contains: EagerLogMessage
    // String concatenation
    log4j.log(org.apache.logging.log4j.Level.DEBUG, "placing " + id);
    // BUG: Diagnostic contains: EagerLogMessage
    // String concatenation
    commons.debug("placing " + id);
    // BUG: Diagnostic contains: EagerLogMessage
    // String concatenation
    jboss.debug("placing " + id);
    // BUG: Diagnostic contains: EagerLogMessage
    // String concatenation
    jboss.debugf("placing " + id);
    // BUG: Diagnostic contains: EagerLogMessage
    // String concatenation
    log.atDebug().log("placing " + id);
    log.atDebug()
        // BUG: Diagnostic contains: EagerLogMessage
        // toString()
        .addArgument(order.toString())
        .log("placing {}");
  }

  void lookalikes(LoggedOrder order, String id, Exception failure) {
    final String local = "constant";
    log.debug("placing " + PREFIX + "x" + local);
    log.debug(PREFIX + EagerLogCalls.SUFFIX);
    log.debug("placing {}", id);
    log.debug("placing {}", order);
    log.debug("failed: {}", failure.toString());
    log.debug("id {}", id.toString());
    jul.fine(() -> "placing " + id);
    log.atDebug().addArgument(() -> order.toString()).log("placing {}");
    jboss.debugf("placing %s", id);
    log.warn("placing " + id);
    log.error(String.format("placing %s", id));
    jul.warning("placing " + id);
    jul.log(Level.SEVERE, "placing " + id);
    log4j.fatal("placing " + id);
    new UnrelatedDebug().debug("placing " + id);
  }

  static final String SUFFIX = "!";
}
