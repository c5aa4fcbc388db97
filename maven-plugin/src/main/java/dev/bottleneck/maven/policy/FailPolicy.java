package dev.bottleneck.maven.policy;

import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.finding.ParseProblem;
import dev.bottleneck.maven.frontend.FrontEnd;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The last stage: whether what the earlier stages left fails the build, and the words that say why.
 * It runs after the reporters, so that every finding is printed and the SARIF written first. Input
 * that could not be analyzed is a configuration or I/O problem (the Mojo throws {@code
 * MojoExecutionException} with {@link #brokenInput}); findings left after the baseline and {@code
 * since} are a verdict on the code ({@code MojoFailureException} with {@link #violations}). In a
 * build of several modules both are judged once, at the end, over every module's {@link
 * ModuleOutcome}, so that one module's findings hide none of the next one's.
 */
public final class FailPolicy {
  private final boolean failOnParseError;
  private final FrontEnd words;

  /**
   * @param failOnParseError whether Java files that do not parse fail the build
   */
  public FailPolicy(boolean failOnParseError) {
    this(failOnParseError, FrontEnd.MAVEN);
  }

  /**
   * @param failOnParseError whether Java files that do not parse fail the run
   * @param words how the messages name the setting that turns it off
   */
  public FailPolicy(boolean failOnParseError, FrontEnd words) {
    this.failOnParseError = failOnParseError;
    this.words = words;
  }

  private static String waysOut(FrontEnd words) {
    return ". Fix them, suppress one with @SuppressWarnings(\"RuleId\"), or accept the current ones"
        + " with "
        + words.command("baseline");
  }

  /**
   * Why the input stops the build, after every file was tried and the report was written, so that
   * one broken file hides no finding: files that could not be analyzed always stop it, files that
   * do not parse only when {@code failOnParseError} is set.
   *
   * @param errors files that could not be analyzed at all; each message says what to do
   * @param problems files that do not parse, and rules that failed on a file
   * @return the message that counts them, or empty when the build goes on
   */
  public Optional<String> brokenInput(List<ParseProblem> errors, List<ParseProblem> problems) {
    // Each file was logged, once, as an error or a warning above: the verdict counts them.
    if (!errors.isEmpty()) {
      return Optional.of(
          "bottleneck could not analyze "
              + errors.size()
              + " file(s), listed above as errors with what to do for each");
    }
    if (!failOnParseError || problems.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(
        problems.size()
            + " problem(s) in Java files that do not parse, listed above as warnings ("
            + words.name("failOnParseError")
            + " is set); fix them or set "
            + words.setting("failOnParseError")
            + "=false");
  }

  /**
   * Why the findings left after the baseline and {@code since} fail the build, judged once at its
   * end over every module that ran {@code check}.
   *
   * @param outcomes the modules in build order; one for a build of one module
   * @return the message with the count, each module's share and the ways out, or empty when the
   *     build passes
   */
  public static Optional<String> violations(List<ModuleOutcome> outcomes) {
    return violations(outcomes, FrontEnd.MAVEN);
  }

  /**
   * Why the findings left after the baseline and {@code since} fail the run, in the words of the
   * front end that ran it.
   *
   * @param outcomes the modules in the order they were analyzed
   * @return the message with the count, each module's share and the ways out, or empty when the run
   *     passes
   */
  public static Optional<String> violations(List<ModuleOutcome> outcomes, FrontEnd words) {
    int total = failing(outcomes).stream().mapToInt(ModuleOutcome::findings).sum();
    if (total == 0) {
      return Optional.empty();
    }
    if (outcomes.size() == 1) {
      ModuleOutcome module = outcomes.get(0);
      return Optional.of(
          total
              + " bottleneck finding(s) in "
              + module.module()
              + ", listed above"
              + module.report().map(file -> " and in " + file).orElse("")
              + waysOut(words));
    }
    List<ModuleOutcome> withFindings = failing(outcomes);
    StringBuilder message =
        new StringBuilder()
            .append(total)
            .append(" bottleneck finding(s) in ")
            .append(withFindings.size())
            .append(" of ")
            .append(analyzed(outcomes))
            .append(" modules, listed above:");
    for (ModuleOutcome module : withFindings) {
      message.append("\n  ").append(module.module()).append(": ").append(module.findings());
      module.report().ifPresent(file -> message.append(", in ").append(file));
    }
    return Optional.of(message.append("\n").append(waysOut(words).substring(2)).toString());
  }

  /**
   * Why files that could not be analyzed stop the build, judged once at its end over every module.
   *
   * @return the message of each module that had such files, or empty when there was none
   */
  public static Optional<String> brokenInput(List<ModuleOutcome> outcomes) {
    List<ModuleOutcome> broken =
        outcomes.stream().filter(module -> module.brokenInput().isPresent()).toList();
    if (broken.isEmpty()) {
      return Optional.empty();
    }
    if (outcomes.size() == 1) {
      return broken.get(0).brokenInput();
    }
    List<String> parts = new ArrayList<>();
    for (ModuleOutcome module : broken) {
      parts.add(module.module() + ": " + module.brokenInput().orElseThrow().replace("\n", "\n  "));
    }
    return Optional.of(String.join("\n", parts));
  }

  /**
   * The lines that close a build of several modules: the total, then each module's count, each with
   * the findings the baseline accepted as each module's own summary counts them.
   */
  public static List<String> summary(List<ModuleOutcome> outcomes) {
    int total = outcomes.stream().mapToInt(ModuleOutcome::findings).sum();
    int baselined = outcomes.stream().mapToInt(ModuleOutcome::baselined).sum();
    long withFindings = outcomes.stream().filter(module -> module.findings() > 0).count();
    int skipped = outcomes.size() - analyzed(outcomes);
    List<String> lines = new ArrayList<>();
    int analyzed = analyzed(outcomes);
    String modules = analyzed == 1 ? " module analyzed" : " modules analyzed";
    lines.add(
        "bottleneck: "
            + Finding.count(total)
            + " in "
            + (total == 0 ? analyzed + modules : withFindings + " of " + analyzed + modules)
            + (skipped == 0 ? "" : ", " + skipped + " skipped")
            + moreBaselined(baselined));
    for (ModuleOutcome module : outcomes) {
      String what =
          module.skipped().isPresent()
              ? "skipped (" + module.skipped().get() + ")"
              : Finding.count(module.findings()) + moreBaselined(module.baselined());
      lines.add("  " + module.module() + ": " + what);
    }
    return lines;
  }

  private static String moreBaselined(int baselined) {
    return baselined > 0 ? ", " + baselined + " more baselined" : "";
  }

  /** The modules whose findings fail the build. */
  private static List<ModuleOutcome> failing(List<ModuleOutcome> outcomes) {
    return outcomes.stream()
        .filter(module -> module.failOnViolation() && module.findings() > 0)
        .toList();
  }

  private static int analyzed(List<ModuleOutcome> outcomes) {
    return (int) outcomes.stream().filter(module -> module.skipped().isEmpty()).count();
  }
}
