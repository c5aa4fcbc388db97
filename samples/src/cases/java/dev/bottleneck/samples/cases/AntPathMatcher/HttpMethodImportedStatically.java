package dev.bottleneck.samples.cases.AntPathMatcher;

import static org.springframework.http.HttpMethod.GET;
import static org.springframework.http.HttpMethod.OPTIONS;

import org.springframework.security.config.annotation.web.builders.HttpSecurity;

/** An HttpMethod constant imported statically is no pattern: antMatchers(OPTIONS) matches all. */
class HttpMethodImportedStatically {
  void configure(HttpSecurity http) throws Exception {
    http.authorizeRequests()
        .antMatchers(OPTIONS)
        .permitAll()
        .antMatchers(GET, "/**")
        .permitAll()
        // BUG: Diagnostic contains: AntPathMatcher
        // antMatchers(...) matches request paths
        .antMatchers(GET, "/api/**")
        .authenticated();
  }
}
