package com.acme.shared;

public final class Ids {
  private Ids() {}

  public static String normalize(String id) {
    return id.strip();
  }
}
