package dev.bottleneck.samples;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.catalog.Engine;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.scan.JavaSourceScanner;
import dev.bottleneck.maven.scan.ScanConfig;
import dev.bottleneck.maven.scan.ScanResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * One finding reads the same in every engine: compiles the samples with Error Prone and our checks,
 * scans the same files with the Maven plugin's scanner, and asserts the same (file, line, column,
 * rule id, message) set for every rule both engines implement. The column is javac's diagnostic
 * position, which both engines report (see "Positions" in the guides).
 */
final class CrossEngineConformanceTest {
  private static final Set<String> BOTH =
      Stream.of(Rule.values())
          .filter(rule -> rule.implementedBy(Engine.ERROR_PRONE))
          .filter(rule -> rule.implementedBy(Engine.MAVEN_PLUGIN))
          .map(Rule::id)
          .collect(Collectors.toUnmodifiableSet());

  /** Rules whose two engines still word a finding differently; empties as the catalog takes over. */
  private static final Set<String> WORDING_PENDING =
      Set.of(
          "EagerLogMessage",
          "HttpClientPerCall",
          "JaxbContextPerCall",
          "ObjectMapperPerCall",
          "WideTransactional");

  @Test
  void errorProneAndThePluginReportTheSameFindings() throws IOException {
    ErrorProneSamples.Result compiled = ErrorProneSamples.compile();
    assertThat(compiled.compiled()).as("samples compile: %s", compiled.diagnostics()).isTrue();
    SortedSet<Reported> errorProne = comparable(compiled.findings());
    errorProne.removeIf(finding -> !BOTH.contains(finding.ruleId()));

    SortedSet<Reported> plugin = comparable(scanned());

    assertThat(errorProne).hasSizeGreaterThanOrEqualTo(BOTH.size());
    assertThat(new Difference(without(errorProne, plugin), without(plugin, errorProne)))
        .isEqualTo(new Difference(new TreeSet<>(), new TreeSet<>()));
  }

  /** What only one engine reports, printed one finding a line when the sets differ. */
  record Difference(SortedSet<Reported> onlyErrorProne, SortedSet<Reported> onlyPlugin) {
    @Override
    public String toString() {
      return "only Error Prone reports:\n"
          + lines(onlyErrorProne)
          + "only the plugin reports:\n"
          + lines(onlyPlugin);
    }

    private static String lines(SortedSet<Reported> findings) {
      StringBuilder text = new StringBuilder();
      findings.forEach(finding -> text.append("  ").append(finding).append('\n'));
      return text.toString();
    }
  }

  /**
   * The findings as compared: the whole of each, but for the rules whose wording is still moving
   * into the catalog, where and which rule only.
   */
  private static SortedSet<Reported> comparable(SortedSet<Reported> findings) {
    SortedSet<Reported> comparable = new TreeSet<>();
    findings.forEach(
        f ->
            comparable.add(
                WORDING_PENDING.contains(f.ruleId())
                    ? new Reported(f.path(), f.line(), f.column(), f.ruleId(), "")
                    : f));
    return comparable;
  }

  private static SortedSet<Reported> without(SortedSet<Reported> all, SortedSet<Reported> removed) {
    SortedSet<Reported> rest = new TreeSet<>(all);
    rest.removeAll(removed);
    return rest;
  }

  /** The samples scanned as {@code mvn bottleneck:check} would, without a class path. */
  private static SortedSet<Reported> scanned() throws IOException {
    Path root = ErrorProneSamples.SAMPLES;
    SortedSet<Reported> found = new TreeSet<>();
    try (JavaSourceScanner scanner =
        new JavaSourceScanner(new ScanConfig(BOTH, Map.of(), List.of(root), List.of()))) {
      for (Path file : ErrorProneSamples.sources()) {
        ScanResult result = scanner.scan(file, Files.readString(file, UTF_8));
        assertThat(result.problems()).as(file.toString()).isEmpty();
        for (Finding finding : result.findings()) {
          String path = root.relativize(finding.file()).toString().replace('\\', '/');
          found.add(
              new Reported(
                  path, finding.line(), finding.column(), finding.ruleId(), finding.message()));
        }
      }
    }
    return found;
  }
}
