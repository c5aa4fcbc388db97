package dev.bottleneck.maven.filter;

/** A baseline file that cannot be used; the message names the file and the fix. */
public final class BaselineException extends Exception {
  public BaselineException(String message) {
    super(message);
  }
}
