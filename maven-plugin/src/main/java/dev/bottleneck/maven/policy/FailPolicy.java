package dev.bottleneck.maven.policy;

import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.finding.ParseProblem;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The last stage: whether what the earlier stages left fails the build, and the words that say why.
 * It runs after the reporters, so that every finding is printed and the SARIF written first. Input
 * that could not be analyzed is a configuration or I/O problem (the Mojo throws {@code
 * MojoExecutionException} with {@link #brokenInput}); findings left after the baseline and {@code
 * since} are a verdict on the code ({@code MojoFailureException} with {@link #violations}).
 */
public final class FailPolicy {
  private final boolean failOnViolation;
  private final boolean failOnParseError;

  /**
   * @param failOnViolation whether remaining findings fail the build
   * @param failOnParseError whether Java files that do not parse fail the build
   */
  public FailPolicy(boolean failOnViolation, boolean failOnParseError) {
    this.failOnViolation = failOnViolation;
    this.failOnParseError = failOnParseError;
  }

  /**
   * Why the input stops the build, after every file was tried and the report was written, so that
   * one broken file hides no finding: files that could not be analyzed always stop it, files that
   * do not parse only when {@code failOnParseError} is set.
   *
   * @param errors files that could not be analyzed at all; each message says what to do
   * @param problems files that do not parse, and rules that failed on a file
   * @param name how a file is named to the user, e.g. relative to the module
   * @return the message listing every such file, or empty when the build goes on
   */
  public Optional<String> brokenInput(
      List<ParseProblem> errors, List<ParseProblem> problems, Function<Path, String> name) {
    if (!errors.isEmpty()) {
      return Optional.of(
          "bottleneck could not analyze "
              + errors.size()
              + " file(s):\n  "
              + String.join("\n  ", located(errors, name)));
    }
    if (!failOnParseError || problems.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(
        problems.size()
            + " problem(s) in Java files that do not parse (failOnParseError"
            + " is set); fix them or set bottleneck.failOnParseError=false:\n  "
            + String.join("\n  ", located(problems, name)));
  }

  private static List<String> located(List<ParseProblem> problems, Function<Path, String> name) {
    List<String> lines = new ArrayList<>();
    for (ParseProblem problem : problems) {
      lines.add(
          name.apply(problem.file())
              + ":["
              + problem.line()
              + ","
              + problem.column()
              + "] "
              + problem.message());
    }
    return lines;
  }

  /**
   * Why the findings left after the baseline and {@code since} fail the build.
   *
   * @param remaining the findings no filter removed
   * @param module the module's artifact id, named in the message
   * @param sarif the SARIF report written, if any, named in the message
   * @return the message with the count and the ways out, or empty when the build passes
   */
  public Optional<String> violations(List<Finding> remaining, String module, Optional<Path> sarif) {
    if (!failOnViolation || remaining.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(
        remaining.size()
            + " bottleneck finding(s) in "
            + module
            + ", listed above"
            + sarif.map(file -> " and in " + file).orElse("")
            + ". Fix them, suppress one with @SuppressWarnings(\"RuleId\"), or accept the"
            + " current ones with mvn bottleneck:baseline");
  }
}
