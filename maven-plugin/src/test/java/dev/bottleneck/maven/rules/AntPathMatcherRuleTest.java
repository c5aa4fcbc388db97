package dev.bottleneck.maven.rules;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class AntPathMatcherRuleTest {
  @TempDir Path root;

  @Test
  void identification() {
    RuleScan.of(root, "AntPathMatcher")
        .add(
            "p/Paths.java",
            """
            package p;

            import org.springframework.security.config.annotation.web.builders.HttpSecurity;
            import org.springframework.security.web.util.matcher.AntPathRequestMatcher;
            import org.springframework.util.AntPathMatcher;
            import org.springframework.util.PathMatcher;

            class Paths {
              // BUG: Diagnostic contains: AntPathMatcher
              private final PathMatcher matcher = new AntPathMatcher();
              // BUG: Diagnostic contains: AntPathMatcher
              private final PathMatcher custom = new AntPathMatcher() {};
              // BUG: Diagnostic contains: AntPathMatcher
              private final Object admin = new AntPathRequestMatcher("/admin/**");
              // BUG: Diagnostic contains: AntPathMatcher
              private final Object api = AntPathRequestMatcher.antMatcher("/api/**");

              void configure(HttpSecurity http) throws Exception {
                http.authorizeRequests()
                    // BUG: Diagnostic contains: AntPathMatcher
                    .antMatchers("/public/**").permitAll()
                    // BUG: Diagnostic contains: AntPathMatcher
                    .antMatchers("/static/**").permitAll();
              }

              PathMatcher secondary() {
                // Declared in Unrelated.java, a file named after another type.
                // BUG: Diagnostic contains: AntPathMatcher
                return new Legacy();
              }

              PathMatcher local() {
                // A local class is no member of Paths: it is found in this file, not on the classpath.
                class Tuned extends AntPathMatcher {}
                // BUG: Diagnostic contains: AntPathMatcher
                return new Tuned();
              }

              boolean lookalikes(PathMatcher injected, Unrelated unrelated) {
                class Plain {}
                new Plain();
                unrelated.antMatchers("/x");
                return injected.match("/a/**", "/a/b");
              }
            }
            """)
        .add(
            "p/Unrelated.java",
            """
            package p;

            class Unrelated { void antMatchers(String s) {} }

            class Legacy extends org.springframework.util.AntPathMatcher {}
            """)
        .expectMarkedFindings();
  }
}
