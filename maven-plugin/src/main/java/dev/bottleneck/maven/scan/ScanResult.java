package dev.bottleneck.maven.scan;

import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.finding.ParseProblem;
import java.util.List;

/** What scanning one file produced. */
public record ScanResult(List<Finding> findings, List<ParseProblem> problems) {
  public ScanResult {
    findings = List.copyOf(findings);
    problems = List.copyOf(problems);
  }
}
