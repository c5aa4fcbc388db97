package dev.bottleneck.samples.cases.ObjectMapperPerCall;

import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * A constructor runs per call when the module creates its class in code that runs per call: an
 * alert sender created per alert builds its mapper per alert. A class created only in a static
 * field, and a class nothing in the module creates (a bean), keep theirs once.
 */
public class ConstructedPerCall {
  private static final OnceSender ONCE = new OnceSender();

  /** Created per alert, below. */
  static final class AlertSender {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // new ObjectMapper() runs on every call here
    private final ObjectMapper mapper = new ObjectMapper();
    private final ObjectMapper pretty;

    AlertSender() {
      // BUG: Diagnostic contains: ObjectMapperPerCall
      pretty = new ObjectMapper();
    }

    String send(Object alert) throws Exception {
      return mapper.writeValueAsString(alert) + pretty.writeValueAsString(alert);
    }
  }

  /** Created once, in a static field. */
  static final class OnceSender {
    private final ObjectMapper mapper = new ObjectMapper();

    String send(Object alert) throws Exception {
      return mapper.writeValueAsString(alert);
    }
  }

  /** Never created with new in the module: a framework makes it. */
  static final class Bean {
    private final ObjectMapper mapper = new ObjectMapper();

    String send(Object alert) throws Exception {
      return mapper.writeValueAsString(alert);
    }
  }

  public String alert(Object alert) throws Exception {
    return new AlertSender().send(alert) + ONCE.send(alert);
  }
}
