package dev.bottleneck.samples;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.catalog.Marker;
import dev.bottleneck.catalog.Markers;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Compiles every sample the way a user's build would (javac with the Error Prone plugin, our checks
 * and Lombok found on the class path) and asserts that the checks report exactly the marked
 * findings: the same (file, line, rule id) set, no more, no fewer.
 */
final class ErrorProneConformanceTest {
  static final Path SAMPLES = Path.of("src", "main", "java");

  @TempDir Path classes;

  @Test
  void samples() throws IOException {
    List<Path> sources;
    try (Stream<Path> files = Files.walk(SAMPLES)) {
      sources = files.filter(f -> f.toString().endsWith(".java")).sorted().toList();
    }
    ErrorProneCompilation compilation = ErrorProneCompilation.compile(SAMPLES, sources, classes);

    assertThat(compilation.compiled())
        .as("samples compile: %s", compilation.diagnostics())
        .isTrue();
    assertThat(compilation.findings().keySet()).containsExactlyElementsOf(expected());
  }

  /** The markers of the rules Error Prone implements; other engines claim the rest. */
  private static SortedSet<Marker> expected() {
    SortedSet<Marker> expected = new TreeSet<>(Markers.read(SAMPLES));
    expected.removeIf(marker -> !ImplementedRules.ERROR_PRONE.contains(marker.ruleId()));
    return Markers.sites(expected);
  }
}
