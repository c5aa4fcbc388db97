package dev.bottleneck.cost.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** One rule's JMH JSON ({@code -rf json}): the JDK it ran on, the settings and each score. */
record JmhRun(
    String jdkVersion,
    String vmName,
    String jmhVersion,
    String settings,
    List<JmhRun.Measurement> measurements) {

  /** One benchmark method at one parameter combination; times in ns, allocation in bytes. */
  record Measurement(
      String method,
      Map<String, String> params,
      int threads,
      double nanos,
      double errorNanos,
      double allocatedBytes) {

    boolean hasAllocation() {
      return !Double.isNaN(allocatedBytes);
    }
  }

  static final String ALLOCATION = "gc.alloc.rate.norm";

  /** Reads a file that {@code -rf json} wrote for the benchmarks of {@code className}. */
  static JmhRun read(Path file, String className) {
    JsonNode root = Json.read(file);
    if (!root.isArray() || root.isEmpty()) {
      throw Json.error(file, "is not a JMH result array; rerun the rule with cost-benchmarks/run");
    }
    List<Measurement> measurements = new ArrayList<>();
    Set<String> settings = new LinkedHashSet<>();
    boolean gc = false;
    for (JsonNode entry : root) {
      String benchmark = Json.text(file, entry, "benchmark");
      if (!benchmark.startsWith(className + ".")) {
        throw Json.error(file, "holds " + benchmark + ", which is not a benchmark of " + className);
      }
      if (!"avgt".equals(Json.text(file, entry, "mode"))) {
        throw Json.error(
            file,
            benchmark + " was not measured in AverageTime mode; use @BenchmarkMode(AverageTime)");
      }
      JsonNode primary = entry.path("primaryMetric");
      double perUnit = Units.nanosPer(Json.text(file, primary, "scoreUnit"));
      if (perUnit < 0) {
        throw Json.error(file, benchmark + " has the unknown unit " + primary.get("scoreUnit"));
      }
      Map<String, String> params = new LinkedHashMap<>();
      entry
          .path("params")
          .fields()
          .forEachRemaining(p -> params.put(p.getKey(), p.getValue().asText()));
      JsonNode allocation = entry.path("secondaryMetrics").path(ALLOCATION);
      measurements.add(
          new Measurement(
              benchmark.substring(className.length() + 1),
              params,
              entry.path("threads").asInt(1),
              Json.number(file, primary, "score") * perUnit,
              Json.number(file, primary, "scoreError") * perUnit,
              allocation.isMissingNode() ? Double.NaN : Json.number(file, allocation, "score")));
      settings.add(settings(file, entry));
      gc |= !allocation.isMissingNode();
    }
    JsonNode first = root.get(0);
    return new JmhRun(
        Json.text(file, first, "jdkVersion"),
        Json.text(file, first, "vmName"),
        Json.text(file, first, "jmhVersion"),
        String.join("; ", settings) + (gc ? " -prof gc" : ""),
        measurements);
  }

  /** The run's settings as the JMH options that give them: {@code -f 2 -wi 2 -w 1s ...}. */
  private static String settings(Path file, JsonNode entry) {
    return "-f "
        + Json.text(file, entry, "forks")
        + " -wi "
        + Json.text(file, entry, "warmupIterations")
        + " -w "
        + Json.text(file, entry, "warmupTime").replace(" ", "")
        + " -i "
        + Json.text(file, entry, "measurementIterations")
        + " -r "
        + Json.text(file, entry, "measurementTime").replace(" ", "");
  }
}
