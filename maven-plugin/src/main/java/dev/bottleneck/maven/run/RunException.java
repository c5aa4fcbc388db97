package dev.bottleneck.maven.run;

/**
 * Settings, input or output that stop a run before its verdict: a bad value, a baseline that cannot
 * be read, a report that cannot be written. The message names the setting or file and what to do;
 * the Maven goals throw it on as a {@code MojoExecutionException}, the command exits with 2.
 */
public final class RunException extends Exception {
  private static final long serialVersionUID = 1L;

  public RunException(String message) {
    super(message);
  }

  public RunException(String message, Throwable cause) {
    super(message, cause);
  }
}
