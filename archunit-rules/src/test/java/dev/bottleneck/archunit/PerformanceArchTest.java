package dev.bottleneck.archunit;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.ArchConfiguration;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.library.freeze.FreezingArchRule;
import dev.bottleneck.catalog.Markers;
import dev.bottleneck.catalog.Rule;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * The test class a team adds, run here over the samples. The samples are full of bottlenecks, so
 * the plain rule fails on them (checked by {@link #allRulesFailOnTheSamples}), and the frozen
 * variant passes: its first run records every violation in the store named by {@code
 * archunit.properties}, and only violations added later fail. The samples grow with every rule, so
 * this example starts each run from an empty store; {@link FreezingTest} covers the runs after the
 * first.
 */
@AnalyzeClasses(packages = "dev.bottleneck.samples")
final class PerformanceArchTest {
  static {
    deleteStore(Path.of(ArchConfiguration.get().getProperty("freeze.store.default.path")));
  }

  @ArchTest static final ArchRule bottlenecks = FreezingArchRule.freeze(BottleneckRules.all());

  @ArchTest
  static void allRulesFailOnTheSamples(JavaClasses classes) {
    long marked =
        Markers.read(ArchFindings.SAMPLES).stream()
            .filter(marker -> ArchFindings.implemented().contains(Rule.byId(marker.ruleId())))
            .count();
    assertThat(BottleneckRules.all().evaluate(classes).getFailureReport().getDetails())
        .hasSize((int) marked);
  }

  private static void deleteStore(Path store) {
    if (!Files.isDirectory(store)) {
      return;
    }
    try (Stream<Path> files = Files.walk(store)) {
      for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(file);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot empty the freeze store " + store, e);
    }
  }
}
