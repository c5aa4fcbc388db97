package dev.bottleneck.samples.cases.EagerLogMessage.configured;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The same package at DEBUG: a trace message is still built for nothing, and a logger named by a
 * string is another category, whose level the package's does not decide.
 */
class LevelsNotSwitchedOn {
  private static final Logger log = LoggerFactory.getLogger(LevelsNotSwitchedOn.class);

  void load(String id) {
    // BUG: Diagnostic contains: EagerLogMessage
    // trace message
    log.trace("order " + id);
  }

  static class Audit {
    private static final Logger audit = LoggerFactory.getLogger("audit");

    void record(String id) {
      // BUG: Diagnostic contains: EagerLogMessage
      // debug message
      audit.debug("order " + id);
    }
  }
}
