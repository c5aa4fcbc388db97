package dev.bottleneck.cost.report;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.management.OperatingSystemMXBean;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Writes {@code machine.json} for a results folder: CPU model, logical cores, memory, OS, the JVM
 * this runs on (the run script starts it with the JDK it measures), the date and the JMH options.
 * Usage: {@code MachineInfo <out.json> <date> <jmh options>}.
 */
public final class MachineInfo {

  private MachineInfo() {}

  public static void main(String[] args) throws IOException {
    if (args.length != 3) {
      System.err.println("usage: MachineInfo <out.json> <yyyy-mm-dd> \"<jmh options>\"");
      System.exit(2);
    }
    ObjectNode machine = Json.mapper().createObjectNode();
    machine.put("cpu", cpuModel());
    machine.put("logicalCores", Runtime.getRuntime().availableProcessors());
    machine.put(
        "memoryBytes",
        ((OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
            .getTotalMemorySize());
    machine.put(
        "os",
        System.getProperty("os.name")
            + " "
            + System.getProperty("os.version")
            + " "
            + System.getProperty("os.arch"));
    machine.put("jvmVendor", System.getProperty("java.vendor"));
    machine.put("jvmVersion", System.getProperty("java.runtime.version"));
    machine.put("date", args[1]);
    machine.put("jmhOptions", args[2]);
    Path out = Path.of(args[0]);
    Files.writeString(
        out, Json.mapper().writerWithDefaultPrettyPrinter().writeValueAsString(machine) + "\n");
  }

  /** The first {@code model name} of /proc/cpuinfo (Linux); elsewhere the architecture. */
  private static String cpuModel() {
    Path cpuinfo = Path.of("/proc/cpuinfo");
    if (Files.isReadable(cpuinfo)) {
      try {
        List<String> lines = Files.readAllLines(cpuinfo);
        for (String line : lines) {
          if (line.startsWith("model name")) {
            return line.substring(line.indexOf(':') + 1).trim().replaceAll("\\s+", " ");
          }
        }
      } catch (IOException e) {
        // fall back below
      }
    }
    return System.getProperty("os.arch") + " CPU";
  }
}
