package dev.bottleneck.samples;

import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.web.util.matcher.AntPathRequestMatcher;
import org.springframework.security.web.util.matcher.RequestMatcher;
import org.springframework.util.AntPathMatcher;
import org.springframework.util.PathMatcher;

/**
 * Legacy ant-style path matching on the request path. {@code AntPathMatcher} caches its patterns,
 * but tokenizes the path again for every pattern it tries, and every request walks the matchers:
 * several times slower per lookup than {@code PathPatternParser}'s parsed patterns (microseconds).
 */
public class AntPathMatcherBad {
  // BUG: Diagnostic contains: AntPathMatcher
  private final PathMatcher pathMatcher = new AntPathMatcher();

  // BUG: Diagnostic contains: AntPathMatcher
  private final RequestMatcher adminPages = new AntPathRequestMatcher("/admin/**");

  // BUG: Diagnostic contains: AntPathMatcher
  private final RequestMatcher apiCalls = AntPathRequestMatcher.antMatcher("/api/**");

  public boolean isStatic(String path) {
    return pathMatcher.match("/static/**", path);
  }

  public void configure(HttpSecurity http) throws Exception {
    http.authorizeRequests()
        // BUG: Diagnostic contains: AntPathMatcher
        .antMatchers("/public/**")
        .permitAll();
  }
}
