package dev.bottleneck.samples.cases.EagerLogMessage;

/** A debug method that is no logger's. */
class UnrelatedDebug {
  void debug(String message) {}
}
