package dev.bottleneck.archunit;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.ArchConfiguration;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import com.tngtech.archunit.library.freeze.FreezingArchRule;
import dev.bottleneck.catalog.Markers;
import dev.bottleneck.samples.HttpClientPerCallBad;
import dev.bottleneck.samples.JaxbContextPerCallBad;
import dev.bottleneck.samples.ObjectMapperPerCallBad;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * ArchUnit's own {@code FreezingArchRule} over the bottleneck rules: the first run records today's
 * violations, the next passes on the same code, and a violation in new code still fails.
 */
final class FreezingTest {
  @TempDir Path store;

  @BeforeEach
  void useTemporaryStore() {
    ArchConfiguration.get().setProperty("freeze.store.default.path", store.toString());
    ArchConfiguration.get().setProperty("freeze.store.default.allowStoreCreation", "true");
  }

  @AfterEach
  void resetConfiguration() {
    ArchConfiguration.get().reset();
  }

  @Test
  void identificationWithFreezingArchRule() {
    JavaClasses before =
        new ClassFileImporter()
            .importClasses(ObjectMapperPerCallBad.class, JaxbContextPerCallBad.class);
    JavaClasses after =
        new ClassFileImporter()
            .importClasses(
                ObjectMapperPerCallBad.class,
                JaxbContextPerCallBad.class,
                HttpClientPerCallBad.class);
    int newViolations =
        Markers.readFile(
                ArchFindings.SAMPLES,
                ArchFindings.SAMPLES.resolve(
                    Path.of("dev", "bottleneck", "samples", "HttpClientPerCallBad.java")))
            .size();
    assertThat(BottleneckRules.all().evaluate(before).hasViolation()).isTrue();

    EvaluationResult recording = frozen().evaluate(before);
    EvaluationResult unchanged = frozen().evaluate(before);
    EvaluationResult withNewCode = frozen().evaluate(after);

    assertThat(recording.hasViolation()).as("first run records").isFalse();
    assertThat(unchanged.hasViolation()).as("known violations are frozen").isFalse();
    assertThat(withNewCode.getFailureReport().getDetails())
        .as("only the new class's violations fail")
        .hasSize(newViolations)
        .allSatisfy(
            detail ->
                assertThat(detail)
                    .startsWith("[HttpClientPerCall] ")
                    .contains(" in (HttpClientPerCallBad.java:"));
  }

  private static ArchRule frozen() {
    return FreezingArchRule.freeze(BottleneckRules.all());
  }
}
