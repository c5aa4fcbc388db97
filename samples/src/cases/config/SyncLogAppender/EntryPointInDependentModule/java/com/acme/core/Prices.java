package com.acme.core;

/** Library code that the application module calls on each request. */
public final class Prices {
  private Prices() {}

  public static long total(long... cents) {
    long total = 0;
    for (long cent : cents) {
      total += cent;
    }
    return total;
  }
}
