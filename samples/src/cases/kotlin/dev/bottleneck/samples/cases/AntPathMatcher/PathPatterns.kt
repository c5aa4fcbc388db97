package dev.bottleneck.samples.cases.AntPathMatcher

import org.springframework.http.server.PathContainer
import org.springframework.web.util.pattern.PathPatternParser

/** Parsed path patterns: the fixed form. */
class StaticPatterns {
  private val pattern = PathPatternParser.defaultInstance.parse("/static/**")

  fun isStatic(path: String): Boolean = pattern.matches(PathContainer.parsePath(path))
}
