package dev.bottleneck.samples.cases.EagerLogMessage;

import lombok.extern.apachecommons.CommonsLog;
import lombok.extern.java.Log;
import lombok.extern.log4j.Log4j2;
import lombok.extern.slf4j.Slf4j;

class LombokLoggers {
  @Slf4j
  static class WithSlf4j {
    void run(String id) {
      // BUG: Diagnostic contains: EagerLogMessage
      // String concatenation
      log.debug("id " + id);
    }
  }

  @Log4j2
  static class WithLog4j2 {
    void run(String id) {
      // BUG: Diagnostic contains: EagerLogMessage
      // String concatenation
      log.debug("id " + id);
    }
  }

  @Log
  static class WithJul {
    void run(String id) {
      // BUG: Diagnostic contains: EagerLogMessage
      // String concatenation
      log.fine("id " + id);
    }
  }

  @CommonsLog
  static class WithCommons {
    void run(String id) {
      // BUG: Diagnostic contains: EagerLogMessage
      // String concatenation
      log.info("id " + id);
    }
  }

  @lombok.extern.jbosslog.JBossLog
  static class WithJBoss {
    void run(String id) {
      // BUG: Diagnostic contains: EagerLogMessage
      // String concatenation
      log.trace("id " + id);
    }
  }

  static class NoAnnotation {
    UnrelatedDebug log = new UnrelatedDebug();

    void run(String id) {
      log.debug("id " + id);
    }
  }
}
