package dev.bottleneck.samples.cases.EagerLogMessage.logback;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The module's logback-spring.xml sets this package to DEBUG outside any profile block: the
 * message is built and written. Error Prone does not read the configuration.
 */
class SwitchedOnInLogback {
  private static final Logger log = LoggerFactory.getLogger(SwitchedOnInLogback.class.getName());

  void load(String id) {
    // Error Prone alone: Diagnostic contains: EagerLogMessage
    log.debug("order " + id);
  }
}
