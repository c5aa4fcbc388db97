package dev.bottleneck.cli.lsp;

import dev.bottleneck.cli.lsp.Analyses.Priority;
import dev.bottleneck.cli.lsp.ModuleSession.FileResult;
import dev.bottleneck.maven.run.RunException;
import dev.bottleneck.maven.scan.Workers;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.services.LanguageClient;

/**
 * What the server does with the workspace, on its analysis thread ({@link Analyses}): opens each
 * folder's modules and analyzes every file once, then, as the editor opens, edits, saves and closes
 * files, analyzes the file alone (the module index told first of every text that changed), and
 * after an edit, once the editing pauses, the other open files that the edit may concern, since
 * their callers may have changed. Each file's diagnostics are published as soon as it is analyzed.
 * The protocol's threads only queue work here; the reports they answer code actions and hovers from
 * are the last ones published.
 *
 * <p>The first analysis runs in batches, each a job of the analysis thread, so that an edit waits
 * for little of it; a few batches run at once, each begun on a thread of its own as soon as one
 * ends ({@link Batch}), so that the engine's workers always have files queued: they never wait for
 * the analysis thread to publish a batch, nor for a batch that a long file holds up. Every other
 * job first stops the beginning of batches and waits for those begun, so that the engine's index
 * still changes only between analyses.
 */
final class WorkspaceAnalysis implements AutoCloseable {
  /**
   * Files per job of a first analysis: an edit waits for the batch that runs and those begun ahead
   * of it, 64 files at most.
   */
  static final int BATCH = 16;

  /** Batches that run at once, the one a job waits for among them. */
  static final int RUNNING = 4;

  /** How long closing waits for a batch begun ahead, as {@link Analyses} waits for its job. */
  private static final long CLOSE_WAIT_SECONDS = 30;

  private final Documents documents;
  private final Workspace workspace;
  private final Analyses analyses;
  private final ServerLog log;
  private final Map<Path, FileReport> reports = new ConcurrentHashMap<>();
  private final Set<Path> saidOutside = new HashSet<>();
  private final Set<Path> folders = ConcurrentHashMap.newKeySet();
  private volatile LanguageClient client;
  private volatile boolean closed;

  /** The threads the batches of a first analysis run on, one a batch that runs. */
  private final ExecutorService batches = Executors.newCachedThreadPool(new BatchThreads());

  /**
   * The batches begun and not yet published, in their order, but the one whose job runs; its lock
   * guards them and the three fields below it.
   */
  private final Deque<Batch> ahead = new ArrayDeque<>();

  /** Whether a batch that ends begins the next: not while a job other than a batch's runs. */
  private boolean beginning;

  /** Batches whose analysis runs now. */
  private int running;

  /** The batch begun last; the next one of its module is the next to begin. */
  private Batch last;

  /** Diagnostics found before the editor said it is initialized, in the order they were found. */
  private final List<PublishDiagnosticsParams> held = new ArrayList<>();

  private boolean initialized;

  WorkspaceAnalysis(Documents documents, Workspace workspace, Analyses analyses, ServerLog log) {
    this.documents = documents;
    this.workspace = workspace;
    this.analyses = analyses;
    this.log = log;
  }

  void connect(LanguageClient client) {
    this.client = client;
  }

  /**
   * The editor has the answer to {@code initialize}: the diagnostics held until now are sent, and
   * every later one as it is found.
   */
  void initialized() {
    synchronized (held) {
      initialized = true;
      held.forEach(this::deliver);
      held.clear();
    }
  }

  /** The last report published for {@code file}, if any. */
  Optional<FileReport> report(Path file) {
    return Optional.ofNullable(reports.get(file));
  }

  /** Opens the modules of the folder, again if it had them, and analyzes all its files. */
  void openFolder(Path folder) {
    folders.add(folder);
    analyses.submit(Priority.WORKSPACE, List.of("open", folder), () -> open(folder));
  }

  void closeFolder(Path folder) {
    folders.remove(folder);
    analyses.submit(Priority.WORKSPACE, List.of("close", folder), () -> close(folder));
  }

  /** The folder of the workspace that holds {@code file}, the innermost if several do. */
  Optional<Path> folderOf(Path file) {
    return folders.stream()
        .filter(file::startsWith)
        .max(Comparator.comparingInt(Path::getNameCount));
  }

  void opened(Path file) {
    analyses.submit(Priority.OPENED, file, () -> check(file, false));
  }

  void edited(Path file) {
    analyses.afterPause(file, () -> check(file, true));
  }

  /** A file closed, or changed on disk: its text may be another now. */
  void reverted(Path file) {
    analyses.submit(Priority.RECHECK, file, () -> check(file, true));
  }

  private void open(Path folder) {
    finishAhead();
    long start = System.nanoTime();
    List<ModuleSession> sessions = workspace.open(folder);
    for (Path file : List.copyOf(reports.keySet())) {
      if (file.startsWith(folder) && !owned(file)) {
        clear(file);
      }
    }
    List<Runnable> jobs = new ArrayList<>();
    Tally tally = new Tally();
    Batch previous = null;
    for (ModuleSession session : sessions) {
      List<Path> files = session.files();
      tally.files += files.size();
      for (int from = 0; from < files.size(); from += BATCH) {
        Batch batch =
            new Batch(session, files.subList(from, Math.min(files.size(), from + BATCH)), tally);
        if (previous != null && previous.session == session) {
          previous.next = batch;
        }
        previous = batch;
        jobs.add(batch);
      }
    }
    jobs.add(
        () -> {
          if (sessions.stream().noneMatch(ModuleSession::isClosed)) {
            log.info(
                "bottleneck: analyzed "
                    + folder
                    + ": "
                    + tally.files
                    + " files of "
                    + sessions.size()
                    + " module(s), "
                    + tally.findings
                    + " finding(s) in "
                    + tally.filesWithFindings
                    + " file(s), in "
                    + (System.nanoTime() - start) / 1_000_000
                    + " ms");
          }
        });
    for (int index = 0; index < jobs.size(); index++) {
      analyses.submit(Priority.FIRST_ANALYSIS, List.of(folder, start, index), jobs.get(index));
    }
  }

  /** What the first analysis of a folder found, for its last log line. */
  private static final class Tally {
    int files;
    int findings;
    int filesWithFindings;
  }

  /**
   * Files of one module's first analysis, a job of the analysis thread. The job begins the batch
   * unless it was begun ahead, lets the module's next batches begin until {@link #RUNNING} run,
   * unless a more urgent job waits, and publishes what its own batch found. A batch that ends
   * begins the next one on its own thread, so that the engine has files queued while a batch waits
   * for its last, long file. Only the analysis runs on {@link #batches}; the rest, publishing
   * included, on the analysis thread.
   */
  private final class Batch implements Runnable {
    private final ModuleSession session;
    private final List<Path> files;
    private final Tally tally;

    /** The module's batch after this one, if any. */
    private Batch next;

    /** The analysis, once begun; written under the lock of {@link #ahead}. */
    private volatile CompletableFuture<Map<Path, FileResult>> begun;

    private boolean done;

    Batch(ModuleSession session, List<Path> files, Tally tally) {
      this.session = session;
      this.files = files;
      this.tally = tally;
    }

    @Override
    public void run() {
      boolean mine;
      synchronized (ahead) {
        mine = ahead.peekFirst() == this;
        if (mine) {
          ahead.removeFirst();
        }
      }
      if (!mine) {
        finishAhead();
      }
      if (done) {
        return;
      }
      if (begun == null) {
        // Nothing runs now, and nothing begins: the engine may be told of the texts that changed.
        sync();
        synchronized (ahead) {
          begin();
        }
      }
      synchronized (ahead) {
        beginning = true;
        beginNext();
      }
      finish();
    }

    /** Begins the batch's analysis, under the lock of {@link #ahead}. */
    private void begin() {
      last = this;
      if (session.isClosed()) {
        begun = CompletableFuture.completedFuture(Map.of());
        return;
      }
      running++;
      begun = CompletableFuture.supplyAsync(() -> session.analyze(files), batches);
      begun.whenComplete(
          (results, failure) -> {
            synchronized (ahead) {
              running--;
              beginNext();
            }
          });
    }

    /** Waits for the batch's analysis and publishes what it found. */
    private void finish() {
      done = true;
      Map<Path, FileResult> results;
      try {
        results = begun.join();
      } catch (CompletionException failed) {
        log.failure("an analysis", failed.getCause());
        return;
      }
      for (FileResult result : results.values()) {
        tally.findings += result.findings().size();
        tally.filesWithFindings += result.findings().isEmpty() ? 0 : 1;
        publish(session, result, false);
      }
    }

    /** Waits until the batch's analysis no longer runs, for at most {@code seconds}. */
    private void awaitQuietly(long seconds) throws InterruptedException {
      try {
        begun.get(seconds, TimeUnit.SECONDS);
      } catch (ExecutionException | TimeoutException ended) {
        // A failure was the batch's own; a batch that still runs after the wait is left to end.
      }
    }
  }

  /**
   * Begins batches of the module of the one begun last until {@link #RUNNING} run, while a batch's
   * job lets them and no more urgent job waits; under the lock of {@link #ahead}.
   */
  private void beginNext() {
    while (beginning
        && !closed
        && running < RUNNING
        && last != null
        && last.next != null
        && !analyses.urgentWaiting()) {
      Batch batch = last.next;
      batch.begin();
      ahead.addLast(batch);
    }
  }

  /**
   * Stops the beginning of batches, and publishes those begun, in their order: called by every job
   * but a batch's own before it tells the engine of a change or analyzes a file, which must not
   * happen while a batch runs.
   */
  private void finishAhead() {
    List<Batch> begun;
    synchronized (ahead) {
      beginning = false;
      begun = List.copyOf(ahead);
      ahead.clear();
    }
    begun.forEach(Batch::finish);
  }

  /** Names the threads the batches run on; each has a deep stack, as the engine's threads do. */
  private static final class BatchThreads implements ThreadFactory {
    private final AtomicInteger count = new AtomicInteger();

    @Override
    public Thread newThread(Runnable task) {
      Thread thread =
          new Thread(
              null, task, "bottleneck-lsp-batch-" + count.incrementAndGet(), Workers.STACK_BYTES);
      thread.setDaemon(true);
      return thread;
    }
  }

  private void close(Path folder) {
    finishAhead();
    workspace.close(folder);
    for (Path file : List.copyOf(reports.keySet())) {
      if (file.startsWith(folder)) {
        clear(file);
      }
    }
  }

  /**
   * Analyzes {@code file} alone, as the editor or the disk has it now; after an edit, queues the
   * other open files of the modules whose index reads it for when the editing pauses.
   */
  private void check(Path file, boolean edited) {
    finishAhead();
    sync();
    Optional<ModuleSession> owner;
    try {
      owner = workspace.moduleOf(file);
    } catch (RunException e) {
      log.error("bottleneck: " + file + " is not analyzed: " + e.getMessage());
      return;
    }
    FileResult result = owner.map(session -> session.analyze(List.of(file)).get(file)).orElse(null);
    if (result == null) {
      outside(file);
      return;
    }
    publish(owner.get(), result, true);
    if (edited && file.getFileName().toString().endsWith(".java")) {
      recheckOthers(file);
    }
  }

  private void recheckOthers(Path edited) {
    for (ModuleSession session : workspace.sessions()) {
      if (!session.reads(edited)) {
        continue;
      }
      for (Path other : documents.openFiles()) {
        if (!other.equals(edited) && owns(session, other)) {
          analyses.whenSettled(other, () -> check(other, false));
        }
      }
    }
  }

  /** Tells the engine of every text that changed since the last analysis, in the editor or not. */
  private void sync() {
    for (Path file : documents.sync()) {
      boolean exists = documents.analyzed(file).isPresent() || Files.isRegularFile(file);
      for (ModuleSession session : workspace.sessions()) {
        if (session.reads(file)) {
          try {
            session.changed(file, exists);
          } catch (RunException e) {
            log.error("bottleneck: " + session.name() + ": " + e.getMessage());
          }
        }
      }
    }
  }

  private void publish(ModuleSession session, FileResult result, boolean always) {
    Path file = result.file();
    boolean found = !result.findings().isEmpty() || !result.problems().isEmpty();
    if (!always && !found && !reports.containsKey(file)) {
      return;
    }
    Optional<Documents.Document> document = documents.analyzed(file);
    String text =
        !found
            ? ""
            : document.map(Documents.Document::text).orElseGet(() -> session.textOnDisk(file));
    FileReport report =
        FileReport.of(
            file,
            documents.uri(file),
            text,
            document.map(Documents.Document::version).orElse(null),
            result.findings(),
            result.problems(),
            session.docs(),
            Optional.ofNullable(reports.get(file)));
    reports.put(file, report);
    send(new PublishDiagnosticsParams(documents.uri(file), report.diagnostics(), report.version()));
  }

  /** A file no module analyzes: said once while it is open, and its old diagnostics cleared. */
  private void outside(Path file) {
    clear(file);
    if (documents.isOpen(file) && saidOutside.add(file)) {
      log.info(
          "bottleneck: "
              + file
              + " is not analyzed: it is outside the source and resource roots of every module of"
              + " the workspace, or its module's settings leave it out");
    }
  }

  private void clear(Path file) {
    if (reports.remove(file) != null) {
      send(new PublishDiagnosticsParams(documents.uri(file), List.of()));
    }
  }

  private boolean owned(Path file) {
    return workspace.sessions().stream().anyMatch(session -> owns(session, file));
  }

  private boolean owns(ModuleSession session, Path file) {
    try {
      return session.owns(file);
    } catch (RunException e) {
      return false;
    }
  }

  private void send(PublishDiagnosticsParams diagnostics) {
    // Under the lock, so that nothing found later overtakes what was held.
    synchronized (held) {
      if (initialized) {
        deliver(diagnostics);
      } else {
        held.add(diagnostics);
      }
    }
  }

  private void deliver(PublishDiagnosticsParams diagnostics) {
    LanguageClient connected = client;
    if (connected != null && !closed) {
      connected.publishDiagnostics(diagnostics);
    }
  }

  @Override
  public void close() {
    closed = true;
    analyses.close();
    // The engine is closed once the batches begun ahead end, as Analyses waits for its job.
    List<Batch> begun;
    synchronized (ahead) {
      beginning = false;
      begun = List.copyOf(ahead);
    }
    try {
      for (Batch batch : begun) {
        batch.awaitQuietly(CLOSE_WAIT_SECONDS);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    batches.shutdownNow();
    workspace.close();
  }
}
