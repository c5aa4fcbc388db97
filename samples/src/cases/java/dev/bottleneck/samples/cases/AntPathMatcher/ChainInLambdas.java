package dev.bottleneck.samples.cases.AntPathMatcher;

import org.springframework.security.config.annotation.web.builders.HttpSecurity;

/** The lambda DSL (Spring Security 5.2+): a lambda belongs to the chain of its method. */
class ChainInLambdas {
  void configure(HttpSecurity http) throws Exception {
    // BUG: Diagnostic contains: AntPathMatcher
    // antMatcher(...) and 1 other ant-style request matcher of this method (line 11)
    http.antMatcher("/web/**")
        .authorizeRequests(requests -> requests.antMatchers("/web/public/**").permitAll());
  }
}
