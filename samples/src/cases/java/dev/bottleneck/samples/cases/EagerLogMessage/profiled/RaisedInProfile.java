package dev.bottleneck.samples.cases.EagerLogMessage.profiled;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * DEBUG in the module's application.yml, INFO in application-prod.properties: in the prod profile
 * the message is built for nothing.
 */
class RaisedInProfile {
  private static final Logger log = LoggerFactory.getLogger(RaisedInProfile.class);

  void load(String id) {
    // BUG: Diagnostic contains: EagerLogMessage
    // String concatenation
    log.debug("order " + id);
  }
}
