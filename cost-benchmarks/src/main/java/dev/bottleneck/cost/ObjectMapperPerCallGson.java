package dev.bottleneck.cost;

import dev.bottleneck.cost.json.GsonForms;
import dev.bottleneck.cost.report.TableJson;
import dev.bottleneck.cost.report.Units;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Gson built per call against a shared Gson ({@link GsonForms}), measured with JMH in one run so
 * that the ratios compare like with like. Written as a table, not as the rule's JMH results,
 * because it was first measured on a busy machine: the notes give the conditions, and the ratios
 * are what to read.
 *
 * <p>{@code args[0]} is the table JSON file to write, {@code args[1]} {@code smoke} or {@code
 * full}.
 */
public final class ObjectMapperPerCallGson {
  private static final String ALLOCATED = "gc.alloc.rate.norm";

  /** One row: the case, the per-call form and the shared form, by benchmark method and code. */
  private record Pair(
      String name, String perCall, String perCallCode, String shared, String sharedCode) {}

  private static final List<Pair> PAIRS =
      List.of(
          new Pair(
              "write",
              "writePerCall",
              "new Gson().toJson(order)",
              "writeShared",
              "GSON.toJson(order)"),
          new Pair(
              "write",
              "writeBuiltPerCall",
              "new GsonBuilder().disableHtmlEscaping().create().toJson(order)",
              "writeShared",
              "GSON.toJson(order)"),
          new Pair(
              "read",
              "readPerCall",
              "new Gson().fromJson(json, Order.class)",
              "readShared",
              "GSON.fromJson(json, Order.class)"));

  private ObjectMapperPerCallGson() {}

  public static void main(String[] args) throws Exception {
    if (args.length != 2 || !List.of("smoke", "full").contains(args[1])) {
      System.err.println("usage: ObjectMapperPerCallGson <output.json> smoke|full");
      System.exit(2);
    }
    boolean full = args[1].equals("full");
    String jmhOptions = full ? "-f 1 -wi 3 -w 1s -i 4 -r 1s -prof gc" : "-f 1 -wi 1 -i 1 -prof gc";
    double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    Map<String, RunResult> results = measure(full);
    List<List<String>> rows = new ArrayList<>();
    for (Pair pair : PAIRS) {
      RunResult perCall = results.get(pair.perCall());
      RunResult shared = results.get(pair.shared());
      rows.add(
          List.of(
              pair.name(),
              "`" + pair.perCallCode() + "`",
              time(perCall),
              allocated(perCall),
              "`" + pair.sharedCode() + "`",
              time(shared),
              allocated(shared),
              Units.ratio(score(perCall) / score(shared))));
    }
    new TableJson(
            "ObjectMapperPerCall",
            "Gson: the order above written and read with a Gson built per call and with a shared"
                + " one",
            List.of(
                "Case",
                "Bad form",
                "Time",
                "Allocated",
                "Good form",
                "Time",
                "Allocated",
                "Bad / good"),
            rows,
            "Gson 2.13.2, JDK "
                + Runtime.version().feature()
                + ", JMH 1.37 `"
                + jmhOptions
                + "`, all forms in one run (load average "
                + String.format(java.util.Locale.ROOT, "%.1f", load)
                + " at the start; where it was high, the time errors grow as large as the times,"
                + " and the allocation is the steady figure)."
                + " Reproduce: `cost-benchmarks/run ObjectMapperPerCall`.")
        .write(Path.of(args[0]));
  }

  /** Every form of {@link GsonForms} in one JMH run, by method name. */
  private static Map<String, RunResult> measure(boolean full) throws Exception {
    Options options =
        new OptionsBuilder()
            .include("^" + Pattern.quote(GsonForms.class.getName()) + "\\.")
            .forks(1)
            .warmupIterations(full ? 3 : 1)
            .warmupTime(TimeValue.seconds(1))
            .measurementIterations(full ? 4 : 1)
            .measurementTime(TimeValue.seconds(1))
            .addProfiler(GCProfiler.class)
            .build();
    Map<String, RunResult> results = new HashMap<>();
    for (RunResult result : new Runner(options).run()) {
      String method = result.getParams().getBenchmark();
      results.put(method.substring(method.lastIndexOf('.') + 1), result);
    }
    return results;
  }

  private static double score(RunResult result) {
    return result.getPrimaryResult().getScore();
  }

  private static String time(RunResult result) {
    Result<?> primary = result.getPrimaryResult();
    return Units.time(primary.getScore(), primary.getScoreError());
  }

  private static String allocated(RunResult result) {
    Result<?> allocation = result.getSecondaryResults().get(ALLOCATED);
    return allocation == null ? "" : Units.bytes(allocation.getScore());
  }
}
