package dev.bottleneck.cli.lsp;

import dev.bottleneck.maven.run.Log;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.MessageType;
import org.eclipse.lsp4j.services.LanguageClient;

/**
 * The server's log: the editor's log window ({@code window/logMessage}) once the editor is
 * connected, standard error before; never standard output, which carries the protocol. The shared
 * steps of a run log through it too, so that a bad setting reads as it does in the build.
 */
final class ServerLog implements Log {
  private final PrintStream err;
  private volatile LanguageClient client;

  ServerLog(PrintStream err) {
    this.err = err;
  }

  void connect(LanguageClient client) {
    this.client = client;
  }

  @Override
  public void info(String line) {
    send(MessageType.Info, line);
  }

  @Override
  public void warn(String line) {
    send(MessageType.Warning, line);
  }

  @Override
  public void error(String line) {
    send(MessageType.Error, line);
  }

  /** GitHub annotations mean nothing to an editor; they are logged as lines. */
  @Override
  public void annotation(String line) {
    info(line);
  }

  /**
   * Logs an unexpected failure: one line for the editor, the stack trace on standard error, where
   * an editor keeps the server's own output.
   */
  void failure(String what, Throwable failure) {
    StringWriter trace = new StringWriter();
    failure.printStackTrace(new PrintWriter(trace));
    err.println("bottleneck: " + what + " failed: " + trace);
    error(
        "bottleneck: "
            + what
            + " failed ("
            + failure
            + "); the server goes on; please report this to bottleneck with the file");
  }

  private void send(MessageType type, String line) {
    LanguageClient connected = client;
    if (connected == null) {
      err.println(line);
      return;
    }
    try {
      connected.logMessage(new MessageParams(type, line));
    } catch (RuntimeException closed) {
      err.println(line);
    }
  }
}
