package dev.bottleneck.checks;

import com.google.errorprone.CompilationTestHelper;
import org.junit.jupiter.api.Test;

final class AntPathMatcherTest {
  private final CompilationTestHelper helper =
      CompilationTestHelper.newInstance(AntPathMatcher.class, getClass());

  @Test
  void identification() {
    helper
        .addSourceLines(
            "Routes.java",
            """
            import org.springframework.security.config.annotation.web.builders.HttpSecurity;
            import org.springframework.security.web.util.matcher.AntPathRequestMatcher;
            import org.springframework.security.web.util.matcher.RequestMatcher;
            import org.springframework.util.AntPathMatcher;
            import org.springframework.util.PathMatcher;
            import org.springframework.web.util.pattern.PathPatternParser;

            class Routes {
              // BUG: Diagnostic contains: AntPathMatcher
              private final PathMatcher matcher = new AntPathMatcher();
              // BUG: Diagnostic contains: PathPatternParser
              private final PathMatcher dotted = new AntPathMatcher(".");
              // BUG: Diagnostic contains: AntPathMatcher
              private final PathMatcher custom = new AntPathMatcher() {};
              // BUG: Diagnostic contains: PathPatternRequestMatcher
              private final RequestMatcher admin = new AntPathRequestMatcher("/admin/**");
              // BUG: Diagnostic contains: AntPathMatcher
              private final RequestMatcher api = AntPathRequestMatcher.antMatcher("/api/**");

              void configure(HttpSecurity http) throws Exception {
                http.authorizeRequests()
                    // BUG: Diagnostic contains: antMatchers
                    .antMatchers("/public/**").permitAll();
                // BUG: Diagnostic contains: AntPathMatcher
                http.csrf().ignoringAntMatchers("/hooks/**");
              }

              // Lookalikes: the modern parser, a matcher handed in, and an unrelated class.
              private final PathPatternParser parser = new PathPatternParser();
              private final PathMatcher injected;
              private final Other other = new Other();

              Routes(PathMatcher injected) {
                this.injected = injected;
                other.antMatchers("/x");
              }

              PathMatcher local() {
                class Tuned extends AntPathMatcher {}
                // BUG: Diagnostic contains: AntPathMatcher
                return new Tuned();
              }

              void modern(HttpSecurity http) throws Exception {
                class Plain {}
                new Plain();
                http.authorizeRequests().mvcMatchers("/x").permitAll();
              }

              static final class Other {
                void antMatchers(String pattern) {}
              }

              static final class AntPathMatcherLike {}
            }
            """)
        .doTest();
  }

  @Test
  void suppression() {
    helper
        .addSourceLines(
            "Legacy.java",
            """
            import org.springframework.util.AntPathMatcher;

            class Legacy {
              @SuppressWarnings("AntPathMatcher")
              private final AntPathMatcher matcher = new AntPathMatcher();
            }
            """)
        .doTest();
  }

  @Test
  void samples() {
    SampleSources.addSamples(helper, "AntPathMatcher").doTest();
  }
}
