package dev.bottleneck.samples.cases.EagerLogMessage;

class LoggerLookalikes {
  static final class AuditLog {
    void debug(String message) {}

    void info(String message) {}
  }

  private final AuditLog log = new AuditLog();
  private final StringBuilder debug = new StringBuilder();

  void notLoggers(String id) {
    log.debug("order " + id);
    log.info(String.format("order %s", id));
    debug.append("order " + id);
  }
}
