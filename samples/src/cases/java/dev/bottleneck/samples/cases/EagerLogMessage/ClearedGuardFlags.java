package dev.bottleneck.samples.cases.EagerLogMessage;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A flag that holds a level check and is later only cleared still proves the level where it is
 * true: clearing it cannot make it claim a level its initializer did not prove. (Seen in a real
 * application: advice around every service call decides once whether to log getters at trace and
 * setters at debug, then switches both off for methods annotated to be ignored.)
 */
class ClearedGuardFlags {
  private static final Logger log = LoggerFactory.getLogger(ClearedGuardFlags.class);

  Object around(String method, boolean ignored, Object result) {
    boolean setter = method.startsWith("set");
    boolean logGetter = !setter && log.isTraceEnabled();
    boolean logSetter = setter && log.isDebugEnabled();
    if (ignored) {
      logGetter = false;
      logSetter = false;
    }
    if (logGetter) {
      log.trace("In method " + method);
    } else if (logSetter) {
      log.debug("In method " + method);
    }
    if (logGetter || logSetter) {
      log.debug(String.format("Exiting %s with %s", method, result));
    }
    return result;
  }

  // A flag that holds the opposite of a level check proves the level where it is false, unless
  // it may have been cleared: false may then mean cleared, with debug off.
  void quietFlag(String method) {
    boolean quiet = !log.isDebugEnabled();
    if (method.isEmpty()) {
      quiet = false;
    }
    if (!quiet) {
      // BUG: Diagnostic contains: EagerLogMessage
      // String concatenation
      log.debug("In method " + method);
    }
  }

  // A flag set to anything but false may claim a level it never checked.
  void reassigned(String method, boolean verbose) {
    boolean debug = log.isDebugEnabled();
    debug = verbose;
    if (debug) {
      // BUG: Diagnostic contains: EagerLogMessage
      // String concatenation
      log.debug("In method " + method);
    }
  }
}
