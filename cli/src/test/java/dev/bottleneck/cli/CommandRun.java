package dev.bottleneck.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * One run of the command as a user's shell runs it, in process: its exit code and what it printed.
 */
record CommandRun(int exitCode, String out, String err) {
  static CommandRun in(Path workingDirectory, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int exitCode =
        Bottleneck.run(
            args,
            workingDirectory,
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));
    return new CommandRun(
        exitCode, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  @Override
  public String toString() {
    return "exit code " + exitCode + "\n--- out:\n" + out + "--- err:\n" + err;
  }
}
