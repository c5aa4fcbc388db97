package dev.bottleneck.samples.cases.EagerLogMessage.bus;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

// An annotation named Command that is not Spring Shell's: the application's command bus runs the
// handler per request, so the debug line is built per request.
class TransferHandlers {
  private static final Logger log = LoggerFactory.getLogger(TransferHandlers.class);

  @Command
  void transfer(String from, String to, long cents) {
    // BUG: Diagnostic contains: EagerLogMessage
    // String concatenation
    log.debug("transfer of " + cents + " from " + from + " to " + to);
  }
}
