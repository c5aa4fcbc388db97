package dev.bottleneck.cost.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/** {@code machine.json}: where a results folder was measured, as the run script records it. */
record Machine(
    String cpu,
    int logicalCores,
    long memoryBytes,
    String os,
    String jvmVendor,
    String jvmVersion,
    String date,
    String jmhOptions) {

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
        Json.text(file, root, "jmhOptions"));
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
    Json.write(out, machine);
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
