package dev.bottleneck.samples.cases.EagerLogMessage.placeholder;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The module's application.yml sets this package to ${CASES_LOG_LEVEL:DEBUG}: the level is set
 * where the application runs, and production sets INFO, so the message is built for nothing.
 */
class PlaceholderLevel {
  private static final Logger log = LoggerFactory.getLogger(PlaceholderLevel.class);

  void load(String id) {
    // BUG: Diagnostic contains: EagerLogMessage
    // String concatenation
    log.debug("order " + id);
  }
}
