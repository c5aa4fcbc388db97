package dev.bottleneck.cost.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * {@code <RuleId>.machine.json}: where and when one rule's results in a JDK folder were measured,
 * as the run script records it after that rule's runs; a run of one rule leaves the other rules'
 * records alone. {@code loadAverage} is the one-minute load average when the rule's runs ended
 * (negative where not recorded: results measured before it was), so that a page says how busy the
 * machine was.
 */
record Machine(
    String cpu,
    int logicalCores,
    long memoryBytes,
    String os,
    String jvmVendor,
    String jvmVersion,
    String date,
    String jmhOptions,
    double loadAverage) {

  /** What {@code loadAverage} holds where no load was recorded. */
  static final double NO_LOAD = -1;

  static Machine read(Path file) {
    JsonNode root = Json.read(file);
    return new Machine(
        Json.text(file, root, "cpu"),
        (int) Json.number(file, root, "logicalCores"),
        (long) Json.number(file, root, "memoryBytes"),
        Json.text(file, root, "os"),
        Json.text(file, root, "jvmVendor"),
        Json.text(file, root, "jvmVersion"),
        Json.text(file, root, "date"),
        Json.text(file, root, "jmhOptions"),
        root.has("loadAverage") ? Json.number(file, root, "loadAverage") : NO_LOAD);
  }

  /** Writes the file {@link #read} reads. */
  void write(Path out) throws IOException {
    Map<String, Object> machine = new LinkedHashMap<>();
    machine.put("cpu", cpu);
    machine.put("logicalCores", logicalCores);
    machine.put("memoryBytes", memoryBytes);
    machine.put("os", os);
    machine.put("jvmVendor", jvmVendor);
    machine.put("jvmVersion", jvmVersion);
    machine.put("date", date);
    machine.put("jmhOptions", jmhOptions);
    if (loadAverage >= 0) {
      machine.put("loadAverage", loadAverage);
    }
    Json.write(out, machine);
  }

  /** {@code 2026-11-23} or {@code 2026-11-28, load average 0.41}. */
  String when() {
    return loadAverage < 0
        ? date
        : date + String.format(Locale.ROOT, ", load average %.2f", loadAverage);
  }

  /** {@code Intel Xeon (2 logical cores, 7.8 GB, Linux 6.8 amd64)}. */
  String describe() {
    return cpu
        + " ("
        + logicalCores
        + " logical core"
        + (logicalCores == 1 ? "" : "s")
        + ", "
        + Units.bytes(memoryBytes)
        + " memory, "
        + os
        + ")";
  }
}
