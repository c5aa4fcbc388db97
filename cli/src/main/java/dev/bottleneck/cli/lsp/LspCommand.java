package dev.bottleneck.cli.lsp;

import dev.bottleneck.cli.Layout;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code bottleneck lsp}: the language server over standard input and output, for any editor with a
 * language server client. Standard output carries the protocol alone: whatever else would print
 * there goes to standard error.
 */
@Command(
    name = "lsp",
    mixinStandardHelpOptions = true,
    versionProvider = dev.bottleneck.cli.Version.class,
    sortOptions = false,
    description = {
      "Runs the language server on standard input and output: the editor starts it, names the"
          + " workspace folders, and shows each finding as a diagnostic while you type, with the"
          + " rule's page, a quick fix where the engine has one, and a suppression. Each module is"
          + " found as check finds it, and configured by the bottleneck-maven-plugin"
          + " configuration of its pom.xml (defaults without one).",
      ""
    },
    footer = {
      "",
      "Editor setups: editors.html beside the rule pages each run installs, in"
          + " ~/.cache/bottleneck/VERSION/"
    })
public final class LspCommand implements Callable<Integer> {
  @Option(
      names = {"--classpath", "-cp"},
      paramLabel = "PATH",
      description =
          "The compile class path of the modules (jars and class folders, separated by : or ;),"
              + " for the few types that imports and sources cannot decide. Default: none.")
  List<String> classpath;

  @Option(
      names = "--debounce",
      paramLabel = "MILLIS",
      defaultValue = "" + BottleneckLanguageServer.DEBOUNCE_MILLIS,
      description =
          "How long the typing must pause before the edited file is analyzed again. Default:"
              + " ${DEFAULT-VALUE} ms.")
  long debounceMillis;

  @Override
  public Integer call() {
    // The protocol owns the real standard output; a stray print goes to standard error instead.
    OutputStream protocol = new FileOutputStream(FileDescriptor.out);
    PrintStream err = System.err;
    System.setOut(err);
    return BottleneckLanguageServer.serve(
        System.in,
        protocol,
        Layout.classpath(classpath, Path.of("").toAbsolutePath()),
        Math.max(0, debounceMillis),
        err);
  }
}
