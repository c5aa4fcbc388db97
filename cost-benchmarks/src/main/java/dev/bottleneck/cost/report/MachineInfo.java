package dev.bottleneck.cost.report;

import com.sun.management.OperatingSystemMXBean;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Writes a rule's {@code <RuleId>.machine.json} in a results folder: CPU model, logical cores,
 * memory, OS, the JVM this runs on (the run script starts it with the JDK it measures), the date,
 * the JMH options and the one-minute load average now, at the end of the rule's runs. Usage: {@code
 * MachineInfo <out.json> <date> <jmh options>}.
 */
public final class MachineInfo {

  private MachineInfo() {}

  public static void main(String[] args) throws IOException {
    if (args.length != 3) {
      System.err.println("usage: MachineInfo <out.json> <yyyy-mm-dd> \"<jmh options>\"");
      System.exit(2);
    }
    new Machine(
            cpuModel(),
            Runtime.getRuntime().availableProcessors(),
            ((OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getTotalMemorySize(),
            System.getProperty("os.name")
                + " "
                + System.getProperty("os.version")
                + " "
                + System.getProperty("os.arch"),
            System.getProperty("java.vendor"),
            System.getProperty("java.runtime.version"),
            args[1],
            args[2],
            loadAverage())
        .write(Path.of(args[0]));
  }

  /** The one-minute load average (Linux and macOS); {@link Machine#NO_LOAD} where there is none. */
  private static double loadAverage() {
    double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    return load < 0 ? Machine.NO_LOAD : load;
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
