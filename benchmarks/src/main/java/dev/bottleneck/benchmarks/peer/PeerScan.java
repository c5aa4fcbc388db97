package dev.bottleneck.benchmarks.peer;

import dev.bottleneck.benchmarks.triage.TriageScan;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The bottleneck side of the peer benchmark: one whole process that scans applications as the
 * triage harness does (every rule, no options, no class path), so that {@code benchmarks/peer/run}
 * can time it against PMD on the same files. Each application is scanned module by module, each
 * module with the others as caller roots, as {@code mvn bottleneck:check} scans a build; with
 * {@code --merged}, every module of every application given is one module with many source roots.
 * The number of analysing threads is the JVM's processor count, which the script sets with {@code
 * -XX:ActiveProcessorCount}, as it sets PMD's {@code --threads}.
 *
 * <p>Prints one line: findings, modules, and the files that could not be analyzed.
 */
public final class PeerScan {
  private PeerScan() {}

  public static void main(String[] args) throws IOException {
    boolean merged = args.length > 0 && args[0].equals("--merged");
    List<Path> applications = new ArrayList<>();
    for (int i = merged ? 1 : 0; i < args.length; i++) {
      applications.add(Path.of(args[i]).toAbsolutePath().normalize());
    }
    if (applications.isEmpty() || !applications.stream().allMatch(Files::isDirectory)) {
      System.err.println("Usage: PeerScan [--merged] <application folder>...");
      System.exit(2);
    }
    List<String> problems = new ArrayList<>();
    int findings = 0;
    int modules = 0;
    if (merged) {
      List<Path> all = new ArrayList<>();
      for (Path application : applications) {
        all.addAll(TriageScan.modules(application));
      }
      modules = all.size();
      findings = TriageScan.scanAsOneModule(all, problems).size();
    } else {
      for (Path application : applications) {
        findings += TriageScan.scan(application, problems).size();
        modules += TriageScan.modules(application).size();
      }
    }
    System.out.printf(
        "bottleneck: %d findings in %d modules, %d files not analyzed%n",
        findings, modules, problems.size());
  }
}
