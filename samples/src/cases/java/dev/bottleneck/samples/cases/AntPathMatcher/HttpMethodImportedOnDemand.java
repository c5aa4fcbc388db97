package dev.bottleneck.samples.cases.AntPathMatcher;

import static org.springframework.http.HttpMethod.*;

import org.springframework.security.config.annotation.web.builders.HttpSecurity;

/** The constants of HttpMethod imported on demand: antMatchers(OPTIONS) still matches all. */
class HttpMethodImportedOnDemand {
  void configure(HttpSecurity http) throws Exception {
    http.authorizeRequests()
        .antMatchers(OPTIONS)
        .permitAll()
        // BUG: Diagnostic contains: AntPathMatcher
        // antMatchers(...) matches request paths
        .antMatchers(POST, "/orders/**")
        .authenticated();
  }
}
