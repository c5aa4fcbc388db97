package dev.bottleneck.cli;

import dev.bottleneck.cli.lsp.LspCommand;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * {@code bottleneck}: the Maven plugin's goals as commands, for any build. Exit codes: 0 when no
 * finding fails the run, 1 when findings do, 2 for a usage, configuration or I/O error; every error
 * is one message that says what to do, never a stack trace.
 */
@Command(
    name = "bottleneck",
    mixinStandardHelpOptions = true,
    versionProvider = Version.class,
    subcommands = {
      CheckCommand.class,
      FixCommand.class,
      BaselineCommand.class,
      LspCommand.class,
      CommandLine.HelpCommand.class
    },
    description = {
      "Finds known Java performance bottlenecks in source files and Spring Boot configuration"
          + " files: the engine of the bottleneck Maven plugin, with its settings, reports and"
          + " verdict, for Gradle, other builds, scripts and hooks, and as a language server for"
          + " editors.",
      ""
    },
    footer = {
      "",
      "Run 'bottleneck COMMAND --help' for the options of a command.",
      "Guide: command-line.html beside the rule pages each run installs, in"
          + " ~/.cache/bottleneck/VERSION/ ($XDG_CACHE_HOME/bottleneck/VERSION/ where that is set)"
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:no finding fails the run",
      "1:findings fail the run (check)",
      "2:usage, configuration or I/O error"
    })
public final class Bottleneck implements Callable<Integer> {
  /** Findings fail the run. */
  static final int FINDINGS = 1;

  /** The command line, a setting, an input or an output is wrong. */
  static final int ERROR = 2;

  private final Path workingDirectory;
  private final PrintWriter out;
  private final PrintWriter err;

  private Bottleneck(Path workingDirectory, PrintWriter out, PrintWriter err) {
    this.workingDirectory = workingDirectory;
    this.out = out;
    this.err = err;
  }

  public static void main(String[] args) {
    System.exit(run(args, Path.of("").toAbsolutePath(), System.out, System.err));
  }

  /**
   * Runs one command line as {@code main} does, without exiting.
   *
   * @param workingDirectory the folder relative paths start from, and reports name files from
   * @return the exit code
   */
  public static int run(String[] args, Path workingDirectory, PrintStream out, PrintStream err) {
    PrintWriter outWriter = writer(out);
    PrintWriter errWriter = writer(err);
    try {
      Bottleneck bottleneck =
          new Bottleneck(workingDirectory.toAbsolutePath().normalize(), outWriter, errWriter);
      CommandLine commandLine =
          new CommandLine(bottleneck)
              .setOut(outWriter)
              .setErr(errWriter)
              .setCaseInsensitiveEnumValuesAllowed(true)
              .setParameterExceptionHandler(Bottleneck::usageError)
              .setExecutionExceptionHandler(
                  (e, command, parsed) -> {
                    command
                        .getErr()
                        .println(
                            "bottleneck: failed unexpectedly ("
                                + e
                                + "); please report this to bottleneck with the command line");
                    return ERROR;
                  });
      return commandLine.execute(args);
    } finally {
      outWriter.flush();
      errWriter.flush();
    }
  }

  /** No command: the usage, and the exit code of a usage error. */
  @Override
  public Integer call() {
    err.println("bottleneck: name a command: check, fix, baseline or lsp");
    new CommandLine(this).usage(err);
    return ERROR;
  }

  Path workingDirectory() {
    return workingDirectory;
  }

  PrintWriter out() {
    return out;
  }

  PrintWriter err() {
    return err;
  }

  private static int usageError(ParameterException e, String[] args) {
    CommandLine command = e.getCommandLine();
    PrintWriter err = command.getErr();
    err.println("bottleneck: " + e.getMessage());
    UnmatchedArgumentException.printSuggestions(e, err);
    err.println(
        "Run '"
            + command.getCommandSpec().qualifiedName()
            + " --help' for every option and its default.");
    return ERROR;
  }

  /**
   * A writer that prints through the stream, so that text is encoded as the stream encodes it (the
   * terminal's encoding for {@code System.out}), not in the JVM's default charset.
   */
  private static PrintWriter writer(PrintStream stream) {
    return new PrintWriter(
        new Writer() {
          @Override
          public void write(char[] text, int offset, int length) {
            stream.print(new String(text, offset, length));
          }

          @Override
          public void flush() {
            stream.flush();
          }

          @Override
          public void close() {
            stream.flush();
          }
        },
        true);
  }
}
