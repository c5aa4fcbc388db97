package dev.bottleneck.maven.run;

import dev.bottleneck.maven.engine.AnalysisExecutor;
import dev.bottleneck.maven.engine.AnalysisRequest;
import dev.bottleneck.maven.engine.AnalysisResult;
import dev.bottleneck.maven.filter.Baseline;
import dev.bottleneck.maven.finding.IoReason;
import dev.bottleneck.maven.report.ProjectPaths;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * {@code baseline} on one module: records its current findings in its baseline file, so that {@code
 * check} from then on reports only new ones. A module without findings gets no file, and loses one
 * whose findings are all gone.
 */
public final class BaselineRun {
  private BaselineRun() {}

  /**
   * Writes the module's baseline file. Every finding of the module is recorded, whatever {@code
   * since} says: a baseline of a change would forget the findings of every other file.
   *
   * @return the message for files that stop the run, if any: then the baseline is left as it was,
   *     since those files' findings are unknown
   * @throws RunException for a bad setting, a baseline file that is a folder or cannot be written
   */
  public static Optional<String> run(ModuleRun module) throws RunException {
    Path file = module.layout().baselineFile();
    if (Files.isDirectory(file)) {
      throw new RunException(
          "The baseline "
              + file
              + " is a folder; point "
              + module.settings().words().setting("baselineFile")
              + " at a file such as bottleneck-baseline.txt");
    }
    AnalysisResult result;
    try (AnalysisExecutor executor = module.open()) {
      result = executor.execute(AnalysisRequest.of(module.sources()));
    }
    module.logSkippedFiles(result);
    // Recording a baseline accepts every finding; only input that cannot be analyzed fails.
    Optional<String> broken = module.brokenInput(result);
    if (broken.isPresent()) {
      return broken;
    }
    ProjectPaths paths = module.paths();
    write(
        module,
        Baseline.of(result.findings(), finding -> paths.fromBasedir(finding.file())),
        result);
    return Optional.empty();
  }

  /** Writes the baseline file, or removes it when there is nothing to accept. */
  private static void write(ModuleRun module, Baseline baseline, AnalysisResult result)
      throws RunException {
    Path baselineFile = module.layout().baselineFile();
    String file = module.paths().fromBuildRoot(baselineFile);
    try {
      if (baseline.size() == 0) {
        // An empty baseline accepts nothing: no file says the same and leaves nothing to commit.
        boolean removed = Files.deleteIfExists(baselineFile);
        module
            .log()
            .info(
                "bottleneck: no findings in "
                    + result.filesAnalyzed()
                    + " file(s) analyzed, so no baseline"
                    + (removed ? "; removed " + file + ", every finding in it is gone" : ""));
        return;
      }
      baseline.write(baselineFile, module.settings().words());
    } catch (IOException e) {
      throw new RunException(
          "Cannot write the baseline "
              + file
              + " ("
              + IoReason.of(e)
              + "); check the "
              + module.settings().words().parameter("baselineFile")
              + " and the folder's permissions",
          e);
    }
    module
        .log()
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
