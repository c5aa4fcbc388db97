package dev.bottleneck.samples.cases.AntPathMatcher

import org.springframework.util.AntPathMatcher
import org.springframework.util.PathMatcher

/** Ant-style matching of request paths, in a Kotlin property and a function. */
class StaticResources {
  // BUG: Diagnostic contains: AntPathMatcher
  private val matcher: PathMatcher = AntPathMatcher()

  fun isStatic(path: String): Boolean = matcher.match("/static/**", path)
}
