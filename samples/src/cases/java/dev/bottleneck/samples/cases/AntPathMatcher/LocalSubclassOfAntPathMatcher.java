package dev.bottleneck.samples.cases.AntPathMatcher;

import org.springframework.util.AntPathMatcher;
import org.springframework.util.PathMatcher;

/** A local class is no member of its file's type: it is found in the file, not on the classpath. */
class LocalSubclassOfAntPathMatcher {
  PathMatcher local() {
    class Tuned extends AntPathMatcher {}
    // BUG: Diagnostic contains: AntPathMatcher
    // AntPathMatcher
    return new Tuned();
  }
}
