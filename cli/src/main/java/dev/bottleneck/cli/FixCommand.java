package dev.bottleneck.cli;

import dev.bottleneck.maven.run.FixRun;
import dev.bottleneck.maven.run.ModuleLayout;
import dev.bottleneck.maven.run.ModuleRun;
import dev.bottleneck.maven.run.RunException;
import dev.bottleneck.maven.run.Settings;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code bottleneck fix}: {@code mvn bottleneck:fix} over every module of the paths: the suggested
 * fixes of the findings that {@code check} would report, applied in place.
 */
@Command(
    name = "fix",
    mixinStandardHelpOptions = true,
    versionProvider = Version.class,
    sortOptions = false,
    abbreviateSynopsis = true,
    description = {
      "Applies the suggested fixes of the findings that check would report (same rules, baseline"
          + " and --since), in place, and prints each change. A finding whose fix could change"
          + " behaviour or not compile has none and stays for a person to fix.",
      ""
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:the fixes were applied (findings without a fix may remain)",
      "2:usage, configuration or I/O error, or files that could not be analyzed"
    })
final class FixCommand extends RunCommand {
  @Option(
      names = "--dry-run",
      arity = "0..1",
      fallbackValue = "true",
      paramLabel = "BOOLEAN",
      description = "Lists the changes without changing any file. Default: false.")
  boolean dryRun;

  @Override
  int run(Settings settings, List<ModuleLayout> modules, ConsoleLog log) throws RunException {
    int exitCode = 0;
    for (ModuleLayout module : modules) {
      announce(module, modules, log);
      FixRun.Fixed fixed = FixRun.run(new ModuleRun(module, settings, log), dryRun);
      if (fixed.brokenInput().isPresent()) {
        // That module is left unfixed; the others are still fixed.
        log.error("error: " + fixed.brokenInput().get());
        exitCode = Bottleneck.ERROR;
      }
    }
    return exitCode;
  }
}
