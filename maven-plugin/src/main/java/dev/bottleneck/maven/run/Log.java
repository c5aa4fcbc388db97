package dev.bottleneck.maven.run;

/** Where a run's lines go: Maven's build log, or the command's standard output and error. */
public interface Log {
  void info(String line);

  void warn(String line);

  void error(String line);

  /**
   * A line a machine reads from the start of a line of standard output, bypassing any level prefix:
   * a GitHub Actions workflow command.
   */
  void annotation(String line);
}
