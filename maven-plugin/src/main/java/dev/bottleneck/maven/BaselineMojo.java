package dev.bottleneck.maven;

import dev.bottleneck.maven.engine.AnalysisExecutor;
import dev.bottleneck.maven.engine.AnalysisRequest;
import dev.bottleneck.maven.engine.AnalysisResult;
import dev.bottleneck.maven.filter.Baseline;
import dev.bottleneck.maven.policy.FailPolicy;
import dev.bottleneck.maven.report.ConsoleReport;
import dev.bottleneck.maven.report.ProjectPaths;
import dev.bottleneck.maven.report.Report;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.Optional;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * Records the module's current findings in the baseline file, so that {@code check} from then on
 * reports only new ones. Commit the file; run the goal again to drop entries that were fixed. A
 * module without findings gets no file (and loses one whose findings are all gone); {@code pom}
 * modules are skipped.
 */
@Mojo(name = "baseline", threadSafe = true, requiresDependencyResolution = ResolutionScope.COMPILE)
public final class BaselineMojo extends AbstractBottleneckMojo {

  @Override
  public void execute() throws MojoExecutionException {
    Optional<String> notAnalyzed = notAnalyzed();
    if (notAnalyzed.isPresent()) {
      getLog().info("bottleneck: skipped (" + notAnalyzed.get() + ")");
      return;
    }
    ProjectPaths paths = paths();
    if (baselineFile.isDirectory()) {
      throw new MojoExecutionException(
          "The baseline "
              + baselineFile
              + " is a folder; point bottleneck.baselineFile at a file such as"
              + " bottleneck-baseline.txt");
    }
    // Every finding of the module, whatever since says: a baseline of a change would forget the
    // findings of every other file.
    AnalysisResult result;
    try (AnalysisExecutor executor = open(ruleSelection())) {
      result = executor.execute(AnalysisRequest.of(sourceSet()));
    }
    logSkippedFiles(result, paths);
    // Recording a baseline accepts every finding; only input that cannot be analyzed fails.
    failOnErrors(result, new FailPolicy(failOnParseError));
    write(
        Baseline.of(result.findings(), finding -> paths.fromBasedir(finding.file())),
        result,
        paths);
  }

  /**
   * Logs the files that were skipped, so that nobody mistakes one for a clean one; a file that
   * could not be analyzed at all leaves the baseline as it was, since its findings are unknown.
   */
  private void logSkippedFiles(AnalysisResult result, ProjectPaths paths) {
    ConsoleReport.Lines console =
        ConsoleReport.render(
            new Report(List.of(), result.problems(), 0, 0, result.filesAnalyzed(), result.errors()),
            paths);
    console.errors().forEach(getLog()::error);
    console.warnings().forEach(getLog()::warn);
  }

  /** Writes the baseline file, or removes it when there is nothing to accept. */
  private void write(Baseline baseline, AnalysisResult result, ProjectPaths paths)
      throws MojoExecutionException {
    String file = paths.fromBuildRoot(baselineFile.toPath());
    try {
      if (baseline.size() == 0) {
        // An empty baseline accepts nothing: no file says the same and leaves nothing to commit.
        boolean removed = Files.deleteIfExists(baselineFile.toPath());
        getLog()
            .info(
                "bottleneck: no findings in "
                    + result.filesAnalyzed()
                    + " file(s) analyzed, so no baseline"
                    + (removed ? "; removed " + file + ", every finding in it is gone" : ""));
        return;
      }
      baseline.write(baselineFile.toPath());
    } catch (IOException e) {
      throw new MojoExecutionException(
          "Cannot write the baseline "
              + baselineFile
              + " ("
              + e
              + "); check the baselineFile"
              + " parameter and the folder's permissions",
          e);
    }
    getLog()
        .info(
            "bottleneck: baseline "
                + file
                + " records "
                + baseline.size()
                + " finding(s) in "
                + result.filesAnalyzed()
                + " file(s) analyzed");
  }
}
