package dev.bottleneck.samples.cases.EagerLogMessage.logback;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The package is at DEBUG in logback-spring.xml, but a prod block raises this class to INFO: in
 * that profile the message is built for nothing.
 */
class RaisedInProfileBlock {
  private static final Logger log = LoggerFactory.getLogger(RaisedInProfileBlock.class);

  void load(String id) {
    // BUG: Diagnostic contains: EagerLogMessage
    // String concatenation
    log.debug("order " + id);
  }
}
