package dev.bottleneck.cli;

import dev.bottleneck.maven.policy.FailPolicy;
import dev.bottleneck.maven.policy.ModuleOutcome;
import dev.bottleneck.maven.report.ProjectPaths;
import dev.bottleneck.maven.report.SarifReport;
import dev.bottleneck.maven.run.CheckRun;
import dev.bottleneck.maven.run.ModuleLayout;
import dev.bottleneck.maven.run.ModuleRun;
import dev.bottleneck.maven.run.RunException;
import dev.bottleneck.maven.run.Settings;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code bottleneck check}: {@code mvn bottleneck:check} over every module of the paths, as one
 * build of them. Every module is analyzed and reported before the verdict, which is judged once at
 * the end (unless {@code --fail-fast}); a SARIF report holds a run for each module.
 */
@Command(
    name = "check",
    mixinStandardHelpOptions = true,
    versionProvider = Version.class,
    sortOptions = false,
    abbreviateSynopsis = true,
    description = {
      "Reports every known bottleneck that the baseline does not accept, and fails (exit code 1)"
          + " while any is left. Lines read like javac's: path:[line,column] [RuleId] message"
          + " (docs link).",
      ""
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:no finding fails the run",
      "1:findings are left (and --fail-on-violation is true)",
      "2:usage, configuration or I/O error, or files that could not be analyzed"
    })
final class CheckCommand extends RunCommand {
  @Option(
      names = "--fail-on-violation",
      arity = "0..1",
      defaultValue = "true",
      fallbackValue = "true",
      paramLabel = "BOOLEAN",
      description =
          "Fails (exit code 1) when findings remain after the baseline and --since. Default:"
              + " ${DEFAULT-VALUE}.")
  boolean failOnViolation;

  @Option(
      names = "--formats",
      split = ",",
      paramLabel = "FORMAT",
      description =
          "Reports besides the console, comma-separated: sarif writes bottleneck.sarif (a run per"
              + " module) to the output directory, github prints GitHub Actions annotations.")
  List<String> formats;

  @Option(
      names = "--output-directory",
      paramLabel = "DIR",
      description =
          "Where reports are written. Default: target/bottleneck in a folder with a pom.xml,"
              + " else build/bottleneck.")
  String outputDirectory;

  @Option(
      names = "--fail-fast",
      arity = "0..1",
      fallbackValue = "true",
      paramLabel = "BOOLEAN",
      description =
          "Stops at the first module with findings. By default every module is analyzed and the"
              + " verdict given once, at the end. Default: false.")
  boolean failFast;

  private Set<String> reports;

  @Override
  void checkOwnOptions() throws RunException {
    reports = CheckRun.formats(formats, WORDS);
  }

  @Override
  int run(Settings settings, List<ModuleLayout> modules, ConsoleLog log) throws RunException {
    Path output =
        outputDirectory == null
            ? Layout.defaultOutputDirectory(workingDirectory())
            : workingDirectory().resolve(outputDirectory).normalize();
    CheckRun.deletePreviousSarif(output, WORDS);
    List<ModuleOutcome> outcomes = new ArrayList<>();
    List<SarifReport.Module> sarif = new ArrayList<>();
    for (ModuleLayout module : modules) {
      announce(module, modules, log);
      ModuleRun run = new ModuleRun(module, settings, log);
      CheckRun.Checked checked = CheckRun.run(run);
      sarif.add(new SarifReport.Module(checked.report(), module.paths(), module.name()));
      if (reports.contains("github")) {
        CheckRun.annotate(run, checked.report());
      }
      ModuleOutcome outcome = checked.outcome(module.name(), failOnViolation, Optional.empty());
      outcomes.add(outcome);
      if (failFast && fails(outcome)) {
        break;
      }
    }
    if (reports.contains("sarif")) {
      String text = SarifReport.render(sarif, Version.get(), settings.sharedDocs());
      String file =
          CheckRun.writeSarif(
              output, text, ProjectPaths.of(workingDirectory(), workingDirectory()), WORDS, log);
      outcomes = withReport(outcomes, file);
    }
    return verdict(outcomes, log);
  }

  private static boolean fails(ModuleOutcome outcome) {
    return outcome.brokenInput().isPresent()
        || (outcome.failOnViolation() && outcome.findings() > 0);
  }

  /** Every module's outcome, naming the SARIF report that holds its findings. */
  private static List<ModuleOutcome> withReport(List<ModuleOutcome> outcomes, String file) {
    return outcomes.stream().map(outcome -> outcome.withReport(file)).toList();
  }

  /** The summary of several modules, then the exit code: input errors first, then findings. */
  private static int verdict(List<ModuleOutcome> outcomes, ConsoleLog log) {
    if (outcomes.size() > 1) {
      FailPolicy.summary(outcomes).forEach(log::info);
    }
    Optional<String> broken = FailPolicy.brokenInput(outcomes);
    if (broken.isPresent()) {
      log.error("error: " + broken.get());
      return Bottleneck.ERROR;
    }
    Optional<String> violations = FailPolicy.violations(outcomes, WORDS);
    if (violations.isPresent()) {
      log.error("error: " + violations.get());
      return Bottleneck.FINDINGS;
    }
    return 0;
  }
}
