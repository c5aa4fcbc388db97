package dev.bottleneck.benchmarks;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Compiles a large real library with every bottleneck check on and asserts that none of them
 * throws: a check that crashes on code its tests never showed it fails a user's build.
 */
final class ErrorProneRobustnessTest {
  private static final Path CORPUS =
      Path.of(System.getProperty("bottleneck.corpus", "target/corpus"));
  private static final String PROBE_SOURCE =
      """
      package probe;

      class Probe {
        String greet(String name) {
          return name.trim().toUpperCase();
        }
      }
      """;

  @TempDir Path temporary;

  @Test
  void corpusCompilesWithoutCrash() {
    Corpus corpus = Corpus.of(CORPUS.resolve("sources"), CORPUS.resolve("classpath"));

    CompileRun run = CorpusCompiler.fromClassPath().compile(corpus, BottleneckChecks.only());

    report(corpus, run);
    assertThat(run.crashes()).as("checks that threw").isEmpty();
    assertThat(run.errors()).as("compilation errors").isEmpty();
    assertThat(run.succeeded()).isTrue();
    assertThat(BottleneckChecks.allIds()).containsAll(run.findingsByCheck().keySet());
  }

  @Test
  void crashIsReported() throws IOException {
    CompileRun run = compileProbeWith("CrashProbe");

    assertThat(run.succeeded()).isFalse();
    assertThat(run.crashes())
        .singleElement()
        .asString()
        .startsWith("CrashProbe crashed at ")
        .contains("Probe.java:5: ")
        .contains("CrashProbe always throws");
    assertThat(run.errors()).isEmpty();
  }

  @Test
  void findingsAreCountedPerCheck() throws IOException {
    CompileRun run = compileProbeWith("CallProbe");

    assertThat(run.succeeded()).isTrue();
    assertThat(run.findingsByCheck()).isEqualTo(Map.of("CallProbe", 2));
    assertThat(run.crashes()).isEmpty();
  }

  /** Compiles the probe source with only the named probe check of this module's tests. */
  private CompileRun compileProbeWith(String check) throws IOException {
    Path file = temporary.resolve("probe").resolve("Probe.java");
    Files.createDirectories(file.getParent());
    Files.writeString(file, PROBE_SOURCE, UTF_8);
    Corpus probe = new Corpus(List.of(file), List.of());
    return CorpusCompiler.fromClassPath()
        .compile(probe, List.of("-XepDisableAllChecks", "-Xep:" + check + ":WARN"));
  }

  private static void report(Corpus corpus, CompileRun run) {
    SortedSet<String> notLoaded = new TreeSet<>(BottleneckChecks.catalogIds());
    notLoaded.removeAll(BottleneckChecks.loadedIds());
    System.out.printf(
        "Robustness run: %d files, %d lines, %.1f s, checks loaded: %s, not on the class path:"
            + " %s%n",
        corpus.sources().size(),
        corpus.lines(),
        run.wallNanos() / 1e9,
        BottleneckChecks.loadedIds(),
        notLoaded);
    for (String id : BottleneckChecks.allIds()) {
      System.out.printf("  %-24s %6d findings%n", id, run.findingsByCheck().getOrDefault(id, 0));
    }
  }
}
