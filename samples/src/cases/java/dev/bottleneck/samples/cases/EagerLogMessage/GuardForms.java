package dev.bottleneck.samples.cases.EagerLogMessage;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

class GuardForms {
  private static final Logger log = LoggerFactory.getLogger(GuardForms.class);
  private static final Logger other = LoggerFactory.getLogger("other");
  private static final java.util.logging.Logger jul =
      java.util.logging.Logger.getLogger("g");

  void guarded(String id, boolean verbose) {
    if (log.isDebugEnabled()) {
      log.debug("placing " + id);
      log.info("placing " + id);
    }
    if (verbose && log.isTraceEnabled()) {
      log.debug("placing " + id);
    }
    if (this.log.isDebugEnabled()) log.debug("placing " + id);
    if (!log.isDebugEnabled()) {
      return;
    } else {
      log.debug("placing " + id);
    }
    if (jul.isLoggable(java.util.logging.Level.FINE)) {
      jul.fine("placing " + id);
    }
    boolean debug = log.isDebugEnabled();
    if (debug) {
      log.debug("placing " + id);
    }
  }

  void earlyExit(String id) {
    if (!log.isDebugEnabled()) {
      return;
    }
    log.debug("placing " + id);
  }

  void wrongGuards(String id, boolean verbose) {
    if (log.isDebugEnabled()) {
      // BUG: Diagnostic contains: EagerLogMessage
      // String concatenation
      log.trace("placing " + id);
    }
    if (other.isDebugEnabled()) {
      // BUG: Diagnostic contains: EagerLogMessage
      // String concatenation
      log.debug("placing " + id);
    }
    if (verbose || log.isDebugEnabled()) {
      // BUG: Diagnostic contains: EagerLogMessage
      // String concatenation
      log.debug("placing " + id);
    }
    boolean debug = log.isDebugEnabled();
    debug = verbose;
    if (debug) {
      // BUG: Diagnostic contains: EagerLogMessage
      // String concatenation
      log.debug("placing " + id);
    }
  }
}
