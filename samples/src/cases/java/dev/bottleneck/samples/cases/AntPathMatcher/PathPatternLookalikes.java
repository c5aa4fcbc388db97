package dev.bottleneck.samples.cases.AntPathMatcher;

import org.springframework.util.PathMatcher;
import org.springframework.web.util.pattern.PathPatternParser;

/** The modern parser, a matcher handed in, and our own types with ant-like names: silent. */
class PathPatternLookalikes {
  private final PathPatternParser parser = new PathPatternParser();
  private final PathMatcher injected;
  private final Other other = new Other();

  PathPatternLookalikes(PathMatcher injected) {
    this.injected = injected;
    other.antMatchers("/x");
  }

  boolean matches() {
    class Plain {}
    new Plain();
    new AntPathMatcherLike();
    return injected.match("/a/**", "/a/b");
  }

  static final class Other {
    void antMatchers(String pattern) {}
  }

  static final class AntPathMatcherLike {}
}
