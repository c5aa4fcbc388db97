package dev.bottleneck.benchmarks;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.function.ToLongFunction;

/**
 * How much bottleneck's checks add to a build that already runs Error Prone: compiles the same real
 * library with Error Prone's default checks, with those defaults plus bottleneck's checks, and with
 * plain javac for scale, each warmed once and then measured in interleaved rounds.
 *
 * <p>All runs share one JVM on purpose. The figure to resolve is a few percent, and on a shared
 * two-core machine the wall time of whole processes drifts by more than that; the CPU time of the
 * thread that runs javac does not. Maven's compiler plugin also runs javac inside one long-lived
 * JVM, and fresh JVMs would mostly add the same JIT warm-up to both sides, which only dilutes the
 * ratio. Wall time is printed too.
 *
 * <p>Usage: {@code ErrorProneOverhead <corpus folder with sources/ and classpath/> [rounds]}.
 */
public final class ErrorProneOverhead {
  private static final double TARGET_RATIO = 1.03;

  private enum Setup {
    JAVAC("javac alone"),
    DEFAULTS("Error Prone defaults"),
    DEFAULTS_AND_OURS("defaults + bottleneck");

    final String label;

    Setup(String label) {
      this.label = label;
    }

    List<String> errorProneOptions() {
      return switch (this) {
        case JAVAC -> null;
        case DEFAULTS -> BottleneckChecks.defaultsAnd(false);
        case DEFAULTS_AND_OURS -> BottleneckChecks.defaultsAnd(true);
      };
    }
  }

  private ErrorProneOverhead() {}

  public static void main(String[] args) {
    if (args.length < 1 || args.length > 2) {
      System.err.println(
          "Usage: ErrorProneOverhead <corpus folder with sources/ and classpath/> [rounds]");
      System.exit(2);
    }
    Path folder = Path.of(args[0]);
    int rounds = args.length == 2 ? Integer.parseInt(args[1]) : 3;
    Corpus corpus = Corpus.of(folder.resolve("sources"), folder.resolve("classpath"));
    CorpusCompiler compiler = CorpusCompiler.fromClassPath();

    System.out.printf(
        "Error Prone overhead: %d files, %d lines from %s%n",
        corpus.sources().size(), corpus.lines(), folder);
    System.out.printf(
        "JDK %s, Error Prone %s, %d cores, max heap %d MB, bottleneck checks loaded: %s%n",
        Runtime.version(),
        errorProneVersion(),
        Runtime.getRuntime().availableProcessors(),
        Runtime.getRuntime().maxMemory() >> 20,
        BottleneckChecks.loadedIds());

    for (Setup setup : Setup.values()) {
      report("warm-up", setup, compiler.compile(corpus, setup.errorProneOptions()));
    }
    Map<Setup, List<CompileRun>> measured = new EnumMap<>(Setup.class);
    Setup[] order = Setup.values();
    for (int round = 0; round < rounds; round++) {
      // Each round starts with another setup, so that slow drift of the machine hits all alike.
      for (int i = 0; i < order.length; i++) {
        Setup setup = order[(round + i) % order.length];
        CompileRun run = compiler.compile(corpus, setup.errorProneOptions());
        report("round " + (round + 1), setup, run);
        measured.computeIfAbsent(setup, s -> new ArrayList<>()).add(run);
      }
    }
    summarize(measured);
  }

  private static void report(String phase, Setup setup, CompileRun run) {
    System.out.printf(
        "  %-8s %-22s wall %6.2f s  cpu %6.2f s  %s, %d findings%s%n",
        phase,
        setup.label,
        run.wallNanos() / 1e9,
        run.cpuNanos() / 1e9,
        run.succeeded() ? "compiled" : "FAILED",
        run.findings(),
        setup == Setup.DEFAULTS_AND_OURS ? ", bottleneck's: " + ours(run) : "");
    run.crashes().forEach(crash -> System.out.println("    CRASH " + crash));
    run.errors().forEach(error -> System.out.println("    ERROR " + error));
  }

  private static Map<String, Integer> ours(CompileRun run) {
    Map<String, Integer> ours = new TreeMap<>();
    for (String id : BottleneckChecks.allIds()) {
      ours.put(id, run.findingsByCheck().getOrDefault(id, 0));
    }
    return ours;
  }

  private static void summarize(Map<Setup, List<CompileRun>> measured) {
    System.out.println("Medians:");
    for (Setup setup : Setup.values()) {
      System.out.printf(
          "  %-22s wall %6.2f s  cpu %6.2f s%n",
          setup.label,
          Medians.median(measured.get(setup), CompileRun::wallNanos) / 1e9,
          Medians.median(measured.get(setup), CompileRun::cpuNanos) / 1e9);
    }
    double cpuRatio =
        ratio(measured, Setup.DEFAULTS_AND_OURS, Setup.DEFAULTS, CompileRun::cpuNanos);
    double wallRatio =
        ratio(measured, Setup.DEFAULTS_AND_OURS, Setup.DEFAULTS, CompileRun::wallNanos);
    System.out.printf(
        "Error Prone defaults / javac alone: cpu %.3f, wall %.3f%n",
        ratio(measured, Setup.DEFAULTS, Setup.JAVAC, CompileRun::cpuNanos),
        ratio(measured, Setup.DEFAULTS, Setup.JAVAC, CompileRun::wallNanos));
    System.out.printf(
        "(defaults + bottleneck) / defaults: cpu %.3f, wall %.3f (target at most %.2f: %s)%n",
        cpuRatio, wallRatio, TARGET_RATIO, cpuRatio <= TARGET_RATIO ? "met" : "NOT met");
    // The two setups of one round ran back to back, so their ratio is immune to drift across
    // rounds.
    List<Long> perMille = new ArrayList<>();
    for (int round = 0; round < measured.get(Setup.DEFAULTS).size(); round++) {
      perMille.add(
          1000
              * measured.get(Setup.DEFAULTS_AND_OURS).get(round).cpuNanos()
              / measured.get(Setup.DEFAULTS).get(round).cpuNanos());
    }
    System.out.printf(
        "Same-round cpu ratios %s, median %.3f%n",
        perMille.stream().map(r -> String.format("%.3f", r / 1000.0)).toList(),
        Medians.median(perMille, Long::longValue) / 1000.0);
  }

  private static double ratio(
      Map<Setup, List<CompileRun>> measured,
      Setup over,
      Setup under,
      ToLongFunction<CompileRun> time) {
    return (double) Medians.median(measured.get(over), time)
        / Medians.median(measured.get(under), time);
  }

  private static String errorProneVersion() {
    String pom = "META-INF/maven/com.google.errorprone/error_prone_core/pom.properties";
    try (InputStream in = ErrorProneOverhead.class.getClassLoader().getResourceAsStream(pom)) {
      if (in == null) {
        return "(version unknown)";
      }
      Properties properties = new Properties();
      properties.load(in);
      return properties.getProperty("version", "(version unknown)");
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read " + pom + ": " + e.getMessage(), e);
    }
  }
}
