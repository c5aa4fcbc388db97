package dev.bottleneck.samples.cases.EagerLogMessage;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

class SuppressedLegacyLogging {
  private static final Logger log = LoggerFactory.getLogger(SuppressedLegacyLogging.class);

  @SuppressWarnings("EagerLogMessage")
  void legacy(String id) {
    log.debug("order " + id);
  }
}
