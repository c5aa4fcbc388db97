package dev.bottleneck.samples.cases.EagerLogMessage;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

class Helpers {
  private static final Logger wire = LoggerFactory.getLogger("wire");
  private static final Logger log = LoggerFactory.getLogger("log");

  void read(StringBuilder bytes, int depth) {
    if (wire.isDebugEnabled()) {
      dump(bytes);
      recurse(bytes, depth);
      dumpPublic(bytes);
    }
    if (wire.isTraceEnabled()) {
      dumpViaHelper(bytes);
    }
    if (wire.isInfoEnabled()) {
      dumpAtDebug(bytes);
    }
    if (log.isDebugEnabled()) {
      dumpOtherLogger(bytes);
    }
    if (wire.isDebugEnabled()) {
      dumpOnceUnguarded(bytes);
    }
    dumpOnceUnguarded(bytes);
  }

  private void dump(StringBuilder bytes) {
    wire.debug("<< " + bytes);
  }

  private void dumpViaHelper(StringBuilder bytes) {
    dump(bytes);
  }

  private void dumpAtDebug(StringBuilder bytes) {
    // BUG: Diagnostic contains: EagerLogMessage
    // String concatenation
    wire.debug("<< " + bytes);
  }

  private void dumpOtherLogger(StringBuilder bytes) {
    // BUG: Diagnostic contains: EagerLogMessage
    // String concatenation
    wire.debug("<< " + bytes);
  }

  private void dumpOnceUnguarded(StringBuilder bytes) {
    // BUG: Diagnostic contains: EagerLogMessage
    // String concatenation
    wire.debug("<< " + bytes);
  }

  // Callable from anywhere: its callers in this file prove nothing.
  public void dumpPublic(StringBuilder bytes) {
    // BUG: Diagnostic contains: EagerLogMessage
    // String concatenation
    wire.debug("<< " + bytes);
  }

  // A cycle proves nothing, and must not loop.
  private void recurse(StringBuilder bytes, int depth) {
    if (depth > 0) {
      recurse(bytes, depth - 1);
    }
    // BUG: Diagnostic contains: EagerLogMessage
    // String concatenation
    wire.debug("<< " + bytes);
  }

  // Nothing calls it: it runs, if ever, by reflection, and nothing says it runs per call (the
  // run-once definition every rule shares).
  private void unused(StringBuilder bytes) {
    wire.debug("<< " + bytes);
  }
}
