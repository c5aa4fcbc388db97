package dev.bottleneck.samples.cases.AntPathMatcher;

import org.springframework.util.AntPathMatcher;

/**
 * A match whose result is stored into a field runs as often as the method that stores it: a
 * field keeps what a call returns, it does not make the call run once. Reported.
 */
class RunOnceMatcherLookalikes {
  static final class RequestCheck {
    // BUG: Diagnostic contains: AntPathMatcher
    // new AntPathMatcher()
    private final AntPathMatcher matcher = new AntPathMatcher();
    private boolean allowed;

    public void check(String path) {
      this.allowed = matcher.match("/api/**", path);
    }

    boolean allowed() {
      return allowed;
    }
  }
}
