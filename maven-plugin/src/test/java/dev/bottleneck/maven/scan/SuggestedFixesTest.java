package dev.bottleneck.maven.scan;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.catalog.Markers;
import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.finding.Fix;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every suggested fix the plugin offers on the shared cases and the samples, applied alone as a
 * reviewer would commit a GitHub suggestion, leaves a file that parses and has exactly the findings
 * it had less the fixed one; and all fixes of a file applied together (as {@code bottleneck:fix}
 * does) leave a file that parses.
 */
final class SuggestedFixesTest {
  private static final Path SAMPLES = Path.of("..", "samples", "src", "main", "java");
  private static final JavaSourceScanner SCANNER =
      new JavaSourceScanner(
          new ScanConfig(
              CasesConformanceTest.IMPLEMENTED,
              Map.of(),
              List.of(CasesConformanceTest.CASES, SAMPLES),
              List.of()));

  static List<Path> files() throws IOException {
    List<Path> files = new ArrayList<>(Markers.files(CasesConformanceTest.CASES));
    try (Stream<Path> samples = Files.walk(SAMPLES)) {
      samples.filter(path -> path.toString().endsWith("Bad.java")).sorted().forEach(files::add);
    }
    return files;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("files")
  void eachFixAloneRemovesItsFindingOnly(Path file) throws IOException {
    String source = Files.readString(file, StandardCharsets.UTF_8);
    List<Finding> findings = scan(file, source);
    for (Finding finding : findings) {
      if (finding.fix().isEmpty()) {
        continue;
      }
      String fixed = Fix.apply(source, List.of(finding.fix().get())).text();
      List<String> expected = texts(findings);
      expected.remove(finding.ruleId() + ": " + finding.message());
      assertThat(texts(scan(file, fixed)))
          .as("findings after the fix of %s:%d\n%s", file, finding.line(), fixed)
          .containsExactlyInAnyOrderElementsOf(expected);
    }
  }

  private static List<Finding> scan(Path file, String source) {
    ScanResult result = SCANNER.scan(file, source);
    assertThat(result.problems()).as("problems in %s\n%s", file, source).isEmpty();
    return result.findings();
  }

  private static List<String> texts(List<Finding> findings) {
    return new ArrayList<>(
        findings.stream().map(finding -> finding.ruleId() + ": " + finding.message()).toList());
  }
}
