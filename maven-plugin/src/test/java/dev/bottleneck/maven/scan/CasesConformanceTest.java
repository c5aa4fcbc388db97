package dev.bottleneck.maven.scan;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.catalog.Engine;
import dev.bottleneck.catalog.Marker;
import dev.bottleneck.catalog.Markers;
import dev.bottleneck.catalog.Rule;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Scans each shared identification case ({@code samples/src/cases/java}, one folder per rule) the
 * way {@code mvn bottleneck:check} would, without a classpath, and asserts exactly its marked
 * (line, id) set, each message containing the fragments below its marker: the same cases Error
 * Prone's conformance test compiles.
 */
final class CasesConformanceTest {
  static final Path CASES = Path.of("..", "samples", "src", "cases", "java");
  private static final Set<String> CLAIMED =
      Stream.of(Rule.values())
          .filter(rule -> rule.implementedBy(Engine.MAVEN_PLUGIN))
          .map(Rule::id)
          .collect(Collectors.toSet());
  private static final JavaSourceScanner SCANNER =
      new JavaSourceScanner(new ScanConfig(CLAIMED, Map.of(), List.of(CASES), List.of()));

  static List<String> cases() {
    return Markers.files(CASES).stream().map(file -> Markers.relative(CASES, file)).toList();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void caseFile(String file) throws IOException {
    Path source = CASES.resolve(file);
    ScanResult result = SCANNER.scan(source, Files.readString(source, StandardCharsets.UTF_8));
    Map<Marker, List<String>> reported = new TreeMap<>();
    for (Finding finding : result.findings()) {
      reported.computeIfAbsent(
              new Marker(Markers.relative(CASES, finding.file()), finding.line(), finding.ruleId()),
              site -> new ArrayList<>())
          .add(finding.message());
    }
    SortedSet<Marker> expected = Markers.readFile(CASES, source);
    expected.removeIf(marker -> !CLAIMED.contains(marker.ruleId()));

    assertThat(result.problems()).isEmpty();
    assertThat(reported.keySet()).containsExactlyElementsOf(Markers.sites(expected));
    assertThat(Markers.unmetFragments(expected, reported)).isEmpty();
  }
}
