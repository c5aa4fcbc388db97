package dev.bottleneck.benchmarks.scanner;

import static java.nio.charset.StandardCharsets.UTF_8;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParserConfiguration;
import com.github.javaparser.ParserConfiguration.LanguageLevel;
import com.sun.management.OperatingSystemMXBean;
import dev.bottleneck.benchmarks.Corpus;
import dev.bottleneck.benchmarks.Medians;
import dev.bottleneck.catalog.Engine;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.maven.finding.ParseProblem;
import dev.bottleneck.maven.scan.JavaSourceScanner;
import dev.bottleneck.maven.scan.ScanConfig;
import dev.bottleneck.maven.scan.ScanResult;
import dev.bottleneck.maven.scan.Workers;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * The speed and heap of the Maven plugin's source scanner over about a million lines of real
 * libraries, against JavaParser's bare parse of the same files in the same JVM.
 *
 * <p>Usage: {@code ScannerBenchmark compare <corpus> [rounds]} treats each library as a module of
 * its own, with its folder as the one source root, as a Maven build scans it; {@code
 * ScannerBenchmark module <corpus> [rounds]} merges every library into one source root, a single
 * module of a million lines, to be run under a small {@code -Xmx}. Both measure bare parse and
 * scan, of half the files and of all of them, interleaved after a warm-up. Every scan pass starts
 * with new scanners, so that no pass profits from the caches of the one before, as no Maven run
 * does, and a library's scanner is dropped when the next library starts. The corpus folder holds
 * one folder of sources per library.
 *
 * <p>{@code ScannerBenchmark threads <corpus> [rounds]} measures how the scan scales with threads:
 * the one-module layout scanned the way the plugin scans a module ({@link Workers}, results in file
 * order) on 1 thread, 2 threads and every available processor, interleaved after a warm-up,
 * reported as wall and process CPU time against the serial run of the same round; every pass must
 * report, file by file, exactly what the warm-up did. JavaParser's bare parse of the same files is
 * measured the same way, on as many threads, as the baseline: how far the parse alone scales on
 * this JVM bounds how far the scan, two thirds of which is that parse, can.
 */
public final class ScannerBenchmark {
  private static final double TARGET_RATIO = 1.5;

  /** What is timed over a list of files; both read each file the same way. */
  private enum Pass {
    PARSE("bare JavaParser parse"),
    SCAN("JavaSourceScanner.scan");

    final String label;

    Pass(String label) {
      this.label = label;
    }
  }

  /**
   * @param cpuNanos CPU time of the whole process (GC and JIT included) for a concurrent pass, of
   *     the one thread that parses or scans for a sequential pass
   * @param analysisCpuNanos CPU time of the threads that parse or scan, alone: what the pass itself
   *     costs, whatever the JVM does beside it
   * @param heldBytes heap in use after a full collection at the end of the pass, the clocks
   *     stopped, while the last module's scanner is still open: what a scanner holds for its module
   */
  private record Run(
      long wallNanos,
      long cpuNanos,
      long analysisCpuNanos,
      int brokenFiles,
      int findings,
      long heldBytes) {}

  /** The results of every file of the last concurrent pass, in file order. */
  private List<ScanResult> lastResults = List.of();

  private final List<Path> roots;
  private final HeapMeter heap = new HeapMeter();

  /**
   * @param roots the source roots, one per module; every file is scanned by its root's scanner
   */
  private ScannerBenchmark(List<Path> roots) {
    this.roots = List.copyOf(roots);
  }

  private static JavaSourceScanner newScanner(Path root) {
    Set<String> rules =
        Stream.of(Rule.values())
            .filter(rule -> rule.implementedBy(Engine.MAVEN_PLUGIN))
            .map(Rule::id)
            .collect(Collectors.toSet());
    return new JavaSourceScanner(new ScanConfig(rules, Map.of(), List.of(root), List.of()));
  }

  private Path rootOf(Path file) {
    return roots.stream()
        .filter(file::startsWith)
        .findFirst()
        .orElseThrow(() -> new IllegalStateException(file + " is under none of " + roots));
  }

  public static void main(String[] args) throws IOException {
    if (args.length < 2
        || args.length > 3
        || !List.of("compare", "module", "threads").contains(args[0])) {
      System.err.println("Usage: ScannerBenchmark compare|module|threads <corpus folder> [rounds]");
      System.exit(2);
    }
    Path corpus = Path.of(args[1]);
    int rounds = args.length == 3 ? Integer.parseInt(args[2]) : 3;
    List<Path> libraries;
    try (Stream<Path> children = Files.list(corpus)) {
      libraries = children.filter(Files::isDirectory).sorted().toList();
    }
    List<Path> roots =
        args[0].equals("compare") ? libraries : List.of(OneModule.merge(corpus, libraries));
    List<Path> all = new ArrayList<>();
    for (Path root : roots) {
      all.addAll(Corpus.filesEndingWith(root, ".java"));
    }
    // Every other file, so that the half has the same mix of libraries and styles as the whole.
    List<Path> half =
        IntStream.range(0, all.size()).filter(i -> i % 2 == 0).mapToObj(all::get).toList();
    long allLines = Corpus.countLines(all);
    long halfLines = Corpus.countLines(half);
    System.out.printf(
        "Scanner benchmark: %d files, %d lines of %s (half: %d files, %d lines)%n",
        all.size(),
        allLines,
        libraries.stream().map(p -> p.getFileName().toString()).toList(),
        half.size(),
        halfLines);
    System.out.printf(
        "Layout: %s%n",
        roots.size() == 1
            ? "one module, one source root " + roots.get(0)
            : roots.size() + " modules, each library its own source root");
    System.out.printf(
        "JDK %s, %d cores, max heap %d MB%n",
        Runtime.version(),
        Runtime.getRuntime().availableProcessors(),
        Runtime.getRuntime().maxMemory() >> 20);

    ScannerBenchmark benchmark = new ScannerBenchmark(roots);
    try {
      if (args[0].equals("threads")) {
        benchmark.scaling(all, allLines, rounds);
        return;
      }
      benchmark.compare(all, allLines, half, halfLines, rounds);
    } catch (OutOfMemoryError e) {
      System.out.printf(
          "OUT OF MEMORY with max heap %d MB: %s%n", Runtime.getRuntime().maxMemory() >> 20, e);
      System.exit(1);
    }
  }

  private void compare(List<Path> all, long allLines, List<Path> half, long halfLines, int rounds) {
    for (Pass pass : Pass.values()) {
      report("warm-up", pass, "all", allLines, measure(pass, all));
    }
    Map<Pass, List<Run>> fullRuns = new EnumMap<>(Pass.class);
    Map<Pass, List<Run>> halfRuns = new EnumMap<>(Pass.class);
    for (int round = 1; round <= rounds; round++) {
      // Alternate which pass goes first, so that drift and GC debt left by the other do not favour
      // one.
      List<Pass> order =
          round % 2 == 1 ? List.of(Pass.PARSE, Pass.SCAN) : List.of(Pass.SCAN, Pass.PARSE);
      for (Pass pass : order) {
        Run run = measure(pass, half);
        report("round " + round, pass, "half", halfLines, run);
        halfRuns.computeIfAbsent(pass, p -> new ArrayList<>()).add(run);
      }
      for (Pass pass : order) {
        Run run = measure(pass, all);
        report("round " + round, pass, "all", allLines, run);
        fullRuns.computeIfAbsent(pass, p -> new ArrayList<>()).add(run);
      }
    }
    printComparison(fullRuns, allLines, halfRuns, halfLines, rounds);
  }

  /** The medians of both passes, the scan against the bare parse, and how each grows with lines. */
  private static void printComparison(
      Map<Pass, List<Run>> fullRuns,
      long allLines,
      Map<Pass, List<Run>> halfRuns,
      long halfLines,
      int rounds) {
    System.out.println("Medians (cpu time of the scanning thread; wall in brackets):");
    for (Pass pass : Pass.values()) {
      System.out.printf(
          "  %-24s all: %8.0f lines/s (%8.0f)   half: %8.0f lines/s (%8.0f)%n",
          pass.label,
          allLines / (Medians.median(fullRuns.get(pass), Run::cpuNanos) / 1e9),
          allLines / (Medians.median(fullRuns.get(pass), Run::wallNanos) / 1e9),
          halfLines / (Medians.median(halfRuns.get(pass), Run::cpuNanos) / 1e9),
          halfLines / (Medians.median(halfRuns.get(pass), Run::wallNanos) / 1e9));
    }
    double ratio =
        (double) Medians.median(fullRuns.get(Pass.SCAN), Run::cpuNanos)
            / Medians.median(fullRuns.get(Pass.PARSE), Run::cpuNanos);
    System.out.printf(
        "scan / bare parse, all files: cpu %.3f, wall %.3f (target at most %.1f: %s)%n",
        ratio,
        (double) Medians.median(fullRuns.get(Pass.SCAN), Run::wallNanos)
            / Medians.median(fullRuns.get(Pass.PARSE), Run::wallNanos),
        TARGET_RATIO,
        ratio <= TARGET_RATIO ? "met" : "NOT met");
    // Each round's own ratio shows how far the machine's noise moves the median.
    System.out.printf(
        "scan / bare parse of all files, round by round: %s%n",
        IntStream.range(0, rounds)
            .mapToObj(
                round ->
                    String.format(
                        "%.3f",
                        (double) fullRuns.get(Pass.SCAN).get(round).cpuNanos()
                            / fullRuns.get(Pass.PARSE).get(round).cpuNanos()))
            .toList());
    for (Pass pass : Pass.values()) {
      System.out.printf(
          "Linearity of %s: all / half is %.3f in time for %.3f in lines%n",
          pass.label,
          (double) Medians.median(fullRuns.get(pass), Run::cpuNanos)
              / Medians.median(halfRuns.get(pass), Run::cpuNanos),
          (double) allLines / halfLines);
    }
  }

  /**
   * The wall and process CPU time of concurrent scans on 1, 2 and every available processor, and of
   * the bare parse of the same files on as many threads, against the serial pass of the same round.
   */
  private void scaling(List<Path> all, long allLines, int rounds) {
    List<Integer> counts =
        Stream.of(1, 2, Runtime.getRuntime().availableProcessors()).distinct().toList();
    int most = counts.get(counts.size() - 1);
    report("warm-up", Pass.SCAN, most, allLines, measureConcurrent(Pass.SCAN, all, most));
    // Every pass must report exactly what the first did, file by file, whatever its thread count.
    List<ScanResult> reference = lastResults;
    report("warm-up", Pass.PARSE, most, allLines, measureConcurrent(Pass.PARSE, all, most));
    int differing = 0;
    Map<Pass, Map<Integer, List<Run>>> runs = new EnumMap<>(Pass.class);
    for (int round = 1; round <= rounds; round++) {
      // Rotate which count goes first, and alternate the passes, so that drift favours none.
      for (int i = 0; i < counts.size(); i++) {
        int threads = counts.get((i + round) % counts.size());
        for (Pass pass :
            round % 2 == 1 ? List.of(Pass.PARSE, Pass.SCAN) : List.of(Pass.SCAN, Pass.PARSE)) {
          Run run = measureConcurrent(pass, all, threads);
          report("round " + round, pass, threads, allLines, run);
          runs.computeIfAbsent(pass, p -> new TreeMap<>())
              .computeIfAbsent(threads, t -> new ArrayList<>())
              .add(run);
          if (pass == Pass.SCAN && !lastResults.equals(reference)) {
            differing++;
            System.out.printf(
                "  round %d on %d thread(s) reported other findings or problems than the warm-up%n",
                round, threads);
          }
        }
      }
    }
    System.out.printf(
        "Passes whose findings and problems differ from the warm-up's, file by file: %d%n",
        differing);
    printScaling(runs, counts, allLines, rounds);
  }

  /** Each pass's medians on each thread count, as ratios to its serial runs. */
  private static void printScaling(
      Map<Pass, Map<Integer, List<Run>>> runs, List<Integer> counts, long allLines, int rounds) {
    for (Pass pass : Pass.values()) {
      Map<Integer, List<Run>> byThreads = runs.get(pass);
      long serialWall = Medians.median(byThreads.get(1), Run::wallNanos);
      long serialAnalysis = Medians.median(byThreads.get(1), Run::analysisCpuNanos);
      System.out.printf(
          "%s, medians (wall; process cpu; cpu of the analysis threads), ratios to 1 thread:%n",
          pass.label);
      for (int threads : counts) {
        List<Run> passes = byThreads.get(threads);
        long wall = Medians.median(passes, Run::wallNanos);
        long analysis = Medians.median(passes, Run::analysisCpuNanos);
        System.out.printf(
            "  %2d thread(s): %6.2f s wall (%6.2f s cpu; %6.2f s analysis) %8.0f lines/s, wall %.3f"
                + " of serial, round by round %s; analysis cpu %.3f of serial%n",
            threads,
            wall / 1e9,
            Medians.median(passes, Run::cpuNanos) / 1e9,
            analysis / 1e9,
            allLines / (wall / 1e9),
            (double) wall / serialWall,
            IntStream.range(0, rounds)
                .mapToObj(
                    round ->
                        String.format(
                            "%.3f",
                            (double) passes.get(round).wallNanos()
                                / byThreads.get(1).get(round).wallNanos()))
                .toList(),
            (double) analysis / serialAnalysis);
      }
    }
  }

  /**
   * Each module's files on {@code threads} workers, one module after the other, as the plugin goes:
   * scanned, or given to the bare parser.
   */
  private Run measureConcurrent(Pass pass, List<Path> files, int threads) {
    heap.reset();
    OperatingSystemMXBean os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    ThreadMXBean clocks = ManagementFactory.getThreadMXBean();
    AtomicLong analysisCpu = new AtomicLong();
    long cpuStart = os.getProcessCpuTime();
    long wallStart = System.nanoTime();
    int broken = 0;
    int findings = 0;
    JavaSourceScanner last = null;
    List<ScanResult> results = new ArrayList<>();
    for (Path root : roots) {
      if (last != null) {
        last.close();
      }
      JavaSourceScanner scanner = newScanner(root);
      last = scanner;
      List<Callable<ScanResult>> tasks = new ArrayList<>();
      for (Path file : files) {
        if (file.startsWith(root)) {
          tasks.add(
              () -> {
                long start = clocks.getCurrentThreadCpuTime();
                try {
                  return pass == Pass.SCAN ? scanner.scan(file, read(file)) : parsedBare(file);
                } finally {
                  analysisCpu.addAndGet(clocks.getCurrentThreadCpuTime() - start);
                }
              });
        }
      }
      for (ScanResult result : Workers.inOrder(tasks, threads)) {
        broken += result.problems().isEmpty() ? 0 : 1;
        findings += result.findings().size();
        results.add(result);
      }
    }
    if (pass == Pass.SCAN) {
      lastResults = results;
    }
    long wall = System.nanoTime() - wallStart;
    long cpu = os.getProcessCpuTime() - cpuStart;
    long held = HeapMeter.inUseAfterFullCollection();
    if (last != null) {
      last.close();
    }
    return new Run(wall, cpu, analysisCpu.get(), broken, findings, held);
  }

  /** The bare parse as a result: no finding, and a problem when the file does not parse. */
  private static ScanResult parsedBare(Path file) {
    return new ScanResult(
        List.of(),
        parsesBare(read(file))
            ? List.of()
            : List.of(new ParseProblem(file, 1, 1, "does not parse")));
  }

  /** The scanner builds a parser per file too; the bare parse must not get a cheaper deal. */
  private static boolean parsesBare(String source) {
    return new JavaParser(new ParserConfiguration().setLanguageLevel(LanguageLevel.JAVA_25))
        .parse(source)
        .isSuccessful();
  }

  private void report(String phase, Pass pass, int threads, long lines, Run run) {
    System.out.printf(
        "  %-8s %-24s %2d thread(s) %6.2f s wall (%6.2f s cpu; %6.2f s analysis) %8.0f lines/s, %d"
            + " files not parsed, %d findings; %s; %d MB held at the end%n",
        phase,
        pass.label,
        threads,
        run.wallNanos() / 1e9,
        run.cpuNanos() / 1e9,
        run.analysisCpuNanos() / 1e9,
        lines / (run.wallNanos() / 1e9),
        run.brokenFiles(),
        run.findings(),
        heap.read(),
        run.heldBytes() >> 20);
  }

  private Run measure(Pass pass, List<Path> files) {
    heap.reset();
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    long cpuStart = threads.getCurrentThreadCpuTime();
    long wallStart = System.nanoTime();
    int broken = 0;
    int findings = 0;
    // One module after the other, as a Maven build goes: a module's scanner, and all it caches,
    // is dropped when the next module starts. The files come grouped by root.
    Path module = null;
    JavaSourceScanner scanner = null;
    for (Path file : files) {
      String source = read(file);
      if (pass == Pass.SCAN) {
        if (module == null || !file.startsWith(module)) {
          if (scanner != null) {
            scanner.close();
          }
          module = rootOf(file);
          scanner = newScanner(module);
        }
        ScanResult result = scanner.scan(file, source);
        broken += result.problems().isEmpty() ? 0 : 1;
        findings += result.findings().size();
      } else {
        broken += parsesBare(source) ? 0 : 1;
      }
    }
    long wall = System.nanoTime() - wallStart;
    long cpu = threads.getCurrentThreadCpuTime() - cpuStart;
    long held = HeapMeter.inUseAfterFullCollection();
    if (scanner != null) {
      scanner.close();
    }
    return new Run(wall, cpu, cpu, broken, findings, held);
  }

  private void report(String phase, Pass pass, String part, long lines, Run run) {
    System.out.printf(
        "  %-8s %-24s %-4s %6.2f s cpu (%6.2f s wall) %8.0f lines/s, %d files not parsed, %d"
            + " findings; %s; %d MB held at the end%n",
        phase,
        pass.label,
        part,
        run.cpuNanos() / 1e9,
        run.wallNanos() / 1e9,
        lines / (run.cpuNanos() / 1e9),
        run.brokenFiles(),
        run.findings(),
        heap.read(),
        run.heldBytes() >> 20);
  }

  private static String read(Path file) {
    try {
      // Decoded leniently: a stray byte must not stop the benchmark, nor the scanner.
      return new String(Files.readAllBytes(file), UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read " + file + ": " + e.getMessage(), e);
    }
  }
}
