package dev.bottleneck.benchmarks;

import java.util.Collections;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * What one in-process compilation of a corpus produced.
 *
 * @param succeeded javac's own verdict
 * @param findingsByCheck Error Prone findings per check name, warnings and errors alike
 * @param crashes one line per check that threw: its name and where, with the start of the trace
 * @param errors javac errors other than crashes, {@code file:line: message}, so a failure says why
 * @param wallNanos elapsed time of the compilation
 * @param cpuNanos CPU time of the thread that ran javac: javac compiles on the calling thread, and
 *     this figure barely moves when other processes compete for the cores
 */
public record CompileRun(
    boolean succeeded,
    SortedMap<String, Integer> findingsByCheck,
    List<String> crashes,
    List<String> errors,
    long wallNanos,
    long cpuNanos) {
  public CompileRun {
    findingsByCheck = Collections.unmodifiableSortedMap(new TreeMap<>(findingsByCheck));
    crashes = List.copyOf(crashes);
    errors = List.copyOf(errors);
  }

  public int findings() {
    return findingsByCheck.values().stream().mapToInt(Integer::intValue).sum();
  }
}
