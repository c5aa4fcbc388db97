package dev.bottleneck.maven.policy;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.finding.ParseProblem;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

final class FailPolicyTest {
  private static final Path BASEDIR = Path.of("/work/orders");
  private static final Function<Path, String> RELATIVE =
      file -> BASEDIR.relativize(file).toString().replace('\\', '/');
  private static final Finding FINDING =
      new Finding(
          "ObjectMapperPerCall",
          BASEDIR.resolve("src/main/java/com/acme/Orders.java"),
          12,
          5,
          "message",
          "com.acme.Orders#place()",
          "new ObjectMapper()");
  private static final ParseProblem PROBLEM =
      new ParseProblem(BASEDIR.resolve("src/main/java/com/acme/Broken.java"), 3, 9, "Parse error");
  private static final String WAYS_OUT =
      ". Fix them, suppress one with @SuppressWarnings(\"RuleId\"), or accept the current ones"
          + " with mvn bottleneck:baseline";

  @Test
  void remainingFindingsFailWithTheirCountAndModule() {
    assertThat(
            new FailPolicy(true, false)
                .violations(List.of(FINDING, FINDING), "orders", Optional.empty()))
        .contains("2 bottleneck finding(s) in orders, listed above" + WAYS_OUT);
  }

  @Test
  void failureNamesTheSarifReportWhenOneWasWritten() {
    Path sarif = BASEDIR.resolve("target/bottleneck/bottleneck.sarif");

    assertThat(
            new FailPolicy(true, false).violations(List.of(FINDING), "orders", Optional.of(sarif)))
        .contains("1 bottleneck finding(s) in orders, listed above and in " + sarif + WAYS_OUT);
  }

  @Test
  void noFindingsPass() {
    assertThat(new FailPolicy(true, true).violations(List.of(), "orders", Optional.empty()))
        .isEmpty();
  }

  @Test
  void findingsPassWhenFailOnViolationIsOff() {
    assertThat(new FailPolicy(false, true).violations(List.of(FINDING), "orders", Optional.empty()))
        .isEmpty();
  }

  @Test
  void unreadableFilesAlwaysStopTheBuild() {
    List<ParseProblem> errors =
        List.of(
            new ParseProblem(
                BASEDIR.resolve("A.java"), 2, 5, "is not valid UTF-8; set the encoding"),
            new ParseProblem(BASEDIR.resolve("B.java"), 1, 1, "cannot be read"));

    assertThat(new FailPolicy(false, false).brokenInput(errors, List.of(PROBLEM), RELATIVE))
        .contains(
            "bottleneck could not analyze 2 file(s):\n"
                + "  A.java:[2,5] is not valid UTF-8; set the encoding\n"
                + "  B.java:[1,1] cannot be read");
  }

  @Test
  void parseProblemsStopTheBuildWhenFailOnParseErrorIsSet() {
    assertThat(new FailPolicy(false, true).brokenInput(List.of(), List.of(PROBLEM), RELATIVE))
        .contains(
            "1 problem(s) in Java files that do not parse (failOnParseError is set); fix them or"
                + " set bottleneck.failOnParseError=false:\n"
                + "  src/main/java/com/acme/Broken.java:[3,9] Parse error");
  }

  @Test
  void parseProblemsOnlyWarnByDefault() {
    assertThat(new FailPolicy(true, false).brokenInput(List.of(), List.of(PROBLEM), RELATIVE))
        .isEmpty();
  }

  @Test
  void cleanInputGoesOn() {
    assertThat(new FailPolicy(true, true).brokenInput(List.of(), List.of(), RELATIVE)).isEmpty();
  }
}
