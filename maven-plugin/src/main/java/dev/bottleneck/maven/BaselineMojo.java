package dev.bottleneck.maven;

import dev.bottleneck.maven.filter.Baseline;
import dev.bottleneck.maven.policy.FailPolicy;
import dev.bottleneck.maven.report.ConsoleReport;
import dev.bottleneck.maven.report.ProjectPaths;
import dev.bottleneck.maven.report.Report;
import java.io.IOException;
import java.util.List;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * Records the module's current findings in the baseline file, so that {@code check} from then on
 * reports only new ones. Commit the file; run the goal again to drop entries that were fixed.
 */
@Mojo(name = "baseline", threadSafe = true, requiresDependencyResolution = ResolutionScope.COMPILE)
public final class BaselineMojo extends AbstractBottleneckMojo {

  @Override
  public void execute() throws MojoExecutionException {
    if (skip) {
      getLog().info("bottleneck: skipped");
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
    Analyzer.Analysis analysis;
    try (Analyzer analyzer = analyzer(ruleSelection())) {
      analysis = analyzer.analyze(sourceSet());
    }
    // The files that were skipped, so that nobody mistakes one for a clean one; a file that could
    // not be analyzed at all leaves the baseline as it was, since its findings are unknown.
    ConsoleReport.Lines console =
        ConsoleReport.render(
            new Report(List.of(), analysis.problems(), 0, 0, analysis.files(), analysis.errors()),
            paths);
    console.errors().forEach(getLog()::error);
    console.warnings().forEach(getLog()::warn);
    // Recording a baseline accepts every finding; only input that cannot be analyzed fails.
    failOnErrors(analysis, new FailPolicy(false, failOnParseError));
    Baseline baseline =
        Baseline.of(analysis.findings(), finding -> paths.fromBasedir(finding.file()));
    try {
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
                + paths.fromBasedir(baselineFile.toPath())
                + " records "
                + baseline.size()
                + " finding(s) in "
                + analysis.files()
                + " file(s) analyzed");
  }
}
