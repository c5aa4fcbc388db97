package dev.bottleneck.samples.cases.EagerLogMessage.configured;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The module's application.yml sets this package to DEBUG by a literal value: the debug messages
 * are built and written, so none is built for nothing. Error Prone judges one file at a time and
 * does not read the configuration.
 */
class SwitchedOnByDefault {
  private static final Logger log = LoggerFactory.getLogger(SwitchedOnByDefault.class);

  void load(String id) {
    // Error Prone alone: Diagnostic contains: EagerLogMessage
    log.debug("order " + id);
  }

  static class Lines {
    private final Logger log = LoggerFactory.getLogger(getClass());

    void add(String sku) {
      // Error Prone alone: Diagnostic contains: EagerLogMessage
      log.debug("line " + sku);
    }
  }
}
