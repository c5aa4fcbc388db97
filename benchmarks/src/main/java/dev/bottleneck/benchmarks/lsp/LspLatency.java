package dev.bottleneck.benchmarks.lsp;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.MessageActionItem;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.ShowMessageRequestParams;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;
import org.eclipse.lsp4j.WorkspaceFolder;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageServer;

/**
 * The language server's latency benchmark: a scripted editor (LSP4J's client side) that starts
 * {@code bottleneck lsp} as an editor does, in a process of its own with a bounded heap, opens one
 * workspace folder and waits for the first full set of diagnostics, then opens the files with the
 * most findings and replays edits of the largest of them, one at a time, timing each from the
 * change sent to the edited file's diagnostics received. The same folder is checked once by {@code
 * bottleneck check} in a process of its own, for the first set's yardstick. Both start through the
 * {@code bottleneck} launcher script beside the jar, where there is one, so that each runs with the
 * JVM options its users get (the launcher's options differ by command); else, or with {@code
 * --java}, both with the same options on {@code java -jar}. The heap comes from the server's GC
 * log. Not a test: it prints figures.
 */
public final class LspLatency implements LanguageClient {
  private static final Pattern GC = Pattern.compile("(\\d+)M->(\\d+)M\\((\\d+)M\\)");
  private static final Pattern CHECKED =
      Pattern.compile("^bottleneck: (no|\\d+) findings? in (\\d+) files analyzed");
  private static final Pattern TIME = Pattern.compile("^([0-9.]+) ([0-9.]+) ([0-9.]+)$");
  private static final Pattern SERVER_FIRST =
      Pattern.compile(
          "bottleneck: analyzed .*: (\\d+) files of (\\d+) module\\(s\\), (\\d+) finding");

  /** Timed edits per line of figures in a long run. */
  private static final int BLOCK = 100;

  private final Map<String, List<Published>> published = new ConcurrentHashMap<>();
  private final List<String> log = new CopyOnWriteArrayList<>();

  /** One publication of diagnostics, as the editor received it. */
  private record Published(long nanos, Integer version, int findings) {}

  /** The settings of a run. */
  private record Run(
      Path jar,
      Path folder,
      String heap,
      int edits,
      int warmUp,
      int open,
      long debounceMillis,
      boolean check,
      int pairs,
      List<String> jvmOptions,
      Optional<Path> launcher) {}

  /** A whole process's time to its result: wall and CPU seconds. */
  private record Timed(double wallSeconds, double cpuSeconds) {}

  /** A server started and connected, with its time to the first full set of diagnostics. */
  private record Started(Process process, LanguageServer lsp, Path gcLog, Timed firstSet) {}

  public static void main(String[] args) throws Exception {
    Run run = parse(args);
    System.out.printf(
        "LSP benchmark of %s, server heap -Xmx%s, both started by %s%n",
        run.folder(),
        run.heap(),
        run.launcher()
            .map(
                script ->
                    script
                        + " (its JVM options for each command; the pairs with its heap, the"
                        + " edits with the one above)")
            .orElse(String.join(" ", jvm(run, List.of()))));
    for (int pair = 1; pair <= run.pairs(); pair++) {
      pair(run, pair);
    }
    if (run.check()) {
      checkOnce(run);
    }
    // --edits 0 with --pairs: the pairs alone.
    if (run.edits() > 0) {
      new LspLatency().serve(run);
    }
  }

  private static Run parse(String[] args) {
    Path jar = null;
    Path folder = null;
    String heap = "512m";
    int edits = 40;
    int open = 5;
    long debounce = 150; // the server's own default (BottleneckLanguageServer.DEBOUNCE_MILLIS)
    boolean check = true;
    int pairs = 0;
    List<String> jvmOptions = new ArrayList<>();
    boolean java = false;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--jar" -> jar = Path.of(args[++i]).toAbsolutePath();
        case "--heap" -> heap = args[++i];
        case "--edits" -> edits = Integer.parseInt(args[++i]);
        case "--open" -> open = Integer.parseInt(args[++i]);
        case "--debounce" -> debounce = Long.parseLong(args[++i]);
        case "--no-check" -> check = false;
        case "--pairs" -> pairs = Integer.parseInt(args[++i]);
        case "--jvm" -> jvmOptions.addAll(List.of(args[++i].trim().split("\\s+")));
        case "--java" -> java = true;
        default -> folder = Path.of(args[i]).toAbsolutePath().normalize();
      }
    }
    if (jar == null || folder == null || !Files.isDirectory(folder)) {
      System.err.println(
          "Usage: LspLatency --jar bottleneck-cli.jar [--heap 512m] [--edits 40] [--open 5]"
              + " [--debounce 150] [--no-check] [--pairs 0] [--jvm 'JVM OPTIONS'] [--java]"
              + " FOLDER");
      System.exit(2);
    }
    // The launcher script the build puts beside the jar, unless the run asks for java -jar.
    Path script = jar.resolveSibling("bottleneck");
    Optional<Path> launcher =
        java || !Files.isExecutable(script) ? Optional.empty() : Optional.of(script);
    return new Run(jar, folder, heap, edits, 5, open, debounce, check, pairs, jvmOptions, launcher);
  }

  /**
   * One pair of whole processes on the folder, the command's scan and the server's first full set,
   * the one after the other, the server first in every other pair, so that a machine that slows
   * down or speeds up weighs on both alike.
   */
  private static void pair(Run run, int pair) throws Exception {
    Timed check;
    Timed server;
    if (pair % 2 == 1) {
      check = checkOnce(run);
      server = firstSetOnce(run);
    } else {
      server = firstSetOnce(run);
      check = checkOnce(run);
    }
    System.out.printf(
        "pair %d (%s first): server / command, wall %.2f, CPU %.2f%n",
        pair,
        pair % 2 == 1 ? "command" : "server",
        server.wallSeconds() / check.wallSeconds(),
        server.cpuSeconds() / check.cpuSeconds());
  }

  /** A server's first full set of diagnostics, then its shutdown. */
  private static Timed firstSetOnce(Run run) throws Exception {
    Started started = new LspLatency().start(run, false);
    started.lsp().shutdown().get(1, TimeUnit.MINUTES);
    started.lsp().exit();
    started.process().waitFor(1, TimeUnit.MINUTES);
    started.process().destroyForcibly();
    Files.delete(started.gcLog());
    Files.deleteIfExists(started.gcLog().resolveSibling("bottleneck-lsp-server.err"));
    return started.firstSet();
  }

  /** {@code bottleneck check} on the folder, a whole process, as the yardstick. */
  private static Timed checkOnce(Run run) throws IOException, InterruptedException {
    Path output = Files.createTempFile("bottleneck-check", ".txt");
    Path times = Files.createTempFile("bottleneck-check-time", ".txt");
    List<String> command = new ArrayList<>();
    // GNU time, where there is one, for the CPU time of the whole process.
    boolean timed = Files.isExecutable(Path.of("/usr/bin/time"));
    if (timed) {
      command.addAll(List.of("/usr/bin/time", "-f", "%e %U %S", "-o", times.toString()));
    }
    command.addAll(
        start(
            run,
            List.of(),
            List.of("check", "--fail-on-violation=false", run.folder().toString())));
    long start = System.nanoTime();
    ProcessBuilder builder = new ProcessBuilder(command);
    environment(run, List.of(), false, builder);
    Process check = builder.redirectErrorStream(true).redirectOutput(output.toFile()).start();
    int exit = check.waitFor();
    double seconds = (System.nanoTime() - start) / 1e9;
    int findings = 0;
    int files = 0;
    for (String line : Files.readAllLines(output)) {
      Matcher summary = CHECKED.matcher(line);
      if (summary.find()) {
        findings += summary.group(1).equals("no") ? 0 : Integer.parseInt(summary.group(1));
        files += Integer.parseInt(summary.group(2));
      }
    }
    String cpu = "";
    double cpuSeconds = -1;
    for (String line : timed ? Files.readAllLines(times) : List.<String>of()) {
      Matcher time = TIME.matcher(line.strip());
      if (time.matches()) {
        cpuSeconds = Double.parseDouble(time.group(2)) + Double.parseDouble(time.group(3));
        cpu = String.format(" (CPU %.1f s)", cpuSeconds);
      }
    }
    System.out.printf(
        "bottleneck check (whole process, exit %d): %.1f s%s, %d findings, %d files analyzed%n",
        exit, seconds, cpu, findings, files);
    Files.delete(output);
    Files.delete(times);
    return new Timed(seconds, cpuSeconds);
  }

  private void serve(Run run) throws Exception {
    Started started = start(run, true);
    Process server = started.process();
    LanguageServer lsp = started.lsp();
    edit(run, lsp, server);
    // A full collection at the end: what the server keeps for the module, caches included.
    new ProcessBuilder(jcmd(), String.valueOf(server.pid()), "GC.run")
        .redirectErrorStream(true)
        .redirectOutput(ProcessBuilder.Redirect.DISCARD)
        .start()
        .waitFor(1, TimeUnit.MINUTES);
    lsp.shutdown().get(1, TimeUnit.MINUTES);
    lsp.exit();
    server.waitFor(1, TimeUnit.MINUTES);
    server.destroyForcibly();
    heap(started.gcLog());
    Files.delete(started.gcLog());
    Files.deleteIfExists(started.gcLog().resolveSibling("bottleneck-lsp-server.err"));
  }

  /** Starts the server on the folder and waits for its first full set of diagnostics. */
  /**
   * @param bounded whether the server runs with the run's heap even through the launcher: the one
   *     the edits are made in does, to show what the server keeps; the pairs' servers, compared
   *     with the command, run with the launcher's heap, as the command does
   */
  private Started start(Run run, boolean bounded) throws Exception {
    Path gcLog = Files.createTempFile("bottleneck-lsp-gc", ".log");
    long start = System.nanoTime();
    List<String> gc = List.of("-Xlog:gc:file=" + gcLog);
    ProcessBuilder builder =
        new ProcessBuilder(
            start(run, gc, List.of("lsp", "--debounce", String.valueOf(run.debounceMillis()))));
    environment(run, gc, bounded, builder);
    Process server =
        builder
            .directory(run.folder().toFile())
            // The server logs to the editor; what it writes to standard error is kept for failures.
            .redirectError(gcLog.resolveSibling("bottleneck-lsp-server.err").toFile())
            .start();
    Launcher<LanguageServer> launcher =
        LSPLauncher.createClientLauncher(this, server.getInputStream(), server.getOutputStream());
    launcher.startListening();
    LanguageServer lsp = launcher.getRemoteProxy();
    InitializeParams params = new InitializeParams();
    params.setCapabilities(new ClientCapabilities());
    params.setWorkspaceFolders(
        List.of(new WorkspaceFolder(run.folder().toUri().toString(), "benchmark")));
    lsp.initialize(params).get(5, TimeUnit.MINUTES);
    lsp.initialized(new InitializedParams());
    String first = awaitLog("bottleneck: analyzed", TimeUnit.MINUTES.toNanos(60));
    double firstSeconds = (System.nanoTime() - start) / 1e9;
    double cpu = cpuSeconds(server);
    Matcher counts = SERVER_FIRST.matcher(first);
    System.out.printf(
        "server, first full set of diagnostics (process start to the last one): %.1f s (CPU %.1f"
            + " s), %s%n",
        firstSeconds,
        cpu,
        counts.find()
            ? counts.group(3) + " findings, " + counts.group(1) + " files analyzed"
            : first);
    System.out.printf("  its own line: %s%n", first);
    return new Started(server, lsp, gcLog, new Timed(firstSeconds, cpu));
  }

  /**
   * Opens the largest files with findings, then times edits of the largest of them; and the CPU
   * time the server process spent over the timed edits, which a busy machine disturbs less than the
   * time to each edit's diagnostics.
   */
  private void edit(Run run, LanguageServer lsp, Process server) throws Exception {
    List<String> open = open(run, lsp);
    if (open.isEmpty()) {
      System.out.println("no file with findings to edit");
      return;
    }
    String edited = open.get(0);
    int lines = lines(edited);
    List<Double> total = new ArrayList<>();
    double cpuBefore = 0;
    double blockCpu = 0;
    for (int round = 0; round < run.warmUp() + run.edits(); round++) {
      if (round == run.warmUp()) {
        cpuBefore = cpuSeconds(server);
        blockCpu = cpuBefore;
      }
      int version = round + 2;
      boolean add = round % 2 == 0;
      // Alternately a comment line appended at the end and taken away again.
      Range range =
          add
              ? new Range(new Position(lines, 0), new Position(lines, 0))
              : new Range(new Position(lines, 0), new Position(lines + 1, 0));
      String text = add ? "// benchmark edit " + round + "\n" : "";
      long sent = System.nanoTime();
      lsp.getTextDocumentService()
          .didChange(
              new DidChangeTextDocumentParams(
                  new VersionedTextDocumentIdentifier(edited, version),
                  List.of(new TextDocumentContentChangeEvent(range, text))));
      await(() -> publishedAt(edited, version) > 0, "the diagnostics of edit " + round);
      if (round >= run.warmUp()) {
        total.add((publishedAt(edited, version) - sent) / 1e6);
      }
      if (total.size() % BLOCK == 0 && round >= run.warmUp() && run.edits() > BLOCK) {
        blockCpu = block(total, server, blockCpu);
      }
    }
    double cpuPerEdit = (cpuSeconds(server) - cpuBefore) * 1e3 / run.edits();
    settled(open, server);
    total.sort(null);
    System.out.printf(
        "edits of %s (%d lines; %d files open), %d after %d warm-up: time to its diagnostics"
            + " p50 %.0f ms, p95 %.0f ms, max %.0f ms (a debounce of %d ms included);"
            + " after the debounce p50 %.0f ms, p95 %.0f ms; server CPU %.0f ms per edit%n",
        Path.of(java.net.URI.create(edited)).getFileName(),
        lines,
        open.size(),
        run.edits(),
        run.warmUp(),
        percentile(total, 0.50),
        percentile(total, 0.95),
        total.get(total.size() - 1),
        run.debounceMillis(),
        percentile(total, 0.50) - run.debounceMillis(),
        percentile(total, 0.95) - run.debounceMillis(),
        cpuPerEdit);
  }

  /**
   * Prints the last {@link #BLOCK} edits' 95th percentile and the server's CPU time per edit over
   * them, so that a long run shows whether an edit's cost drifts as the session goes on; returns
   * the server's CPU time now.
   */
  private static double block(List<Double> total, Process server, double cpuBefore) {
    List<Double> last = new ArrayList<>(total.subList(total.size() - BLOCK, total.size()));
    last.sort(null);
    double cpu = cpuSeconds(server);
    System.out.printf(
        "  edits %d to %d: p50 %.0f ms, p95 %.0f ms; server CPU %.0f ms per edit%n",
        total.size() - BLOCK + 1,
        total.size(),
        percentile(last, 0.50),
        percentile(last, 0.95),
        (cpu - cpuBefore) * 1e3 / BLOCK);
    return cpu;
  }

  /**
   * Waits for the re-analysis of the other open files that the server keeps for a pause in the
   * editing, until each has its diagnostics published again, and prints how long that took from the
   * last edit's diagnostics and its CPU time: work deferred from the edits, not left out (and not
   * left to run into the shutdown).
   */
  private void settled(List<String> open, Process server) throws InterruptedException {
    long start = System.nanoTime();
    double cpu = cpuSeconds(server);
    Map<String, Integer> before = new ConcurrentHashMap<>();
    for (String uri : open.subList(1, open.size())) {
      before.put(uri, published.getOrDefault(uri, List.of()).size());
    }
    await(
        () ->
            before.entrySet().stream()
                .allMatch(e -> published.getOrDefault(e.getKey(), List.of()).size() > e.getValue()),
        "the other open files' diagnostics after the last edit");
    System.out.printf(
        "the other %d open files analyzed again after the last edit: %.0f ms (CPU %.0f ms)%n",
        before.size(), (System.nanoTime() - start) / 1e6, (cpuSeconds(server) - cpu) * 1e3);
  }

  /** The CPU time of the process so far, every thread of it, in seconds. */
  private static double cpuSeconds(Process process) {
    return process.toHandle().info().totalCpuDuration().map(d -> d.toNanos() / 1e9).orElse(-1.0);
  }

  /** Opens the largest Java files with findings, as many as the run says, the largest first. */
  private List<String> open(Run run, LanguageServer lsp) throws InterruptedException {
    List<String> withFindings = new ArrayList<>();
    published.forEach(
        (uri, all) -> {
          if (!all.isEmpty() && all.get(all.size() - 1).findings() > 0 && uri.endsWith(".java")) {
            withFindings.add(uri);
          }
        });
    withFindings.sort(
        Comparator.comparingInt((String uri) -> -lines(uri)).thenComparing(uri -> uri));
    List<String> open = withFindings.subList(0, Math.min(run.open(), withFindings.size()));
    for (String uri : open) {
      int before = published.getOrDefault(uri, List.of()).size();
      lsp.getTextDocumentService()
          .didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(uri, "java", 1, text(uri))));
      await(() -> published.getOrDefault(uri, List.of()).size() > before, "the open of " + uri);
    }
    return open;
  }

  /** When the diagnostics of {@code version} of the file arrived, or 0. */
  private long publishedAt(String uri, int version) {
    for (Published one : published.getOrDefault(uri, List.of())) {
      if (one.version() != null && one.version() == version) {
        return one.nanos();
      }
    }
    return 0;
  }

  private static double percentile(List<Double> sorted, double quantile) {
    int index = (int) Math.ceil(quantile * sorted.size()) - 1;
    return sorted.get(Math.max(0, Math.min(index, sorted.size() - 1)));
  }

  /** The largest heap after a collection, and before one, from the server's GC log. */
  private static void heap(Path gcLog) throws IOException {
    int after = 0;
    int before = 0;
    int collections = 0;
    int committed = 0;
    int retained = -1;
    for (String line : Files.readAllLines(gcLog)) {
      Matcher gc = GC.matcher(line);
      if (gc.find() && line.contains("(Diagnostic Command)")) {
        retained = Integer.parseInt(gc.group(2));
      } else if (gc.find(0)) {
        collections++;
        before = Math.max(before, Integer.parseInt(gc.group(1)));
        after = Math.max(after, Integer.parseInt(gc.group(2)));
        committed = Math.max(committed, Integer.parseInt(gc.group(3)));
      }
    }
    System.out.printf(
        "server heap: %d MB after a full collection at the end; during the run at most %d MB"
            + " left after a collection, %d MB before one, %d MB committed; %d collections%n",
        retained, after, before, committed, collections);
  }

  private String awaitLog(String text, long timeoutNanos) throws InterruptedException {
    long deadline = System.nanoTime() + timeoutNanos;
    while (System.nanoTime() < deadline) {
      for (String line : log) {
        if (line.contains(text)) {
          return line;
        }
      }
      Thread.sleep(20);
    }
    throw new IllegalStateException("no '" + text + "' in the server's log: " + log);
  }

  private static void await(java.util.function.BooleanSupplier condition, String what)
      throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(5);
    while (!condition.getAsBoolean()) {
      if (System.nanoTime() > deadline) {
        throw new IllegalStateException("timed out waiting for " + what);
      }
      Thread.sleep(1);
    }
  }

  private static String text(String uri) {
    try {
      return Files.readString(Path.of(java.net.URI.create(uri)));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static int lines(String uri) {
    return (int) text(uri).lines().count();
  }

  /**
   * The command line of one bottleneck command: the launcher script and the command's arguments, or
   * else the JVM with its options, then {@code -jar}, the jar and the arguments.
   *
   * @param more JVM options of this process beyond the run's
   */
  private static List<String> start(Run run, List<String> more, List<String> arguments) {
    List<String> command = new ArrayList<>();
    if (run.launcher().isPresent()) {
      command.add(run.launcher().get().toString());
    } else {
      command.addAll(jvm(run, more));
      command.addAll(List.of("-jar", run.jar().toString()));
    }
    command.addAll(arguments);
    return command;
  }

  /**
   * What the launcher takes from the environment: the Java (this benchmark's own, as without the
   * launcher), the JVM options after its own ({@code BOTTLENECK_OPTS}) and, when {@code bounded},
   * the run's heap ({@code BOTTLENECK_HEAP}); else the launcher's heap, as its users run it.
   */
  private static void environment(
      Run run, List<String> more, boolean bounded, ProcessBuilder builder) {
    if (run.launcher().isPresent()) {
      builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
      List<String> options = new ArrayList<>(run.jvmOptions());
      options.addAll(more);
      if (bounded) {
        builder.environment().put("BOTTLENECK_HEAP", run.heap());
      } else {
        builder.environment().remove("BOTTLENECK_HEAP");
      }
      builder.environment().put("BOTTLENECK_OPTS", String.join(" ", options));
    }
  }

  /**
   * The JVM and its options without the launcher: the launcher's lexer flag, the heap, the run's.
   */
  private static List<String> jvm(Run run, List<String> more) {
    List<String> jvm =
        new ArrayList<>(List.of(java(), "-XX:-DontCompileHugeMethods", "-Xmx" + run.heap()));
    jvm.addAll(run.jvmOptions());
    jvm.addAll(more);
    return jvm;
  }

  private static String jcmd() {
    return Path.of(System.getProperty("java.home"), "bin", "jcmd").toString();
  }

  private static String java() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }

  @Override
  public void publishDiagnostics(PublishDiagnosticsParams params) {
    int findings = (int) params.getDiagnostics().stream().filter(d -> d.getCode() != null).count();
    published
        .computeIfAbsent(params.getUri(), uri -> new CopyOnWriteArrayList<>())
        .add(new Published(System.nanoTime(), params.getVersion(), findings));
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
}
