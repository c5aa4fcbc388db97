package dev.bottleneck.cli;

import dev.bottleneck.maven.run.Log;
import java.io.PrintWriter;

/**
 * The command's output: findings, summaries and annotations on standard output, where a pipe or a
 * CI log reads them; files that could not be analyzed on standard error, with every other error.
 */
final class ConsoleLog implements Log {
  private final PrintWriter out;
  private final PrintWriter err;

  ConsoleLog(PrintWriter out, PrintWriter err) {
    this.out = out;
    this.err = err;
  }

  @Override
  public void info(String line) {
    out.println(line);
  }

  @Override
  public void warn(String line) {
    out.println(line);
  }

  @Override
  public void error(String line) {
    out.flush();
    err.println(line);
    err.flush();
  }

  @Override
  public void annotation(String line) {
    out.println(line);
  }
}
