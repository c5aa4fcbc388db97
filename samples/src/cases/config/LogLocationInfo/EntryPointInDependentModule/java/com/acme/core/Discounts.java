package com.acme.core;

/** Library code that the application module calls on each request. */
public final class Discounts {
  private Discounts() {}

  public static long apply(long cents, int percent) {
    return cents - cents * percent / 100;
  }
}
