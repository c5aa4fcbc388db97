package dev.bottleneck.maven.policy;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.maven.finding.ParseProblem;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

final class FailPolicyTest {
  private static final Path BASEDIR = Path.of("/work/orders");
  private static final ParseProblem PROBLEM =
      new ParseProblem(BASEDIR.resolve("src/main/java/com/acme/Broken.java"), 3, 9, "Parse error");
  private static final Optional<String> NO_REPORT = Optional.empty();
  private static final Optional<String> NO_ERRORS = Optional.empty();
  private static final String WAYS_OUT =
      ". Fix them, suppress one with @SuppressWarnings(\"RuleId\"), or accept the current ones"
          + " with mvn bottleneck:baseline";

  @Test
  void remainingFindingsFailWithTheirCountAndModule() {
    assertThat(FailPolicy.violations(List.of(orders(2, Optional.empty()))))
        .contains("2 bottleneck finding(s) in orders, listed above" + WAYS_OUT);
  }

  @Test
  void failureNamesTheSarifReportWhenOneWasWritten() {
    String sarif = "target/bottleneck/bottleneck.sarif";

    assertThat(FailPolicy.violations(List.of(orders(1, Optional.of(sarif)))))
        .contains("1 bottleneck finding(s) in orders, listed above and in " + sarif + WAYS_OUT);
  }

  @Test
  void noFindingsPass() {
    assertThat(FailPolicy.violations(List.of(orders(0, Optional.empty())))).isEmpty();
  }

  @Test
  void findingsPassWhenFailOnViolationIsOff() {
    assertThat(
            FailPolicy.violations(
                List.of(ModuleOutcome.analyzed("orders", 3, 0, false, NO_REPORT, NO_ERRORS))))
        .isEmpty();
  }

  @Test
  void severalModulesFailOnceWithTheTotalAndEachModulesShare() {
    List<ModuleOutcome> modules =
        List.of(
            ModuleOutcome.skipped("parent", "pom packaging"),
            orders(2, Optional.of("orders/target/bottleneck/bottleneck.sarif")),
            ModuleOutcome.analyzed("shared", 0, 0, true, NO_REPORT, NO_ERRORS),
            ModuleOutcome.analyzed("tools", 4, 0, false, NO_REPORT, NO_ERRORS),
            ModuleOutcome.analyzed("billing", 1, 0, true, NO_REPORT, NO_ERRORS));

    assertThat(FailPolicy.violations(modules))
        .contains(
            "3 bottleneck finding(s) in 2 of 4 modules, listed above:\n"
                + "  orders: 2, in orders/target/bottleneck/bottleneck.sarif\n"
                + "  billing: 1\n"
                + WAYS_OUT.substring(2));
    assertThat(FailPolicy.summary(modules))
        .containsExactly(
            "bottleneck: 7 findings in 3 of 4 modules analyzed, 1 skipped",
            "  parent: skipped (pom packaging)",
            "  orders: 2 findings",
            "  shared: no findings",
            "  tools: 4 findings",
            "  billing: 1 finding");
  }

  @Test
  void summaryOfACleanBuild() {
    assertThat(
            FailPolicy.summary(
                List.of(orders(0, NO_REPORT), ModuleOutcome.skipped("docs", "skip is set"))))
        .containsExactly(
            "bottleneck: no findings in 1 module analyzed, 1 skipped",
            "  orders: no findings",
            "  docs: skipped (skip is set)");
  }

  @Test
  void summaryCountsTheFindingsTheBaselineAcceptedAsEachModuleDoes() {
    List<ModuleOutcome> modules =
        List.of(
            ModuleOutcome.analyzed("orders", 2, 3, true, NO_REPORT, NO_ERRORS),
            ModuleOutcome.analyzed("billing", 0, 1, true, NO_REPORT, NO_ERRORS),
            ModuleOutcome.analyzed("shared", 0, 0, true, NO_REPORT, NO_ERRORS),
            ModuleOutcome.skipped("docs", "skip is set"));

    assertThat(FailPolicy.summary(modules))
        .containsExactly(
            "bottleneck: 2 findings in 1 of 3 modules analyzed, 1 skipped, 4 more baselined",
            "  orders: 2 findings, 3 more baselined",
            "  billing: no findings, 1 more baselined",
            "  shared: no findings",
            "  docs: skipped (skip is set)");
    assertThat(FailPolicy.violations(modules))
        .contains(
            "2 bottleneck finding(s) in 1 of 3 modules, listed above:\n  orders: 2\n"
                + WAYS_OUT.substring(2));
  }

  @Test
  void brokenInputOfSeveralModulesNamesEachModule() {
    List<ModuleOutcome> modules =
        List.of(
            ModuleOutcome.analyzed(
                "orders",
                0,
                0,
                true,
                NO_REPORT,
                Optional.of(
                    "bottleneck could not analyze 1 file(s):\n"
                        + "  orders/A.java:[1,1] cannot be read")),
            orders(5, NO_REPORT),
            ModuleOutcome.analyzed("billing", 0, 0, true, NO_REPORT, Optional.of("B")));

    assertThat(FailPolicy.brokenInput(modules))
        .contains(
            "orders: bottleneck could not analyze 1 file(s):\n"
                + "    orders/A.java:[1,1] cannot be read\n"
                + "billing: B");
    assertThat(FailPolicy.brokenInput(List.of(modules.get(0))))
        .contains("bottleneck could not analyze 1 file(s):\n  orders/A.java:[1,1] cannot be read");
    assertThat(FailPolicy.brokenInput(List.of(modules.get(1)))).isEmpty();
  }

  private static ModuleOutcome orders(int findings, Optional<String> report) {
    return ModuleOutcome.analyzed("orders", findings, 0, true, report, NO_ERRORS);
  }

  @Test
  void unreadableFilesAlwaysStopTheBuild() {
    List<ParseProblem> errors =
        List.of(
            new ParseProblem(
                BASEDIR.resolve("A.java"), 2, 5, "is not valid UTF-8; set the encoding"),
            new ParseProblem(BASEDIR.resolve("B.java"), 1, 1, "cannot be read"));

    assertThat(new FailPolicy(false).brokenInput(errors, List.of(PROBLEM)))
        .contains(
            "bottleneck could not analyze 2 file(s), listed above as errors with what to do for"
                + " each");
  }

  @Test
  void parseProblemsStopTheBuildWhenFailOnParseErrorIsSet() {
    assertThat(new FailPolicy(true).brokenInput(List.of(), List.of(PROBLEM)))
        .contains(
            "1 problem(s) in Java files that do not parse, listed above as warnings"
                + " (failOnParseError is set); fix them or set bottleneck.failOnParseError=false");
  }

  @Test
  void parseProblemsOnlyWarnByDefault() {
    assertThat(new FailPolicy(false).brokenInput(List.of(), List.of(PROBLEM))).isEmpty();
  }

  @Test
  void cleanInputGoesOn() {
    assertThat(new FailPolicy(true).brokenInput(List.of(), List.of())).isEmpty();
  }
}
