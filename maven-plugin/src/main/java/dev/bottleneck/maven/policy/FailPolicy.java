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
 * Input that could not be analyzed is a configuration or I/O problem (the Mojo throws {@code
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
   * Why the input stops the build, after every file was tried: files that could not be read always
   * do, files that do not parse only when {@code failOnParseError} is set.
   *
   * @param errors files that could not be analyzed at all, each a message naming the file and fix
   * @param problems files that do not parse, and rules that failed on a file
   * @param name how a file is named to the user, e.g. relative to the module
   * @return the message listing every such file, or empty when the build goes on
   */
  public Optional<String> brokenInput(
      List<String> errors, List<ParseProblem> problems, Function<Path, String> name) {
    if (!errors.isEmpty()) {
      return Optional.of(
          "bottleneck could not analyze "
              + errors.size()
              + " file(s):\n  "
              + String.join("\n  ", errors));
    }
    if (!failOnParseError || problems.isEmpty()) {
      return Optional.empty();
    }
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
    return Optional.of(
        problems.size()
            + " problem(s) in Java files that do not parse (failOnParseError"
            + " is set); fix them or set bottleneck.failOnParseError=false:\n  "
            + String.join("\n  ", lines));
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
