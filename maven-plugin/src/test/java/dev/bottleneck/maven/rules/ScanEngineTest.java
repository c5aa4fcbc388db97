package dev.bottleneck.maven.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.javaparser.symbolsolver.javaparsermodel.JavaParserFacade;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.maven.LibraryJar;
import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.scan.JavaSourceScanner;
import dev.bottleneck.maven.scan.ScanConfig;
import dev.bottleneck.maven.scan.ScanResult;
import java.io.IOException;
import java.lang.reflect.Field;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the engine does around the rules: parse problems, the classpath, configuration. */
final class ScanEngineTest {
  @TempDir Path root;

  private static final String ORDINARY =
      """
      package p;

      import java.util.concurrent.CompletableFuture;
      import lib.Base;
      import lib.Futures;

      class Ordinary extends Base {
        void run(CompletableFuture<String> local) {
          local.thenApplyAsync(String::trim);
          CompletableFuture.supplyAsync(() -> "x".trim());
          inherited.thenApplyAsync(String::trim);
          Futures.pending().thenApplyAsync(String::trim);
        }
      }
      """;

  @Test
  void parseProblems() {
    JavaSourceScanner scanner = scanner(Set.of("EagerLogMessage"), List.of());

    ScanResult broken =
        scanner.scan(
            root.resolve("p/Broken.java"),
            """
            package p;

            class Broken {
              void run( {
              }
            }
            """);
    ScanResult fine = scanner.scan(root.resolve("p/Fine.java"), "package p; class Fine {}");

    assertThat(broken.findings()).isEmpty();
    assertThat(broken.problems())
        .first()
        .satisfies(
            problem -> {
              assertThat(problem.file()).isEqualTo(root.resolve("p/Broken.java"));
              assertThat(problem.line()).isEqualTo(4);
              assertThat(problem.column()).isEqualTo(11);
              assertThat(problem.message()).contains("Parse error");
            });
    assertThat(fine.problems()).isEmpty();
  }

  /**
   * Without the library on the classpath, what declarations and imports decide is reported the
   * same. An async name only CompletionStage has, called with the executor-less arity on a receiver
   * only the library could type (an inherited field, a method's result), is reported too (issue 9,
   * item 6); with the library its type confirms it.
   */
  @Test
  void identificationWithoutClasspath() throws IOException {
    Path jar = libraryJar();
    Path sources = Files.createDirectories(root.resolve("src"));

    List<Integer> without =
        lines(
            scanner(Set.of("CommonPoolAsync"), List.of())
                .scan(sources.resolve("p/Ordinary.java"), ORDINARY));
    List<Integer> with =
        lines(
            scanner(Set.of("CommonPoolAsync"), List.of(jar))
                .scan(sources.resolve("p/Ordinary.java"), ORDINARY));

    assertThat(without).containsExactly(9, 10, 11, 12);
    assertThat(with).containsExactly(9, 10, 11, 12);
  }

  /** One scanner serves many threads: each keeps its own parser caches and solver. */
  @Test
  void scansInParallel() throws Exception {
    Path samples = Path.of("..", "samples", "src", "main", "java");
    List<Path> files;
    try (Stream<Path> walk = Files.walk(samples)) {
      files = walk.filter(f -> f.toString().endsWith(".java")).sorted().toList();
    }
    Set<String> all = Stream.of(Rule.values()).map(Rule::id).collect(Collectors.toSet());
    JavaSourceScanner scanner =
        new JavaSourceScanner(new ScanConfig(all, Map.of(), List.of(samples), List.of()));
    List<ScanResult> sequential = new ArrayList<>();
    for (Path file : files) {
      sequential.add(scanner.scan(file, Files.readString(file)));
    }

    ExecutorService threads = Executors.newFixedThreadPool(4);
    try {
      List<Future<ScanResult>> parallel = new ArrayList<>();
      for (int round = 0; round < 3; round++) {
        for (Path file : files) {
          parallel.add(threads.submit(() -> scanner.scan(file, Files.readString(file))));
        }
      }
      for (int i = 0; i < parallel.size(); i++) {
        assertThat(parallel.get(i).get()).isEqualTo(sequential.get(i % files.size()));
      }
    } finally {
      threads.shutdownNow();
    }
  }

  /**
   * Closing lets go of the symbol solver, which JavaParser's static facade map would otherwise keep
   * until the JVM exits, and a closed scanner still scans, with the same results.
   */
  @Test
  void releasesTheSolverOnClose() throws Exception {
    Files.createDirectories(root.resolve("src/p"));
    Path file = Files.writeString(root.resolve("src/p/Ordinary.java"), ORDINARY);
    JavaSourceScanner scanner = scanner(Set.of("CommonPoolAsync"), List.of(libraryJar()));
    ScanResult first = scanner.scan(file, ORDINARY);
    assertThat(facades()).isNotEmpty();

    scanner.close();

    assertThat(facades()).isEmpty();
    assertThat(scanner.scan(file, ORDINARY)).isEqualTo(first);
    scanner.close();
  }

  /** JavaParser's map of a facade per type solver, whose entries never expire by themselves. */
  private static Map<?, ?> facades() throws ReflectiveOperationException {
    Field instances = JavaParserFacade.class.getDeclaredField("instances");
    instances.setAccessible(true);
    synchronized (JavaParserFacade.class) {
      return Map.copyOf((Map<?, ?>) instances.get(null));
    }
  }

  @Test
  void unknownRulesAndOptions() {
    assertThatThrownBy(() -> scanner(Set.of("NoSuchRule"), List.of()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'NoSuchRule'")
        .hasMessageContaining("EagerLogMessage");
  }

  private JavaSourceScanner scanner(Set<String> rules, List<Path> classpath) {
    return new JavaSourceScanner(
        new ScanConfig(rules, Map.of(), List.of(root.resolve("src")), classpath));
  }

  private static List<Integer> lines(ScanResult result) {
    assertThat(result.problems()).isEmpty();
    return result.findings().stream().map(Finding::line).sorted().toList();
  }

  /** A dependency the scanned module compiles against: a base class and a factory. */
  private Path libraryJar() throws IOException {
    return LibraryJar.compile(
        root,
        "lib.jar",
        Map.of(
            "lib/Base.java",
            """
            package lib;

            public class Base {
              protected java.util.concurrent.CompletableFuture<String> inherited;
            }
            """,
            "lib/Futures.java",
            """
            package lib;

            public final class Futures {
              public static java.util.concurrent.CompletableFuture<String> pending() {
                return new java.util.concurrent.CompletableFuture<>();
              }
            }
            """));
  }
}
