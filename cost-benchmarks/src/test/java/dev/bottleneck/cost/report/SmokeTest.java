package dev.bottleneck.cost.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.cost.report.CostClasses.TableMain;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * CI's smoke pass: every benchmark of the module runs once and yields a score, every table main
 * writes a table JSON in {@code smoke} mode. Numbers are not looked at.
 *
 * <p>Budget per benchmark (and per {@code @Param} combination): no warm-up, one 100 ms measurement
 * iteration, plus its trial {@code @Setup} and {@code @TearDown}. It runs in this JVM ({@code
 * forks(0)}): a fork costs a JVM start and a fresh class loading of Jackson, Spring, H2, ... per
 * benchmark, about a second each on two busy cores, which alone would exceed the budget once 30
 * benchmarks exist; in process, classes load once. What it cannot see in process (state that leaks
 * between benchmarks of one JVM) the publishable run's forks do see.
 */
final class SmokeTest {

  private static final String ALL = "^dev\\.bottleneck\\.cost\\.";

  @Test
  void everyBenchmarkRunsOnceAndYieldsAScore() throws RunnerException, IOException {
    Options options =
        new OptionsBuilder()
            .include(ALL)
            .forks(0)
            .warmupIterations(0)
            .measurementIterations(1)
            .measurementTime(TimeValue.milliseconds(100))
            .timeout(TimeValue.seconds(60))
            // A failing benchmark is reported below by name instead of ending the run.
            .shouldFailOnError(false)
            .verbosity(VerboseMode.NORMAL)
            .build();

    Collection<RunResult> results = new Runner(options).run();

    Map<String, Integer> scored = new TreeMap<>();
    for (RunResult result : results) {
      double score = result.getPrimaryResult().getScore();
      if (Double.isFinite(score) && score > 0) {
        scored.merge(result.getParams().getBenchmark(), 1, Integer::sum);
      }
    }
    assertThat(scored)
        .as("benchmarks with a finite positive score, per @Param combination (see the JMH output)")
        .isEqualTo(expectedRuns());
  }

  @TestFactory
  Stream<DynamicTest> everyTableMainWritesATableJsonInSmokeMode(@TempDir Path dir) {
    List<TableMain> mains = CostClasses.scan().tableMains();
    return mains.stream()
        .map(
            main ->
                DynamicTest.dynamicTest(
                    main.className(),
                    () -> {
                      Path out = dir.resolve(EvidencePages.tableFileName(main));
                      Class.forName(main.className())
                          .getMethod("main", String[].class)
                          .invoke(null, (Object) new String[] {out.toString(), "smoke"});
                      assertThat(out).as("the file main writes").exists();
                      TableJson table = TableJson.read(out, main.rule().id());
                      assertThat(table.rows()).isNotEmpty();
                      assertThat(Files.size(out)).isPositive();
                    }));
  }

  /** Each benchmark of JMH's generated list, times its {@code @Param} combinations. */
  private static Map<String, Integer> expectedRuns() throws IOException {
    Map<String, Integer> expected = new TreeMap<>();
    try (InputStream list = SmokeTest.class.getResourceAsStream(BenchmarkList.BENCHMARK_LIST)) {
      assertThat(list).as("target/classes" + BenchmarkList.BENCHMARK_LIST).isNotNull();
      for (BenchmarkListEntry entry : BenchmarkList.readBenchmarkList(list)) {
        int combinations = 1;
        if (entry.getParams().hasValue()) {
          for (String[] values : entry.getParams().get().values()) {
            combinations *= values.length;
          }
        }
        expected.merge(entry.getUsername(), combinations, Integer::sum);
      }
    }
    assertThat(expected).as("benchmarks in the generated list").isNotEmpty();
    return expected;
  }
}
