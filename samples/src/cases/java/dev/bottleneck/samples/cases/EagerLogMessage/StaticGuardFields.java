package dev.bottleneck.samples.cases.EagerLogMessage;

import java.util.logging.Level;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

class StaticGuardFields {
  private static final Logger log = LoggerFactory.getLogger(StaticGuardFields.class);
  private static final java.util.logging.Logger jul =
      java.util.logging.Logger.getLogger("orders");
  private static final boolean DEBUG = log.isDebugEnabled();
  private static final boolean FINE = jul.isLoggable(Level.FINE);
  private static boolean verbose = log.isDebugEnabled();
  private static final boolean TRACE;
  private static final boolean CHATTY;

  static {
    TRACE = log.isTraceEnabled();
    if (System.getenv("CHATTY") != null) {
      CHATTY = true;
    } else {
      CHATTY = log.isDebugEnabled();
    }
  }

  void guarded(String id) {
    if (DEBUG) {
      log.debug("order " + id);
    }
    if (StaticGuardFields.DEBUG) {
      log.debug("order " + id);
    }
    if (FINE) {
      jul.fine("order " + id);
    }
    if (!DEBUG) {
      return;
    }
    log.debug("order " + id);
    if (TRACE) {
      log.trace("order " + id);
    }
    if (StaticGuardFields.TRACE) {
      log.trace("order " + id);
    }
  }

  void notGuarded(String id) {
    if (CHATTY) {
      // BUG: Diagnostic contains: EagerLogMessage
      // String concatenation
      log.debug("order " + id);
    }
    if (DEBUG) {
      // BUG: Diagnostic contains: EagerLogMessage
      // trace message
      log.trace("order " + id);
    }
    if (verbose) {
      // BUG: Diagnostic contains: EagerLogMessage
      // String concatenation
      log.debug("order " + id);
    }
  }

  void setVerbose(boolean on) {
    verbose = on;
  }
}
