package dev.bottleneck.samples.cases.AntPathMatcher;

import org.springframework.util.AntPathMatcher;

/** A finding suppressed with the rule id on its declaration: silent in every engine. */
class SuppressedOnField {
  @SuppressWarnings("AntPathMatcher")
  private final AntPathMatcher matcher = new AntPathMatcher();
}
