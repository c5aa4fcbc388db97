package dev.bottleneck.samples.kotlin

import org.springframework.util.AntPathMatcher

/** Ant-style matching of each request path: tokenized again for every pattern it is tried against. */
class AntPathMatcherBad {
  // BUG: Diagnostic contains: AntPathMatcher
  private val matcher = AntPathMatcher()

  fun isStatic(path: String): Boolean = matcher.match("/static/**", path)
}
