package dev.bottleneck.samples.cases.AntPathMatcher;

import org.springframework.security.web.util.matcher.AntPathRequestMatcher;
import org.springframework.security.web.util.matcher.RequestMatcher;
import org.springframework.util.AntPathMatcher;
import org.springframework.util.PathMatcher;

/** Every way a component builds an ant-style matcher for itself. */
class AntPathMatcherFields {
  // BUG: Diagnostic contains: AntPathMatcher
  // new AntPathMatcher()
  private final PathMatcher matcher = new AntPathMatcher();
  // BUG: Diagnostic contains: AntPathMatcher
  // PathPatternParser
  private final PathMatcher slashed = new AntPathMatcher("/");
  // BUG: Diagnostic contains: AntPathMatcher
  // new AntPathMatcher()
  private final PathMatcher custom = new AntPathMatcher() {};
  // BUG: Diagnostic contains: AntPathMatcher
  // new AntPathRequestMatcher
  private final RequestMatcher admin = new AntPathRequestMatcher("/admin/**");
  // BUG: Diagnostic contains: AntPathMatcher
  // AntPathRequestMatcher.antMatcher
  private final RequestMatcher api = AntPathRequestMatcher.antMatcher("/api/**");
}
