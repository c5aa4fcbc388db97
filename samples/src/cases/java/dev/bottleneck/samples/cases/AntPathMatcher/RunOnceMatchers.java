package dev.bottleneck.samples.cases.AntPathMatcher;

import java.util.ArrayList;
import java.util.List;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.util.AntPathMatcher;

/**
 * An ant matcher that only code run once uses matches no request path: silent (seen in iot-dc3,
 * whose endpoint scanner checks the application's own handler patterns against an exclude list
 * once the application is ready). A matcher that any other code uses as well is reported.
 */
class RunOnceMatchers {
  static final class EndpointScanner {
    private final AntPathMatcher matcher = new AntPathMatcher();
    private final List<String> excludes = List.of("/actuator/**", "/error");
    private final List<String> registered = new ArrayList<>();

    @EventListener(ApplicationReadyEvent.class)
    public void register() {
      for (String pattern : List.of("/orders/{id}", "/actuator/health")) {
        if (!excluded(pattern)) {
          registered.add(pattern);
        }
      }
    }

    private boolean excluded(String pattern) {
      for (String exclude : excludes) {
        if (matcher.match(exclude, pattern)) {
          return true;
        }
      }
      return false;
    }
  }

  static final class Gate {
    // BUG: Diagnostic contains: AntPathMatcher
    // new AntPathMatcher()
    private final AntPathMatcher matcher = new AntPathMatcher();

    @EventListener(ApplicationReadyEvent.class)
    public void warmUp() {
      matcher.match("/api/**", "/api/ping");
    }

    public boolean allowed(String path) {
      return matcher.match("/api/**", path);
    }
  }
}
