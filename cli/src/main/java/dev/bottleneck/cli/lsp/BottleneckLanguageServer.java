package dev.bottleneck.cli.lsp;

import dev.bottleneck.cli.Version;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.CodeActionKind;
import org.eclipse.lsp4j.CodeActionOptions;
import org.eclipse.lsp4j.DidChangeWatchedFilesRegistrationOptions;
import org.eclipse.lsp4j.FileSystemWatcher;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.Registration;
import org.eclipse.lsp4j.RegistrationParams;
import org.eclipse.lsp4j.SaveOptions;
import org.eclipse.lsp4j.ServerCapabilities;
import org.eclipse.lsp4j.ServerInfo;
import org.eclipse.lsp4j.TextDocumentSyncKind;
import org.eclipse.lsp4j.TextDocumentSyncOptions;
import org.eclipse.lsp4j.WorkspaceFolder;
import org.eclipse.lsp4j.WorkspaceFoldersOptions;
import org.eclipse.lsp4j.WorkspaceServerCapabilities;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageClientAware;
import org.eclipse.lsp4j.services.LanguageServer;
import org.eclipse.lsp4j.services.TextDocumentService;
import org.eclipse.lsp4j.services.WorkspaceService;

/**
 * {@code bottleneck lsp}: the engine of {@code bottleneck check} as a language server. Each
 * workspace folder's modules are found as the command finds them and configured as their build
 * configures the Maven plugin; every file is analyzed once, from the moment {@code initialize}
 * names the folders, then each file again as the editor changes it (after a pause of {@link
 * #DEBOUNCE_MILLIS}), with the module-wide judgments kept current by an engine that lives as long
 * as the server. Diagnostics carry the rule id, the rule's page and the engine's message; code
 * actions apply the engine's fixes or suppress the rule; a hover shows the rule's summary and fix.
 */
public final class BottleneckLanguageServer implements LanguageServer, LanguageClientAware {
  /** How long edits must pause before the edited file is analyzed. */
  public static final long DEBOUNCE_MILLIS = 150;

  private final ServerLog log;
  private final Documents documents = new Documents();
  private final Analyses analyses;
  private final WorkspaceAnalysis analysis;
  private final DocumentService documentService;
  private final FolderService folderService;
  private final CompletableFuture<Integer> exited = new CompletableFuture<>();
  private volatile boolean shutDown;
  private volatile LanguageClient client;
  private List<Path> folders = List.of();
  private boolean watchFiles;

  /**
   * @param classpath the compile class path of every module, for the few types that imports and
   *     sources cannot decide
   * @param err where the server logs before an editor is connected, and stack traces
   */
  public BottleneckLanguageServer(List<Path> classpath, long debounceMillis, PrintStream err) {
    this.log = new ServerLog(err);
    this.analyses = new Analyses(debounceMillis, log);
    this.analysis =
        new WorkspaceAnalysis(documents, new Workspace(documents, classpath, log), analyses, log);
    this.documentService = new DocumentService(documents, analysis, log);
    this.folderService = new FolderService(documents, analysis, log);
  }

  /**
   * Serves one editor over {@code in} and {@code out} until it exits or closes the stream.
   *
   * @return the process's exit code: 0 after a shutdown, 1 otherwise, as the protocol asks
   */
  public static int serve(
      InputStream in,
      OutputStream out,
      List<Path> classpath,
      long debounceMillis,
      PrintStream err) {
    WarmUp.start();
    BottleneckLanguageServer server = new BottleneckLanguageServer(classpath, debounceMillis, err);
    Launcher<LanguageClient> launcher = LSPLauncher.createServerLauncher(server, in, out);
    server.connect(launcher.getRemoteProxy());
    Future<Void> listening = launcher.startListening();
    // Whichever comes first: the exit notification, or the end of the stream (the editor is gone).
    Thread stream =
        new Thread(
            () -> {
              try {
                listening.get();
              } catch (InterruptedException | ExecutionException | CancellationException closed) {
                // The stream ended either way.
              }
              server.exited.complete(1);
            },
            "bottleneck-lsp-stream");
    stream.setDaemon(true);
    stream.start();
    try {
      server.exited.join();
    } finally {
      server.analysis.close();
      listening.cancel(true);
    }
    return server.shutDown ? 0 : 1;
  }

  @Override
  public void connect(LanguageClient client) {
    this.client = client;
    log.connect(client);
    analysis.connect(client);
  }

  @Override
  public CompletableFuture<InitializeResult> initialize(InitializeParams params) {
    folders = folders(params);
    watchFiles = canWatchFiles(params.getCapabilities());
    ServerCapabilities capabilities = new ServerCapabilities();
    TextDocumentSyncOptions sync = new TextDocumentSyncOptions();
    sync.setOpenClose(true);
    sync.setChange(TextDocumentSyncKind.Incremental);
    sync.setSave(new SaveOptions(false));
    capabilities.setTextDocumentSync(sync);
    capabilities.setCodeActionProvider(new CodeActionOptions(List.of(CodeActionKind.QuickFix)));
    capabilities.setHoverProvider(true);
    WorkspaceFoldersOptions workspaceFolders = new WorkspaceFoldersOptions();
    workspaceFolders.setSupported(true);
    workspaceFolders.setChangeNotifications(true);
    capabilities.setWorkspace(new WorkspaceServerCapabilities(workspaceFolders));
    // The analysis starts now, not at initialized: the editor's round trip is not waited for. What
    // it finds is held until then, since the protocol lets nothing but log lines reach the editor
    // before it has the answer to initialize.
    log.info("bottleneck " + Version.get() + ": language server for " + folders);
    folders.forEach(analysis::openFolder);
    return CompletableFuture.completedFuture(
        new InitializeResult(capabilities, new ServerInfo("bottleneck", Version.get())));
  }

  @Override
  public void initialized(InitializedParams params) {
    analysis.initialized();
    if (watchFiles && client != null) {
      DidChangeWatchedFilesRegistrationOptions options =
          new DidChangeWatchedFilesRegistrationOptions(
              List.of(
                  new FileSystemWatcher(Either.forLeft("**/*.java")),
                  new FileSystemWatcher(Either.forLeft("**/application*.{properties,yml,yaml}")),
                  new FileSystemWatcher(
                      Either.forLeft(
                          "**/{logback,logback-spring,log4j2,log4j2-spring}.{xml,properties,yaml,yml,json,jsn}")),
                  new FileSystemWatcher(
                      Either.forLeft("**/{pom.xml,build.gradle,build.gradle.kts}")),
                  new FileSystemWatcher(Either.forLeft("**/bottleneck-baseline.txt"))));
      client.registerCapability(
          new RegistrationParams(
              List.of(
                  new Registration(
                      "bottleneck-files", "workspace/didChangeWatchedFiles", options))));
    }
  }

  @Override
  public CompletableFuture<Object> shutdown() {
    shutDown = true;
    analysis.close();
    return CompletableFuture.completedFuture(null);
  }

  @Override
  public void exit() {
    exited.complete(shutDown ? 0 : 1);
  }

  @Override
  public TextDocumentService getTextDocumentService() {
    return documentService;
  }

  @Override
  public WorkspaceService getWorkspaceService() {
    return folderService;
  }

  /** Whether no analysis waits or runs: for tests and the benchmark, which wait for quiet. */
  public boolean idle() {
    return analyses.idle();
  }

  /** The workspace folders, else the root the editor names, else none. */
  private static List<Path> folders(InitializeParams params) {
    List<Path> folders = new ArrayList<>();
    List<WorkspaceFolder> given = params.getWorkspaceFolders();
    if (given != null && !given.isEmpty()) {
      given.forEach(folder -> Documents.path(folder.getUri()).ifPresent(folders::add));
    } else if (params.getRootUri() != null) {
      Documents.path(params.getRootUri()).ifPresent(folders::add);
    } else {
      @SuppressWarnings("deprecation")
      String rootPath = params.getRootPath();
      Optional.ofNullable(rootPath)
          .map(p -> Path.of(p).toAbsolutePath().normalize())
          .ifPresent(folders::add);
    }
    return List.copyOf(folders);
  }

  private static boolean canWatchFiles(ClientCapabilities capabilities) {
    return capabilities != null
        && capabilities.getWorkspace() != null
        && capabilities.getWorkspace().getDidChangeWatchedFiles() != null
        && Boolean.TRUE.equals(
            capabilities.getWorkspace().getDidChangeWatchedFiles().getDynamicRegistration());
  }
}
