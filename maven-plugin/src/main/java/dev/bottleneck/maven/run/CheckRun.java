package dev.bottleneck.maven.run;

import dev.bottleneck.maven.engine.AnalysisExecutor;
import dev.bottleneck.maven.engine.AnalysisRequest;
import dev.bottleneck.maven.engine.AnalysisResult;
import dev.bottleneck.maven.frontend.FrontEnd;
import dev.bottleneck.maven.policy.ModuleOutcome;
import dev.bottleneck.maven.report.GithubAnnotations;
import dev.bottleneck.maven.report.ProjectPaths;
import dev.bottleneck.maven.report.Report;
import dev.bottleneck.maven.report.SarifReport;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * {@code check} on one module: every finding the baseline does not accept, on the lines changed
 * since the {@code since} ref, logged as console lines; and the reports besides the console. The
 * front end decides when the findings fail: the Maven goal at the end of the build, the command at
 * the end of its modules.
 */
public final class CheckRun {
  /** The report formats; the console report is always printed. */
  public static final Set<String> FORMATS = Set.of("console", "sarif", "github");

  private CheckRun() {}

  /**
   * What one module's check found.
   *
   * @param result what the engine returned
   * @param report the result in the order every report shows
   * @param brokenInput the message for files that stop the run, if any
   */
  public record Checked(AnalysisResult result, Report report, Optional<String> brokenInput) {
    /** The module's outcome for the verdict over every module. */
    public ModuleOutcome outcome(
        String module, boolean failOnViolation, Optional<String> sarifReport) {
      return ModuleOutcome.analyzed(
          module,
          report.findings().size(),
          report.baselined(),
          failOnViolation,
          sarifReport,
          brokenInput);
    }
  }

  /**
   * Analyzes the module and logs the console report; everything found is logged before any verdict,
   * so that one broken file hides nothing.
   *
   * @throws RunException for a bad setting, baseline or since ref
   */
  public static Checked run(ModuleRun module) throws RunException {
    AnalysisRequest request = module.request(module.baseline());
    if (request.changedLines().isPresent()) {
      module
          .log()
          .info(
              "bottleneck: "
                  + request.sources().size()
                  + " file(s) of this module changed since "
                  + module.settings().since().orElseThrow());
    }
    AnalysisResult result;
    try (AnalysisExecutor executor = module.open()) {
      result = executor.execute(request);
    }
    Report report = result.report();
    module.logReport(report);
    return new Checked(result, report, module.brokenInput(result));
  }

  /** Prints the module's findings as GitHub Actions annotations. */
  public static void annotate(ModuleRun module, Report report) {
    GithubAnnotations.render(report, module.paths(), module.settings().sharedDocs())
        .forEach(module.log()::annotation);
  }

  /**
   * The report formats asked for, each list element comma-separated, blank ones ignored.
   *
   * @throws RunException naming a format that does not exist
   */
  public static Set<String> formats(List<String> formats, FrontEnd words) throws RunException {
    Set<String> reports = new LinkedHashSet<>();
    if (formats == null) {
      return reports;
    }
    for (String format : formats) {
      if (format == null) {
        continue;
      }
      for (String name : format.split(",")) {
        String normalized = name.strip().toLowerCase(Locale.ROOT);
        if (normalized.isEmpty()) {
          continue;
        }
        if (!FORMATS.contains(normalized)) {
          throw new RunException(
              "Unknown bottleneck report format '"
                  + name.strip()
                  + "'; "
                  + words.name("formats")
                  + " accepts console, sarif and github");
        }
        reports.add(normalized);
      }
    }
    return reports;
  }

  /**
   * Removes the SARIF report of an earlier run, so that a run that stops before writing its own
   * leaves none for a CI upload step to publish as current.
   */
  public static void deletePreviousSarif(Path outputDirectory, FrontEnd words) throws RunException {
    try {
      SarifReport.deletePrevious(outputDirectory);
    } catch (IOException e) {
      throw outputProblem(
          "Cannot remove the previous SARIF report from ", outputDirectory, e, words);
    }
  }

  /**
   * Writes a SARIF report to {@code outputDirectory} and logs where.
   *
   * @return the file as the console names it
   */
  public static String writeSarif(
      Path outputDirectory, String sarif, ProjectPaths paths, FrontEnd words, Log log)
      throws RunException {
    try {
      String file = paths.fromBuildRoot(SarifReport.write(outputDirectory, sarif));
      log.info("bottleneck: SARIF report " + file);
      return file;
    } catch (IOException e) {
      throw outputProblem("Cannot write the SARIF report to ", outputDirectory, e, words);
    }
  }

  private static RunException outputProblem(
      String what, Path outputDirectory, IOException e, FrontEnd words) {
    return new RunException(
        what
            + outputDirectory
            + " ("
            + e
            + "); check the "
            + words.parameter("outputDirectory")
            + " and the folder's permissions",
        e);
  }
}
