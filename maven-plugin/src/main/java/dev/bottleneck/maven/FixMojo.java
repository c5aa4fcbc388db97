package dev.bottleneck.maven;

import dev.bottleneck.maven.filter.AtomicWrite;
import dev.bottleneck.maven.filter.Baseline;
import dev.bottleneck.maven.filter.ChangedLines;
import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.finding.Fix;
import dev.bottleneck.maven.policy.FailPolicy;
import dev.bottleneck.maven.report.ProjectPaths;
import dev.bottleneck.maven.source.SourceSet;
import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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

  /** Only fixes findings on lines changed since this git ref, as {@code check} reports them. */
  @Parameter(property = "bottleneck.since")
  String since;

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
    SourceSet sources = sourceSet();
    if (since != null && !since.isBlank()) {
      sources = sources.retain(changedLines(since)::touches);
    }
    int applied = 0;
    Set<Path> changedFiles = new HashSet<>();
    List<Finding> unfixed = List.of();
    try (Analyzer analyzer = analyzer(selection)) {
      for (int round = 0; round < MAX_ROUNDS && sources.size() > 0; round++) {
        Analyzer.Analysis analysis = analyzer.analyze(sources);
        if (round == 0) {
          failOnErrors(analysis, new FailPolicy(failOnParseError));
        }
        List<Finding> findings = reported(analysis, sources, baseline, paths);
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
        if (round == 0) {
          unfixed = findings.stream().filter(finding -> finding.fix().isEmpty()).toList();
        }
        Set<Path> changedNow = new HashSet<>();
        for (Map.Entry<Path, List<Fix>> file : fixes.entrySet()) {
          Fix.Applied result = apply(file.getKey(), file.getValue(), rules, charset, paths);
          applied += result.applied().size();
          if (!result.applied().isEmpty()) {
            changedNow.add(file.getKey());
          }
        }
        changedFiles.addAll(changedNow);
        // A dry run changes nothing, so a second round would list the same fixes again.
        if (dryRun || changedNow.isEmpty()) {
          break;
        }
        sources = sources.retain(changedNow::contains);
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

  /** The findings {@code check} would report among {@code sources}: since and baseline applied. */
  private List<Finding> reported(
      Analyzer.Analysis analysis, SourceSet sources, Baseline baseline, ProjectPaths paths)
      throws MojoExecutionException {
    List<Finding> findings = analysis.findings();
    if (since != null && !since.isBlank()) {
      ChangedLines changed = changedLines(since);
      findings = findings.stream().filter(changed::contains).toList();
    }
    Set<String> scanned = new HashSet<>();
    sources.files().forEach(file -> scanned.add(paths.fromBasedir(file)));
    return baseline
        .apply(
            findings,
            finding -> paths.fromBasedir(finding.file()),
            Baseline.analyzedOrGone(scanned, project.getBasedir().toPath()))
        .remaining();
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
