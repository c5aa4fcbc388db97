package dev.bottleneck.samples.cases.EagerLogMessage;

import java.util.logging.Level;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

class Guards {
  private static final Logger log = LoggerFactory.getLogger(Guards.class);
  private static final Logger audit = LoggerFactory.getLogger("audit");
  private static final java.util.logging.Logger jul =
      java.util.logging.Logger.getLogger("jul");
  private final boolean debugField = log.isDebugEnabled();

  void guarded(String id, boolean verbose) {
    if (log.isDebugEnabled()) {
      log.debug("order " + id);
      log.info("order " + id);
    }
    if (log.isTraceEnabled()) log.debug("order " + id);
    if (verbose && log.isDebugEnabled()) {
      log.debug("order " + id);
    }
    if (!log.isDebugEnabled()) {
      return;
    } else {
      log.debug("order " + id);
    }
    if (log.isEnabledForLevel(org.slf4j.event.Level.DEBUG)) {
      log.atDebug().log("order " + id);
    }
    if (jul.isLoggable(Level.FINER)) {
      jul.fine("order " + id);
    }
    boolean debug = log.isDebugEnabled();
    if (debug) {
      log.debug("order " + id);
    }
    if (debugField) {
      log.debug("order " + id);
    }
    for (String s : new String[] {id}) {
      if (!log.isDebugEnabled()) continue;
      log.debug("order " + s);
    }
  }

  void earlyExit(String id) {
    if (!log.isDebugEnabled()) {
      return;
    }
    log.debug("order " + id);
    if (id.isEmpty()) {
      log.debug("empty order " + id);
    }
  }

  void earlyThrow(String id) {
    if (!jul.isLoggable(Level.FINE)) throw new IllegalStateException();
    jul.fine("order " + id);
  }

  void notGuarded(String id, boolean verbose) {
    if (log.isDebugEnabled()) {
      // BUG: Diagnostic contains: EagerLogMessage
      // trace message
      log.trace("order " + id);
    }
    if (audit.isDebugEnabled()) {
      // BUG: Diagnostic contains: EagerLogMessage
      // String concatenation
      log.debug("order " + id);
    }
    if (verbose || log.isDebugEnabled()) {
      // BUG: Diagnostic contains: EagerLogMessage
      // String concatenation
      log.debug("order " + id);
    }
    if (log.isDebugEnabled()) {
      return;
    }
    // BUG: Diagnostic contains: EagerLogMessage
    // String concatenation
    log.debug("order " + id);
    if (!log.isDebugEnabled()) {
      log.info("debug is off");
    }
    // BUG: Diagnostic contains: EagerLogMessage
    // String concatenation
    log.debug("order " + id);
    boolean debug = log.isDebugEnabled();
    debug = debug || verbose;
    if (debug) {
      // BUG: Diagnostic contains: EagerLogMessage
      // String concatenation
      log.debug("order " + id);
    }
    if (jul.isLoggable(Level.INFO)) {
      // BUG: Diagnostic contains: EagerLogMessage
      // fine message
      jul.fine("order " + id);
    }
  }

  void laterBlock(String id) {
    {
      if (!log.isDebugEnabled()) return;
    }
    // BUG: Diagnostic contains: EagerLogMessage
    // String concatenation
    log.debug("order " + id);
  }
}
