package dev.bottleneck.cli.lsp;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.channels.Channels;
import java.nio.channels.Pipe;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionContext;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidChangeWorkspaceFoldersParams;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.DidSaveTextDocumentParams;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.MessageActionItem;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.ShowMessageRequestParams;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;
import org.eclipse.lsp4j.WorkspaceFolder;
import org.eclipse.lsp4j.WorkspaceFoldersChangeEvent;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageServer;

/**
 * An editor as the protocol sees it: LSP4J's client side, talking to the server over a pair of
 * pipes (the server runs as {@code bottleneck lsp} runs it, in {@link
 * BottleneckLanguageServer#serve}), remembering every diagnostic and log line it was sent.
 */
final class LspClient implements LanguageClient, AutoCloseable {
  static final Duration PATIENCE = Duration.ofSeconds(60);

  /** The server's own thread, as {@code bottleneck lsp} has its main thread. */
  private static final Executor SERVER_THREAD = task -> new Thread(task, "lsp-server").start();

  private final Map<String, List<Diagnostic>> diagnostics = new ConcurrentHashMap<>();
  private final List<PublishDiagnosticsParams> published = new CopyOnWriteArrayList<>();
  private final List<String> log = new CopyOnWriteArrayList<>();
  private final Map<Path, Integer> versions = new ConcurrentHashMap<>();
  private final CompletableFuture<Integer> exitCode;
  private final Future<Void> listening;
  private final OutputStream toServer;
  private LanguageServer server;

  private LspClient(List<Path> folders, long debounceMillis, boolean initialized)
      throws IOException {
    // NIO pipes: java.io's piped streams break when the thread that last wrote ends, and LSP4J
    // writes from whichever thread answers.
    Pipe up = Pipe.open();
    Pipe down = Pipe.open();
    toServer = Channels.newOutputStream(up.sink());
    InputStream serverIn = Channels.newInputStream(up.source());
    OutputStream fromServer = Channels.newOutputStream(down.sink());
    InputStream clientIn = Channels.newInputStream(down.source());
    PrintStream err = System.err;
    exitCode =
        CompletableFuture.supplyAsync(
            () -> {
              try {
                return BottleneckLanguageServer.serve(
                    serverIn, fromServer, List.of(), debounceMillis, err);
              } finally {
                close(fromServer);
              }
            },
            SERVER_THREAD);
    Launcher<LanguageServer> launcher = LSPLauncher.createClientLauncher(this, clientIn, toServer);
    server = launcher.getRemoteProxy();
    listening = launcher.startListening();
    initialize(folders);
    if (initialized) {
      initialized();
    }
  }

  /** A client connected to a new server, the folders its workspace, initialized. */
  static LspClient start(Path... folders) throws IOException {
    return new LspClient(List.of(folders), 50, true);
  }

  /**
   * A client connected to a new server, the folders its workspace, that has the answer to {@code
   * initialize} and has not said {@code initialized} yet.
   */
  static LspClient startUninitialized(Path... folders) throws IOException {
    return new LspClient(List.of(folders), 50, false);
  }

  /** Says {@code initialized}, as an editor does once it has the answer to {@code initialize}. */
  void initialized() {
    server.initialized(new InitializedParams());
  }

  private void initialize(List<Path> folders) {
    InitializeParams params = new InitializeParams();
    params.setCapabilities(new ClientCapabilities());
    List<WorkspaceFolder> workspace = new ArrayList<>();
    for (Path folder : folders) {
      workspace.add(
          new WorkspaceFolder(folder.toUri().toString(), folder.getFileName().toString()));
    }
    params.setWorkspaceFolders(workspace);
    await(server.initialize(params));
  }

  static String uri(Path file) {
    return file.toUri().toString();
  }

  void open(Path file) {
    open(file, read(file));
  }

  void open(Path file, String text) {
    versions.put(file, 1);
    server
        .getTextDocumentService()
        .didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(uri(file), "java", 1, text)));
  }

  /** Sends the new text whole, as some editors do. */
  void change(Path file, String text) {
    change(file, new TextDocumentContentChangeEvent(text));
  }

  /** Sends a change of one range, as most editors do. */
  void change(Path file, Range range, String text) {
    change(file, new TextDocumentContentChangeEvent(range, text));
  }

  private void change(Path file, TextDocumentContentChangeEvent change) {
    server
        .getTextDocumentService()
        .didChange(
            new DidChangeTextDocumentParams(
                new VersionedTextDocumentIdentifier(
                    uri(file), versions.merge(file, 1, Integer::sum)),
                List.of(change)));
  }

  void save(Path file) {
    server
        .getTextDocumentService()
        .didSave(new DidSaveTextDocumentParams(new TextDocumentIdentifier(uri(file))));
  }

  void close(Path file) {
    server
        .getTextDocumentService()
        .didClose(new DidCloseTextDocumentParams(new TextDocumentIdentifier(uri(file))));
  }

  void foldersChanged(List<Path> added, List<Path> removed) {
    WorkspaceFoldersChangeEvent event = new WorkspaceFoldersChangeEvent();
    event.setAdded(added.stream().map(f -> new WorkspaceFolder(uri(f), "added")).toList());
    event.setRemoved(removed.stream().map(f -> new WorkspaceFolder(uri(f), "removed")).toList());
    server
        .getWorkspaceService()
        .didChangeWorkspaceFolders(new DidChangeWorkspaceFoldersParams(event));
  }

  List<Either<Command, CodeAction>> codeActions(Path file, Range range) {
    List<Diagnostic> known = diagnostics.getOrDefault(uri(file), List.of());
    return await(
        server
            .getTextDocumentService()
            .codeAction(
                new CodeActionParams(
                    new TextDocumentIdentifier(uri(file)), range, new CodeActionContext(known))));
  }

  Hover hover(Path file, Position at) {
    return await(
        server
            .getTextDocumentService()
            .hover(new HoverParams(new TextDocumentIdentifier(uri(file)), at)));
  }

  /** The diagnostics of {@code file} once they satisfy {@code wanted}; fails after a minute. */
  List<Diagnostic> diagnostics(Path file, Predicate<List<Diagnostic>> wanted) {
    long deadline = System.nanoTime() + PATIENCE.toNanos();
    while (System.nanoTime() < deadline) {
      List<Diagnostic> now = diagnostics.get(uri(file));
      if (now != null && wanted.test(now)) {
        return now;
      }
      pause();
    }
    throw new AssertionError(
        "no diagnostics as wanted for "
            + file
            + " within "
            + PATIENCE
            + "; last: "
            + diagnostics.get(uri(file))
            + "; log: "
            + log);
  }

  /** How many times the server published diagnostics for {@code file}. */
  long publications(Path file) {
    return published.stream().filter(params -> params.getUri().equals(uri(file))).count();
  }

  /** How many times the server published diagnostics, for any file. */
  int publications() {
    return published.size();
  }

  /** Whether the server ever published diagnostics for {@code file}. */
  boolean published(Path file) {
    return diagnostics.containsKey(uri(file));
  }

  /** The first log line that contains {@code text}, once there is one; fails after a minute. */
  String logLine(String text) {
    long deadline = System.nanoTime() + PATIENCE.toNanos();
    while (System.nanoTime() < deadline) {
      Optional<String> line = log.stream().filter(l -> l.contains(text)).findFirst();
      if (line.isPresent()) {
        return line.get();
      }
      pause();
    }
    throw new AssertionError(
        "no log line with '" + text + "' within " + PATIENCE + "; log: " + log);
  }

  List<String> log() {
    return List.copyOf(log);
  }

  /** Shuts the server down as an editor does, and returns its exit code. */
  int shutDown() {
    await(server.shutdown());
    server.exit();
    try {
      return exitCode.get(PATIENCE.toSeconds(), TimeUnit.SECONDS);
    } catch (Exception e) {
      throw new AssertionError("the server did not exit", e);
    }
  }

  @Override
  public void close() {
    close(toServer);
    listening.cancel(true);
  }

  @Override
  public void publishDiagnostics(PublishDiagnosticsParams params) {
    published.add(params);
    diagnostics.put(params.getUri(), params.getDiagnostics());
  }

  @Override
  public void logMessage(MessageParams message) {
    log.add(message.getMessage());
  }

  @Override
  public void showMessage(MessageParams message) {
    log.add(message.getMessage());
  }

  @Override
  public CompletableFuture<MessageActionItem> showMessageRequest(ShowMessageRequestParams request) {
    return CompletableFuture.completedFuture(null);
  }

  @Override
  public void telemetryEvent(Object object) {}

  static String read(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static <T> T await(CompletableFuture<T> future) {
    try {
      return future.get(PATIENCE.toSeconds(), TimeUnit.SECONDS);
    } catch (Exception e) {
      throw new AssertionError("no answer from the server", e);
    }
  }

  private static void pause() {
    try {
      Thread.sleep(20);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  private static void close(java.io.Closeable closeable) {
    try {
      closeable.close();
    } catch (IOException ignored) {
      // Already closed.
    }
  }
}
