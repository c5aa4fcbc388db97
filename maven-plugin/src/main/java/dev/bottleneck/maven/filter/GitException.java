package dev.bottleneck.maven.filter;

/** Git cannot answer what changed; the message says why and what to do. */
public final class GitException extends Exception {
  public GitException(String message) {
    super(message);
  }
}
