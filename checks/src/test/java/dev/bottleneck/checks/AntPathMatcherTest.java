package dev.bottleneck.checks;

import com.google.errorprone.CompilationTestHelper;
import org.junit.jupiter.api.Test;

/**
 * The identification cases, suppression and security chains included, are shared with every engine
 * in {@code samples/src/cases/java/.../AntPathMatcher}; this check offers no fix. Here: the fix it
 * names for the Spring Security version on the class path (5.8 in these tests, 6.5 when {@code
 * PathPatternRequestMatcher} is compiled beside the code).
 */
final class AntPathMatcherTest {
  private final CompilationTestHelper helper =
      CompilationTestHelper.newInstance(AntPathMatcher.class, getClass());

  @Test
  void samples() {
    SampleSources.addSamples(helper, "AntPathMatcher").doTest();
  }

  @Test
  void springSecurityBefore65HasNoReplacementToName() {
    helper
        .addSourceLines(
            "Routes.java",
            """
            import org.springframework.security.web.util.matcher.AntPathRequestMatcher;
            class Routes {
              // BUG: Diagnostic contains: against it again, several times slower per lookup than a parsed PathPattern (a few microseconds per request for 30 patterns); the Spring Security on the class path is older than 6.5 and has no path-pattern request matcher: upgrade to 6.5+ and use PathPatternRequestMatcher instead
              AntPathRequestMatcher admin = new AntPathRequestMatcher("/admin/**");
            }
            """)
        .doTest();
  }

  @Test
  void springSecurity65NamesPathPatternRequestMatcher() {
    helper
        .addSourceLines(
            "PathPatternRequestMatcher.java",
            """
            package org.springframework.security.web.servlet.util.matcher;
            public final class PathPatternRequestMatcher {}
            """)
        .addSourceLines(
            "Routes.java",
            """
            import org.springframework.security.config.annotation.web.builders.HttpSecurity;
            class Routes {
              void configure(HttpSecurity http) throws Exception {
                // BUG: Diagnostic contains: antMatcher(...) and 1 other ant-style request matcher of this method (line 6) match request paths the legacy ant-style way: each pattern is parsed once, but every request path is tokenized and matched against them again, several times slower per lookup than a parsed PathPattern (a few microseconds per request for 30 patterns); use requestMatchers(...) with PathPatternRequestMatcher instead
                http.antMatcher("/api/**")
                    .csrf().ignoringAntMatchers("/hooks/**");
              }
            }
            """)
        .doTest();
  }

  @Test
  void springCoreMatcherNeedsNoSpringSecurity() {
    helper
        .addSourceLines(
            "Paths.java",
            """
            import org.springframework.util.AntPathMatcher;
            class Paths {
              boolean matches(String path) {
                // BUG: Diagnostic contains: several times slower per lookup than a parsed PathPattern (a few microseconds per request for 30 patterns); use PathPatternParser instead
                return new AntPathMatcher().match("/a/**", path);
              }
            }
            """)
        .doTest();
  }
}
