package dev.bottleneck.samples.cases.AntPathMatcher;

import org.springframework.util.PathMatcher;

/** LegacyMatcher is declared in SecondaryTypes.java, a file named after another type. */
class SubclassDeclaredInAnotherFile {
  PathMatcher secondary() {
    // BUG: Diagnostic contains: AntPathMatcher
    // AntPathMatcher
    return new LegacyMatcher();
  }

  void unrelated(SecondaryTypes types) {
    types.antMatchers("/x");
  }
}
