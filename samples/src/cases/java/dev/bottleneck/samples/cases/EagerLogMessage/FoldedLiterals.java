package dev.bottleneck.samples.cases.EagerLogMessage;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Messages whose concatenation holds string literals side by side. javac's parser joins them into
 * one literal and then places each {@code +} of the concatenation at its right operand: every
 * engine reports {@code "Order " + "placed: " + id} at {@code id}, as Error Prone does, where a
 * concatenation without such literals is reported at its last {@code +}.
 */
class FoldedLiterals {
  private static final Logger log = LoggerFactory.getLogger(FoldedLiterals.class);

  void place(String id, int count) {
    // BUG: Diagnostic contains: EagerLogMessage
    log.debug("Order " + "placed: " + id);
    // BUG: Diagnostic contains: EagerLogMessage
    log.debug("Order " + id + " placed " + "with " + count + " lines");
    // BUG: Diagnostic contains: EagerLogMessage
    log.debug(id + " placed" + " now");
    // BUG: Diagnostic contains: EagerLogMessage
    log.debug("Order " + id + " placed");
  }
}
