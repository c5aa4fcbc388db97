package dev.bottleneck.samples.cases.EagerLogMessage;

import org.slf4j.Logger;

/** Suppression by the rule id on a method, a field and a local variable. */
@SuppressWarnings("unchecked")
class SuppressedMethodAndLocalLogging {
  Logger log;

  @SuppressWarnings("EagerLogMessage")
  void method(String id) {
    log.debug("id " + id);
  }

  @SuppressWarnings({"rawtypes", "EagerLogMessage"})
  Runnable field = () -> log.debug("id " + this.field);

  void local(String id) {
    @SuppressWarnings(value = "EagerLogMessage")
    Runnable task = () -> log.debug("id " + id);
    // Error Prone honours "all", as javac's own lint does.
    @SuppressWarnings("all")
    Runnable byAll = () -> log.debug("id " + id);
  }
}
