package dev.bottleneck.samples.cases.AntPathMatcher;

import java.util.List;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.builders.WebSecurity;
import org.springframework.security.config.annotation.web.configurers.ExpressionUrlAuthorizationConfigurer;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.util.matcher.AntPathRequestMatcher;
import org.springframework.security.web.util.matcher.RequestMatcher;

/**
 * One finding per method: a security chain is configured in one method, often over several
 * statements, a loop and a registry variable, and is fixed as a whole. Constructors, like field
 * initializers, report each creation on its own.
 */
class ChainPerMethod {
  private final List<String> ignored = List.of("/a", "/b");
  private final RequestMatcher first;
  private final RequestMatcher second;

  ChainPerMethod() {
    // BUG: Diagnostic contains: AntPathMatcher
    // new AntPathRequestMatcher(...) matches request paths
    first = new AntPathRequestMatcher("/first");
    // BUG: Diagnostic contains: AntPathMatcher
    // new AntPathRequestMatcher(...) matches request paths
    second = new AntPathRequestMatcher("/second");
  }

  SecurityFilterChain filterChain(HttpSecurity http) throws Exception {
    ExpressionUrlAuthorizationConfigurer<HttpSecurity>.ExpressionInterceptUrlRegistry registry =
        http.authorizeRequests();
    for (String url : ignored) {
      // BUG: Diagnostic contains: AntPathMatcher
      // antMatchers(...) and 2 other ant-style request matchers of this method (lines 39, 40)
      registry.antMatchers(url).permitAll();
    }
    registry.anyRequest().authenticated();
    registry.and().csrf().ignoringAntMatchers("/hooks/**");
    http.antMatcher("/api/**");
    return http.build();
  }

  void configure(WebSecurity web) {
    // BUG: Diagnostic contains: AntPathMatcher
    // antMatchers(...) and 1 other ant-style request matcher of this method (line 48)
    web.ignoring().antMatchers("/css/**");
    web.ignoring().antMatchers("/js/**");
  }

  static List<RequestMatcher> publicPaths() {
    // BUG: Diagnostic contains: AntPathMatcher
    // new AntPathRequestMatcher(...) and 1 other ant-style request matcher of this method (line 55)
    RequestMatcher login = new AntPathRequestMatcher("/login");
    RequestMatcher logout = new AntPathRequestMatcher("/logout");
    return List.of(login, logout);
  }

  void partlySuppressed(HttpSecurity http) throws Exception {
    @SuppressWarnings("AntPathMatcher")
    RequestMatcher legacy = new AntPathRequestMatcher("/legacy/**");
    // BUG: Diagnostic contains: AntPathMatcher
    // antMatcher(...) matches request paths
    http.antMatcher("/api/**").requestMatcher(legacy);
  }
}
