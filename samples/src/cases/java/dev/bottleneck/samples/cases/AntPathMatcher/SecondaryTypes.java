package dev.bottleneck.samples.cases.AntPathMatcher;

/** A type named after the file, and a secondary top-level type beside it. */
class SecondaryTypes {
  void antMatchers(String pattern) {}
}

class LegacyMatcher extends org.springframework.util.AntPathMatcher {}
