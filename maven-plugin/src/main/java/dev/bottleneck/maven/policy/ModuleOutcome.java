package dev.bottleneck.maven.policy;

import java.util.Optional;

/**
 * What {@code check} left in one module for the end of the build to judge.
 *
 * @param module the module's name, e.g. its artifact id
 * @param skipped why the module was not analyzed (pom packaging, skip set), or empty
 * @param findings how many findings no filter removed
 * @param baselined how many more findings the baseline accepted
 * @param failOnViolation whether the module's findings fail the build ({@code failOnViolation})
 * @param report the SARIF report written, as the console names it, if any
 * @param brokenInput the message for files that stop the build (see {@link
 *     FailPolicy#brokenInput}), if any
 */
public record ModuleOutcome(
    String module,
    Optional<String> skipped,
    int findings,
    int baselined,
    boolean failOnViolation,
    Optional<String> report,
    Optional<String> brokenInput) {

  public static ModuleOutcome skipped(String module, String why) {
    return new ModuleOutcome(
        module, Optional.of(why), 0, 0, false, Optional.empty(), Optional.empty());
  }

  public static ModuleOutcome analyzed(
      String module,
      int findings,
      int baselined,
      boolean failOnViolation,
      Optional<String> report,
      Optional<String> brokenInput) {
    return new ModuleOutcome(
        module, Optional.empty(), findings, baselined, failOnViolation, report, brokenInput);
  }

  /** The same outcome, its findings also in the SARIF report {@code file}. */
  public ModuleOutcome withReport(String file) {
    return new ModuleOutcome(
        module, skipped, findings, baselined, failOnViolation, Optional.of(file), brokenInput);
  }
}
