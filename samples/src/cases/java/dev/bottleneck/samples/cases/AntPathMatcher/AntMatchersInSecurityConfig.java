package dev.bottleneck.samples.cases.AntPathMatcher;

import org.springframework.security.config.annotation.web.builders.HttpSecurity;

/** Spring Security's ant-style registry methods, each reported on the line of its name. */
class AntMatchersInSecurityConfig {
  void configure(HttpSecurity http) throws Exception {
    http.authorizeRequests()
        // BUG: Diagnostic contains: AntPathMatcher
        // antMatchers
        .antMatchers("/public/**").permitAll()
        // BUG: Diagnostic contains: AntPathMatcher
        // antMatchers
        .antMatchers("/static/**").permitAll();
    // BUG: Diagnostic contains: AntPathMatcher
    // ant-style
    http.csrf().ignoringAntMatchers("/hooks/**");
  }

  void modern(HttpSecurity http) throws Exception {
    http.authorizeRequests().mvcMatchers("/x").permitAll();
  }
}
