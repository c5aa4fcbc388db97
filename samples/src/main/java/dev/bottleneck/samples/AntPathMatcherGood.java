package dev.bottleneck.samples;

import org.springframework.http.server.PathContainer;
import org.springframework.util.PathMatcher;
import org.springframework.web.util.pattern.PathPattern;
import org.springframework.web.util.pattern.PathPatternParser;

/**
 * Path patterns parsed once by {@code PathPatternParser} and matched against a pre-parsed {@code
 * PathContainer}: no per-request tokenizing. A {@code PathMatcher} that is only declared or handed
 * in is not a creation and stays silent.
 */
public class AntPathMatcherGood {
  private static final PathPattern STATIC_RESOURCES =
      PathPatternParser.defaultInstance.parse("/static/**");

  private final PathMatcher injectedMatcher;

  public AntPathMatcherGood(PathMatcher injectedMatcher) {
    this.injectedMatcher = injectedMatcher;
  }

  public boolean isStatic(String path) {
    return STATIC_RESOURCES.matches(PathContainer.parsePath(path));
  }

  public boolean matchesLegacyPattern(String pattern, String path) {
    return injectedMatcher.match(pattern, path);
  }
}
