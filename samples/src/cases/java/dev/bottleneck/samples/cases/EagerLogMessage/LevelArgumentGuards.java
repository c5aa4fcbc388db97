package dev.bottleneck.samples.cases.EagerLogMessage;

import java.util.List;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

class LevelArgumentGuards {
  private static final Logger log = LogManager.getLogger();
  private static final org.jboss.logging.Logger jboss =
      org.jboss.logging.Logger.getLogger(LevelArgumentGuards.class);
  private static final org.apache.commons.logging.Log commons =
      org.apache.commons.logging.LogFactory.getLog(LevelArgumentGuards.class);

  void guarded(String id, List<String> ids) {
    if (log.isEnabled(Level.DEBUG)) {
      log.debug("order " + id);
    }
    if (jboss.isEnabled(org.jboss.logging.Logger.Level.TRACE)) {
      jboss.debug("order " + id);
    }
    if (commons.isTraceEnabled()) {
      commons.debug("order " + id);
    }
    if (log.isDebugEnabled()) {
      ids.forEach(each -> log.debug("order " + each));
    }
  }

  void notGuarded(String id) {
    if (log.isEnabled(Level.INFO)) {
      // BUG: Diagnostic contains: EagerLogMessage
      // debug message
      log.debug("order " + id);
    }
    if (jboss.isEnabled(org.jboss.logging.Logger.Level.INFO)) {
      // BUG: Diagnostic contains: EagerLogMessage
      // debug message
      jboss.debug("order " + id);
    }
  }
}
