package dev.bottleneck.samples.kotlin

import org.springframework.http.server.PathContainer
import org.springframework.web.util.pattern.PathPatternParser

/** The pattern parsed once by PathPatternParser and matched against a parsed path. */
class AntPathMatcherGood {
  private val pattern = PathPatternParser.defaultInstance.parse("/static/**")

  fun isStatic(path: String): Boolean = pattern.matches(PathContainer.parsePath(path))
}
