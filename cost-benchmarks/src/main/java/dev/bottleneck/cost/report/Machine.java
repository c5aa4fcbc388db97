package dev.bottleneck.cost.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;

/** {@code machine.json}: where a results folder was measured, as the run script records it. */
record Machine(
    String cpu,
    int logicalCores,
    double memoryBytes,
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
        Json.number(file, root, "memoryBytes"),
        Json.text(file, root, "os"),
        Json.text(file, root, "jvmVendor"),
        Json.text(file, root, "jvmVersion"),
        Json.text(file, root, "date"),
        Json.text(file, root, "jmhOptions"));
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
