package dev.bottleneck.maven.scan;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.catalog.Marker;
import dev.bottleneck.catalog.Markers;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.maven.config.LoggingConfigScanner;
import dev.bottleneck.maven.config.SpringConfigScanner;
import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.finding.ParseProblem;
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
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Scans every sample the way {@code mvn bottleneck:check} would and asserts exactly the marked
 * findings of the rules this engine claims and has: the same (file, line, rule id) set the Error
 * Prone checks report. No classpath is given, as for a module whose dependencies the scanner cannot
 * see: the rules must still decide from imports and declarations alone.
 */
final class SamplesConformanceTest {
  private static final Path SAMPLES = Path.of("..", "samples", "src", "main", "java");
  private static final Path SAMPLE_CONFIG = Path.of("..", "samples", "src", "main", "resources");

  @Test
  void samples() throws IOException {
    Set<String> implemented = CasesConformanceTest.IMPLEMENTED;
    JavaSourceScanner scanner =
        new JavaSourceScanner(new ScanConfig(implemented, Map.of(), List.of(SAMPLES), List.of()));

    SortedSet<Marker> found = new TreeSet<>();
    List<ParseProblem> problems = new ArrayList<>();
    for (Path file : sources()) {
      ScanResult result = scanner.scan(file, Files.readString(file, StandardCharsets.UTF_8));
      problems.addAll(result.problems());
      for (Finding finding : result.findings()) {
        String path = SAMPLES.relativize(finding.file()).toString().replace('\\', '/');
        found.add(new Marker(path, finding.line(), finding.ruleId()));
      }
    }

    assertThat(problems).isEmpty();
    assertThat(found).containsExactlyElementsOf(expected(implemented));
  }

  /**
   * The Spring Boot configuration files of the samples, with {@code #} markers, and the logging
   * configuration files of the configuration rules' samples, with XML comment markers.
   */
  @Test
  void configFiles() throws Exception {
    SpringConfigScanner scanner = new SpringConfigScanner(true);
    LoggingConfigScanner logging =
        new LoggingConfigScanner(
            LoggingConfigScanner.RULES.stream().map(Rule::id).collect(Collectors.toSet()));
    Map<Marker, List<String>> found = new TreeMap<>();
    List<Path> files;
    try (Stream<Path> walk = Files.walk(SAMPLE_CONFIG)) {
      files =
          walk.filter(
                  f ->
                      f.getFileName().toString().startsWith("application")
                          || LoggingConfigScanner.isLoggingConfig(f))
              .sorted()
              .toList();
    }
    for (Path file : files) {
      String text = Files.readString(file, StandardCharsets.UTF_8);
      List<Finding> findings =
          LoggingConfigScanner.isLoggingConfig(file)
              ? logging.scan(file, text)
              : scanner.scan(file, text);
      for (Finding finding : findings) {
        String path = SAMPLE_CONFIG.relativize(finding.file()).toString().replace('\\', '/');
        found
            .computeIfAbsent(
                new Marker(path, finding.line(), finding.ruleId()), k -> new ArrayList<>())
            .add(finding.message());
      }
    }

    SortedSet<Marker> expected = Markers.read(SAMPLE_CONFIG);
    assertThat(files).hasSizeGreaterThanOrEqualTo(6);
    assertThat(found.keySet()).isNotEmpty().containsExactlyElementsOf(Markers.sites(expected));
    assertThat(Markers.unmetFragments(expected, found)).isEmpty();
  }

  private static SortedSet<Marker> expected(Set<String> implemented) {
    SortedSet<Marker> expected = new TreeSet<>(Markers.read(SAMPLES));
    expected.removeIf(marker -> !implemented.contains(marker.ruleId()));
    return expected;
  }

  private static List<Path> sources() throws IOException {
    try (Stream<Path> files = Files.walk(SAMPLES)) {
      return files.filter(f -> f.toString().endsWith(".java")).sorted().toList();
    }
  }
}
