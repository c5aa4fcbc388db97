package dev.bottleneck.cli;

import dev.bottleneck.maven.run.BaselineRun;
import dev.bottleneck.maven.run.ModuleLayout;
import dev.bottleneck.maven.run.ModuleRun;
import dev.bottleneck.maven.run.RunException;
import dev.bottleneck.maven.run.Settings;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Command;

/**
 * {@code bottleneck baseline}: {@code mvn bottleneck:baseline} over every module of the paths: each
 * module's current findings in its baseline file, so that {@code check} reports only new ones.
 */
@Command(
    name = "baseline",
    mixinStandardHelpOptions = true,
    versionProvider = Version.class,
    sortOptions = false,
    abbreviateSynopsis = true,
    description = {
      "Records every current finding of each module in its baseline file (--baseline-file,"
          + " next to the module's build file), so that check from then on reports only new ones."
          + " Commit the files; run it again to drop entries that were fixed. --since is ignored:"
          + " a baseline records every finding.",
      ""
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:the baselines were written",
      "2:usage, configuration or I/O error, or files that could not be analyzed"
    })
final class BaselineCommand extends RunCommand {
  @Override
  int run(Settings settings, List<ModuleLayout> modules, ConsoleLog log) throws RunException {
    int exitCode = 0;
    for (ModuleLayout module : modules) {
      announce(module, modules, log);
      Optional<String> broken = BaselineRun.run(new ModuleRun(module, settings, log));
      if (broken.isPresent()) {
        // That module's baseline is left as it was; the others are still written.
        log.error("error: " + broken.get());
        exitCode = Bottleneck.ERROR;
      }
    }
    return exitCode;
  }
}
