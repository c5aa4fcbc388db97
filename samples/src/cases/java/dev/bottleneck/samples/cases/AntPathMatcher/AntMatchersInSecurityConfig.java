package dev.bottleneck.samples.cases.AntPathMatcher;

import org.springframework.security.config.annotation.web.builders.HttpSecurity;

/**
 * Spring Security's ant-style registry methods of one security configuration: one finding at the
 * first, on the line of its name, listing the lines of the others.
 */
class AntMatchersInSecurityConfig {
  void configure(HttpSecurity http) throws Exception {
    http.authorizeRequests()
        // BUG: Diagnostic contains: AntPathMatcher
        // antMatchers(...) and 2 other ant-style request matchers of this method (lines 15, 16)
        .antMatchers("/public/**").permitAll()
        .antMatchers("/static/**").permitAll();
    http.csrf().ignoringAntMatchers("/hooks/**");
  }

  void modern(HttpSecurity http) throws Exception {
    http.authorizeRequests().mvcMatchers("/x").permitAll();
  }
}
