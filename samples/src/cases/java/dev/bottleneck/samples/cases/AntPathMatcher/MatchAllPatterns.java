package dev.bottleneck.samples.cases.AntPathMatcher;

import org.springframework.http.HttpMethod;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.web.util.matcher.AntPathRequestMatcher;

/**
 * A request matcher for {@code /**} alone answers without tokenizing the request path, so it costs
 * nothing per request; {@code antMatchers(HttpMethod)} without a pattern means {@code /**}, and so
 * does {@code **}. The chain's finding lists only the matchers that cost.
 */
class MatchAllPatterns {
  void configure(HttpSecurity http, String pattern) throws Exception {
    http.authorizeRequests()
        .antMatchers(HttpMethod.OPTIONS)
        .permitAll()
        .antMatchers("/**")
        .authenticated()
        .antMatchers(HttpMethod.GET, "/**")
        .permitAll()
        // BUG: Diagnostic contains: AntPathMatcher
        // antMatchers(...) and 1 other ant-style request matcher of this method (line 25)
        .antMatchers(HttpMethod.GET, "/**", "/api/**")
        .permitAll()
        .antMatchers(pattern)
        .permitAll()
        .antMatchers("**")
        .denyAll();
  }

  AntPathRequestMatcher everything() {
    return new AntPathRequestMatcher("/**", "GET");
  }

  AntPathRequestMatcher api() {
    // BUG: Diagnostic contains: AntPathMatcher
    // new AntPathRequestMatcher(...) matches request paths
    return new AntPathRequestMatcher("/api/**");
  }
}
