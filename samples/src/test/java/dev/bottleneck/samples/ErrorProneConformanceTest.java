package dev.bottleneck.samples;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.catalog.Engine;
import dev.bottleneck.catalog.Marker;
import dev.bottleneck.catalog.Markers;
import dev.bottleneck.catalog.Rule;
import java.nio.file.Path;
import java.util.SortedSet;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Compiles every sample the way a user's build would (javac with the Error Prone plugin, our checks
 * and Lombok found on the class path) and asserts that the checks report exactly the marked
 * findings: the same (file, line, rule id) set, no more, no fewer.
 */
final class ErrorProneConformanceTest {
  static final Path SAMPLES = ErrorProneSamples.SAMPLES;

  @Test
  void samples() {
    ErrorProneSamples.Result compiled = ErrorProneSamples.compile();

    assertThat(compiled.compiled()).as("samples compile: %s", compiled.diagnostics()).isTrue();
    assertThat(markers(compiled.findings())).containsExactlyElementsOf(expected());
  }

  /** The markers of the rules Error Prone implements; other engines claim the rest. */
  private static SortedSet<Marker> expected() {
    SortedSet<Marker> expected = new TreeSet<>(Markers.read(SAMPLES));
    expected.removeIf(marker -> !Rule.byId(marker.ruleId()).implementedBy(Engine.ERROR_PRONE));
    return expected;
  }

  private static SortedSet<Marker> markers(SortedSet<Reported> findings) {
    SortedSet<Marker> markers = new TreeSet<>();
    findings.forEach(f -> markers.add(new Marker(f.path(), f.line(), f.ruleId())));
    return markers;
  }
}
