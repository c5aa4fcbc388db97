package dev.bottleneck.samples.cases.EagerLogMessage;

import com.alibaba.fastjson.JSON;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Serializations the logger never runs while the level is off (a guard, a lambda), at a level that
 * is usually on, and a method that shares fastjson's name on a class of the application's own.
 */
class SerializationLookalikes {
  private static final Logger log = LoggerFactory.getLogger(SerializationLookalikes.class);
  private final org.apache.logging.log4j.Logger log4j =
      org.apache.logging.log4j.LogManager.getLogger();

  /** The application's own helper, not fastjson's. */
  static final class Json {
    static String toJSONString(Object object) {
      return String.valueOf(object);
    }
  }

  void place(LoggedOrder order) {
    if (log.isDebugEnabled()) {
      log.debug("order {}", JSON.toJSONString(order));
    }
    log4j.debug("order {}", () -> JSON.toJSONString(order));
    log.atDebug().addArgument(() -> JSON.toJSONString(order)).log("order {}");
    log.info("order {}", JSON.toJSONString(order));
    log.debug("order {}", Json.toJSONString(order));
  }
}
