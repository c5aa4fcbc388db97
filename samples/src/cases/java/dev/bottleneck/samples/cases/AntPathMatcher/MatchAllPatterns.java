package dev.bottleneck.samples.cases.AntPathMatcher;

import org.springframework.http.HttpMethod;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.web.util.matcher.AntPathRequestMatcher;

/**
 * A request matcher for {@code /**} alone answers without tokenizing the request path, so it costs
 * nothing per request; {@code antMatchers(HttpMethod)} without a pattern means {@code /**}.
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
        // antMatchers
        .antMatchers(HttpMethod.GET, "/**", "/api/**")
        .permitAll()
        // BUG: Diagnostic contains: AntPathMatcher
        // antMatchers
        .antMatchers(pattern)
        .permitAll();
  }

  AntPathRequestMatcher everything() {
    return new AntPathRequestMatcher("/**", "GET");
  }

  AntPathRequestMatcher api() {
    // BUG: Diagnostic contains: AntPathMatcher
    // new AntPathRequestMatcher
    return new AntPathRequestMatcher("/api/**");
  }
}
