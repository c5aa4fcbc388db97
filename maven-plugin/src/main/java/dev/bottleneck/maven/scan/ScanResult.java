package dev.bottleneck.maven.scan;

import java.util.List;

/** What scanning one file produced. */
public record ScanResult(List<Finding> findings, List<ParseProblem> problems) {
  public ScanResult {
    findings = List.copyOf(findings);
    problems = List.copyOf(problems);
  }
}
