package dev.bottleneck.maven.run;

import dev.bottleneck.catalog.AtomicWrite;
import dev.bottleneck.maven.engine.AnalysisExecutor;
import dev.bottleneck.maven.engine.AnalysisRequest;
import dev.bottleneck.maven.engine.AnalysisResult;
import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.finding.Fix;
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
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * {@code fix} on one module: applies the suggested fixes of the findings that {@code check} would
 * report, in place. Fixes that touch the same lines are applied one at a time, the file analyzed
 * again in between.
 */
public final class FixRun {
  /** More rounds than any file needs: each round fixes at least one finding or stops. */
  private static final int MAX_ROUNDS = 20;

  private final ModuleRun module;
  private final boolean dryRun;

  private FixRun(ModuleRun module, boolean dryRun) {
    this.module = module;
    this.dryRun = dryRun;
  }

  /**
   * What a fix run did.
   *
   * @param applied how many fixes were applied (or would be, in a dry run)
   * @param files how many files changed
   * @param unfixed how many findings have no automatic fix
   * @param brokenInput the message for files that stop the run, if any: then nothing was fixed
   */
  public record Fixed(int applied, int files, int unfixed, Optional<String> brokenInput) {}

  /**
   * Fixes the module's findings, logging each change and a summary; in a dry run lists them and
   * writes nothing. When files cannot be analyzed (or do not parse, with {@code failOnParseError})
   * nothing is fixed and the result says why.
   *
   * @throws RunException for a bad setting, baseline or since ref, or a file that cannot be written
   */
  public static Fixed run(ModuleRun module, boolean dryRun) throws RunException {
    return new FixRun(module, dryRun).run();
  }

  private Fixed run() throws RunException {
    // Fixes are applied here, not suggested in a review: one may change lines outside the change.
    AnalysisRequest request = module.request(module.baseline()).withFixesOutsideChange();
    int applied = 0;
    Set<Path> changedFiles = new HashSet<>();
    List<Finding> unfixed = List.of();
    try (AnalysisExecutor executor = module.open()) {
      for (int round = 0; round < MAX_ROUNDS && request.sources().size() > 0; round++) {
        AnalysisResult result = executor.execute(request);
        if (round == 0) {
          Optional<String> broken = module.brokenInput(result);
          if (broken.isPresent()) {
            module.logSkippedFiles(result);
            return new Fixed(0, 0, 0, broken);
          }
          unfixed = result.findings().stream().filter(finding -> finding.fix().isEmpty()).toList();
        }
        Map<Path, Integer> fixed = applyFixes(result.findings());
        applied += fixed.values().stream().mapToInt(Integer::intValue).sum();
        changedFiles.addAll(fixed.keySet());
        // A dry run changes nothing, so a second round would list the same fixes again.
        if (dryRun || fixed.isEmpty()) {
          break;
        }
        // The next round reads the fixed files as they are now, as siblings too.
        fixed.keySet().forEach(executor::changed);
        request = request.withSources(request.sources().retain(fixed::containsKey));
      }
    }
    module
        .log()
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
                        + " finding(s) have no automatic fix, "
                        + module.settings().words().command("check")
                        + " lists them"));
    return new Fixed(applied, changedFiles.size(), unfixed.size(), Optional.empty());
  }

  /**
   * Applies the fixes of {@code findings}, file by file in path order.
   *
   * @return how many fixes were applied in each file that changed
   */
  private Map<Path, Integer> applyFixes(List<Finding> findings) throws RunException {
    Map<Path, List<Fix>> fixes = new TreeMap<>();
    Map<Fix, Finding> rules = new IdentityHashMap<>();
    for (Finding finding : findings) {
      finding
          .fix()
          .ifPresent(
              fix -> {
                fixes.computeIfAbsent(finding.file(), f -> new ArrayList<>()).add(fix);
                rules.put(fix, finding);
              });
    }
    Map<Path, Integer> fixed = new HashMap<>();
    for (Map.Entry<Path, List<Fix>> file : fixes.entrySet()) {
      Fix.Applied result = apply(file.getKey(), file.getValue(), rules);
      if (!result.applied().isEmpty()) {
        fixed.put(file.getKey(), result.applied().size());
      }
    }
    return fixed;
  }

  private Fix.Applied apply(Path file, List<Fix> fixes, Map<Fix, Finding> rules)
      throws RunException {
    Charset charset = module.settings().encoding();
    String name = module.paths().fromBuildRoot(file);
    try {
      String source = Files.readString(file, charset);
      Fix.Applied result = Fix.apply(source, fixes);
      for (Fix fix : result.applied()) {
        // The finding's position, as check reports it, not the first line the fix rewrites.
        Finding finding = rules.get(fix);
        module
            .log()
            .info(
                "bottleneck: "
                    + (dryRun ? "would fix " : "fixed ")
                    + name
                    + ":["
                    + finding.line()
                    + ","
                    + finding.column()
                    + "] ["
                    + finding.ruleId()
                    + "] "
                    + fix.description());
      }
      if (!dryRun && !result.applied().isEmpty()) {
        AtomicWrite.writeString(file, result.text(), charset);
      }
      return result;
    } catch (IOException e) {
      throw new RunException(
          "Cannot apply the fixes to " + name + " (" + e + "); check that the file is writable", e);
    }
  }
}
