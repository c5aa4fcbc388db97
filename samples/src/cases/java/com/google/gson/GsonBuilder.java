// Gson is not among the samples' dependencies: the checks know it by name.
package com.google.gson;

public final class GsonBuilder {
  public GsonBuilder setPrettyPrinting() {
    return this;
  }

  public Gson create() {
    return null;
  }
}
