package dev.bottleneck.samples.cases.EagerLogMessage;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

// The superclass of InheritedLoggers' classes, in a file of its own: the loggers they inherit.
abstract class InheritedLoggerBase {
  protected final Logger log = LoggerFactory.getLogger(getClass());

  // Private: no subclass inherits it.
  private final Logger audit = LoggerFactory.getLogger("audit");

  void auditOwn(String id) {
    // BUG: Diagnostic contains: EagerLogMessage
    audit.debug("audited " + id);
  }

  // An interface's constant is inherited by the classes that implement it.
  interface Events {
    Logger EVENTS = LoggerFactory.getLogger("events");
  }
}
