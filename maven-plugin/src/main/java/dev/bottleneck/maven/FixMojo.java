package dev.bottleneck.maven;

import dev.bottleneck.maven.engine.AnalysisExecutor;
import dev.bottleneck.maven.engine.AnalysisRequest;
import dev.bottleneck.maven.engine.AnalysisResult;
import dev.bottleneck.maven.engine.RuleSelection;
import dev.bottleneck.maven.filter.AtomicWrite;
import dev.bottleneck.maven.filter.Baseline;
import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.finding.Fix;
import dev.bottleneck.maven.policy.FailPolicy;
import dev.bottleneck.maven.report.ProjectPaths;
import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * Applies the suggested fixes of the findings that {@code check} would report, in place: the same
 * changes Error Prone's suggested fixes make and the SARIF report offers as review suggestions. A
 * finding whose fix could change behaviour or not compile has none and stays for a person to fix.
 * Fixes that touch the same lines are applied one at a time, the file analyzed again in between.
 */
@Mojo(name = "fix", threadSafe = true, requiresDependencyResolution = ResolutionScope.COMPILE)
public final class FixMojo extends AbstractBottleneckMojo {
  /** More rounds than any file needs: each round fixes at least one finding or stops. */
  private static final int MAX_ROUNDS = 20;

  /** Lists the changes the goal would make without changing any file. */
  @Parameter(property = "bottleneck.dryRun", defaultValue = "false")
  boolean dryRun;

  @Override
  public void execute() throws MojoExecutionException {
    if (skip) {
      getLog().info("bottleneck: skipped");
      return;
    }
    RuleSelection selection = ruleSelection();
    Baseline baseline = baseline();
    ProjectPaths paths = paths();
    Charset charset = sourceEncoding();
    // Fixes are applied here, not suggested in a review: one may change lines outside the change.
    AnalysisRequest request = request(baseline).withFixesOutsideChange();
    int applied = 0;
    Set<Path> changedFiles = new HashSet<>();
    List<Finding> unfixed = List.of();
    try (AnalysisExecutor executor = open(selection)) {
      for (int round = 0; round < MAX_ROUNDS && request.sources().size() > 0; round++) {
        AnalysisResult result = executor.execute(request);
        if (round == 0) {
          failOnErrors(result, new FailPolicy(failOnParseError));
          unfixed = result.findings().stream().filter(finding -> finding.fix().isEmpty()).toList();
        }
        Map<Path, Integer> fixed = applyFixes(result.findings(), charset, paths);
        applied += fixed.values().stream().mapToInt(Integer::intValue).sum();
        changedFiles.addAll(fixed.keySet());
        // A dry run changes nothing, so a second round would list the same fixes again.
        if (dryRun || fixed.isEmpty()) {
          break;
        }
        request = request.withSources(request.sources().retain(fixed::containsKey));
      }
    }
    getLog()
        .info(
            "bottleneck: "
                + (dryRun ? "would apply " : "applied ")
                + applied
                + " fix(es) in "
                + changedFiles.size()
                + " file(s)"
                + (unfixed.isEmpty()
                    ? ""
                    : "; "
                        + unfixed.size()
                        + " finding(s) have no automatic fix, mvn bottleneck:check lists them"));
  }

  /**
   * Applies the fixes of {@code findings}, file by file in path order.
   *
   * @return how many fixes were applied in each file that changed
   */
  private Map<Path, Integer> applyFixes(List<Finding> findings, Charset charset, ProjectPaths paths)
      throws MojoExecutionException {
    Map<Path, List<Fix>> fixes = new TreeMap<>();
    Map<Fix, String> rules = new IdentityHashMap<>();
    for (Finding finding : findings) {
      finding
          .fix()
          .ifPresent(
              fix -> {
                fixes.computeIfAbsent(finding.file(), f -> new ArrayList<>()).add(fix);
                rules.put(fix, finding.ruleId());
              });
    }
    Map<Path, Integer> fixed = new HashMap<>();
    for (Map.Entry<Path, List<Fix>> file : fixes.entrySet()) {
      Fix.Applied result = apply(file.getKey(), file.getValue(), rules, charset, paths);
      if (!result.applied().isEmpty()) {
        fixed.put(file.getKey(), result.applied().size());
      }
    }
    return fixed;
  }

  private Fix.Applied apply(
      Path file, List<Fix> fixes, Map<Fix, String> rules, Charset charset, ProjectPaths paths)
      throws MojoExecutionException {
    try {
      String source = Files.readString(file, charset);
      Fix.Applied result = Fix.apply(source, fixes);
      for (Fix fix : result.applied()) {
        getLog()
            .info(
                "bottleneck: "
                    + (dryRun ? "would fix " : "fixed ")
                    + paths.fromBuildRoot(file)
                    + ":["
                    + fix.startLine()
                    + "] ["
                    + rules.get(fix)
                    + "] "
                    + fix.description());
      }
      if (!dryRun && !result.applied().isEmpty()) {
        AtomicWrite.writeString(file, result.text(), charset);
      }
      return result;
    } catch (IOException e) {
      throw new MojoExecutionException(
          "Cannot apply the fixes to "
              + paths.fromBuildRoot(file)
              + " ("
              + e
              + "); check that the file is writable",
          e);
    }
  }
}
