package dev.bottleneck.cli;

import dev.bottleneck.maven.run.ModuleLayout;
import dev.bottleneck.maven.run.RunException;
import dev.bottleneck.maven.run.Settings;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ParentCommand;

/**
 * What every command does before its own work: checks the options, finds the modules of the paths,
 * and turns what stops the run into one message on standard error and exit code 2.
 */
abstract class RunCommand implements Callable<Integer> {
  static final CommandWords WORDS = CommandWords.INSTANCE;

  @ParentCommand Bottleneck bottleneck;

  @Mixin RunOptions options;

  @Override
  public final Integer call() {
    ConsoleLog log = new ConsoleLog(bottleneck.out(), bottleneck.err());
    if (options.skip) {
      log.info("bottleneck: skipped (--skip is set)");
      return 0;
    }
    try {
      Settings settings = Settings.read(options.parameters(), WORDS, log);
      checkOwnOptions();
      List<ModuleLayout> modules =
          Layout.modules(
              options.paths,
              workingDirectory(),
              options.classpath(workingDirectory()),
              options.baselineFile);
      return run(settings, modules, log);
    } catch (RunException e) {
      log.error("error: " + e.getMessage());
      return Bottleneck.ERROR;
    }
  }

  /**
   * Checks the options that only this command has, before any file is read.
   *
   * @throws RunException naming a bad value
   */
  void checkOwnOptions() throws RunException {}

  /**
   * The command's work over the modules.
   *
   * @return the exit code
   */
  abstract int run(Settings settings, List<ModuleLayout> modules, ConsoleLog log)
      throws RunException;

  Path workingDirectory() {
    return bottleneck.workingDirectory();
  }

  /** Names the module about to be analyzed, when there are several. */
  static void announce(ModuleLayout module, List<ModuleLayout> modules, ConsoleLog log) {
    if (modules.size() > 1) {
      log.info(
          "bottleneck: module "
              + module.name()
              + " ("
              + module.paths().fromBuildRoot(module.basedir())
              + ")");
    }
  }
}
