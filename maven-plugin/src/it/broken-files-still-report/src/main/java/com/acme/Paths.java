package com.acme;

import org.springframework.util.AntPathMatcher;
import org.springframework.util.PathMatcher;

public class Paths {
  private final PathMatcher matcher = new AntPathMatcher();

  public boolean isStatic(String path) {
    return matcher.match("/static/**", path);
  }
}
