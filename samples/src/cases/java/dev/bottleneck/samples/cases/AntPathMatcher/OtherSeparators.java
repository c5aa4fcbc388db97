package dev.bottleneck.samples.cases.AntPathMatcher;

import org.springframework.util.AntPathMatcher;
import org.springframework.util.PathMatcher;

/**
 * An {@code AntPathMatcher} with a separator other than {@code "/"} matches no request path:
 * package or class names, message destinations, property keys. {@code PathPatternParser} parses
 * URL paths, so it is no fix there. (Seen in a real application: controllers selected by package,
 * {@code new AntPathMatcher(".").match(pattern, type.getPackage().getName())}, at start-up.)
 */
class OtherSeparators {
  private final PathMatcher packages = new AntPathMatcher(".");

  boolean isController(Class<?> type, String pattern) {
    return new AntPathMatcher(".").match(pattern, type.getPackage().getName());
  }

  PathMatcher keys() {
    return new AntPathMatcher(":") {};
  }

  // The separator of URL paths, spelled out: request paths.
  PathMatcher urls() {
    // BUG: Diagnostic contains: AntPathMatcher
    // new AntPathMatcher() matches request paths
    return new AntPathMatcher("/");
  }

  // The one String of a named subclass's constructor may be anything: a prefix, a pattern.
  static final class PrefixMatcher extends AntPathMatcher {
    PrefixMatcher(String prefix) {}
  }

  PathMatcher prefixed() {
    // BUG: Diagnostic contains: AntPathMatcher
    // new AntPathMatcher() matches request paths
    return new PrefixMatcher("api.");
  }

  // A separator that is not a constant may be "/".
  PathMatcher withSeparator(String separator) {
    // BUG: Diagnostic contains: AntPathMatcher
    // new AntPathMatcher() matches request paths
    return new AntPathMatcher(separator);
  }
}
