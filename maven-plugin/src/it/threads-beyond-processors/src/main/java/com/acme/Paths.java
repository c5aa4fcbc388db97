package com.acme;

import org.springframework.util.PathMatcher;

/** Takes a matcher from outside: declaring or injecting one is not the slow part. */
public class Paths {
  private final PathMatcher matcher;

  public Paths(PathMatcher matcher) {
    this.matcher = matcher;
  }

  public boolean isStatic(String path) {
    // Not new AntPathMatcher(): the caller decides.
    return matcher.match("/static/**", path);
  }
}
