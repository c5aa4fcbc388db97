package dev.bottleneck.maven.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.source.SourceReader;
import dev.bottleneck.maven.source.SourceSet;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.Timeout.ThreadMode;
import org.junit.jupiter.api.io.TempDir;

/**
 * Generated modules of the shapes that once made the scan superlinear (issue 20), analyzed as the
 * Maven goal analyzes a module, on two threads, with every rule. Each takes seconds; its time limit
 * is generous and only a quadratic path breaks it. Each asserts every finding, so that a shortcut
 * that drops them cannot pass either. {@code benchmarks/peer/shapes} times the same shapes at
 * growing sizes.
 */
final class ShapesTest {
  private static final String EAGER = "EagerLogMessage";
  private static final String MAPPER = "ObjectMapperPerCall";

  @TempDir Path module;

  /**
   * Jobs, handlers, commands: each declares a method of the same name with a finding in it. A
   * declaration counted as a call made every finding's caller lookup parse every file.
   */
  @Test
  @Timeout(value = 120, unit = TimeUnit.SECONDS, threadMode = ThreadMode.SEPARATE_THREAD)
  void manyClassesDeclaringTheSameMethodWithAnEagerMessage() throws IOException {
    Path java = module.resolve("src/main/java");
    List<String> expected = new ArrayList<>();
    for (int i = 1; i <= 2_000; i++) {
      write(java.resolve("gen/Job" + i + ".java"), job("gen", "Job" + i, "execute"));
      expected.add(EAGER + " src/main/java/gen/Job" + i + ".java:10");
    }

    assertThat(findings(List.of(java))).isEqualTo(expected.stream().sorted().toList());
  }

  /**
   * The same with a mapper created per call: whether {@code execute} runs once is judged from its
   * callers in the module, which none of the 2,000 declarations is.
   */
  @Test
  @Timeout(value = 120, unit = TimeUnit.SECONDS, threadMode = ThreadMode.SEPARATE_THREAD)
  void manyClassesDeclaringTheSameMethodThatCreatesAMapper() throws IOException {
    Path java = module.resolve("src/main/java");
    List<String> expected = new ArrayList<>();
    for (int i = 1; i <= 2_000; i++) {
      write(
          java.resolve("gen/Job" + i + ".java"),
          """
          package gen;

          import com.fasterxml.jackson.databind.ObjectMapper;

          public class Job%d {
            public String execute(Object o) throws Exception {
              return new ObjectMapper().writeValueAsString(o);
            }
          }
          """
              .formatted(i));
      expected.add(MAPPER + " src/main/java/gen/Job" + i + ".java:7");
    }

    assertThat(findings(List.of(java))).isEqualTo(expected.stream().sorted().toList());
  }

  /** One module of many source roots, as a build that adds generated and shared sources has. */
  @Test
  @Timeout(value = 120, unit = TimeUnit.SECONDS, threadMode = ThreadMode.SEPARATE_THREAD)
  void aModuleOfManySourceRoots() throws IOException {
    List<Path> roots = new ArrayList<>();
    List<String> expected = new ArrayList<>();
    for (int r = 1; r <= 120; r++) {
      Path root = module.resolve("r" + r + "/src/main/java");
      roots.add(root);
      for (int i = 1; i <= 3; i++) {
        String relative = "gen/r" + r + "/Task" + i + ".java";
        write(root.resolve(relative), job("gen.r" + r, "Task" + i, "execute" + i));
        expected.add(EAGER + " r" + r + "/src/main/java/" + relative + ":10");
      }
    }

    assertThat(findings(roots)).isEqualTo(expected.stream().sorted().toList());
  }

  /** One log call whose message concatenates 100,000 terms: a left-deep tree of that depth. */
  @Test
  @Timeout(value = 120, unit = TimeUnit.SECONDS, threadMode = ThreadMode.SEPARATE_THREAD)
  void aLogMessageOfAHundredThousandTerms() throws IOException {
    Path java = module.resolve("src/main/java");
    String source =
        """
        package gen;
        public class Long {
          private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(Long.class);
          public void execute(String s) {
            log.debug("a"%s);
          }
        }
        """
            .formatted(" + s".repeat(100_000));
    write(java.resolve("gen/Long.java"), source);

    List<Finding> findings = analyze(List.of(java));

    assertThat(findings)
        .extracting(Finding::ruleId, Finding::line, finding -> finding.fix().isPresent())
        .containsExactly(tuple(EAGER, 5, true));
    assertThat(findings.get(0).fix().orElseThrow().lines())
        .containsExactly(
            "    log.debug(\"a" + "{}".repeat(100_000) + "\"" + ", s".repeat(100_000) + ");");
  }

  /**
   * One class of 20,000 methods, half of them public with a finding, judged by their callers in the
   * module, and half private helpers that nothing calls, judged by their uses in the file.
   */
  @Test
  @Timeout(value = 120, unit = TimeUnit.SECONDS, threadMode = ThreadMode.SEPARATE_THREAD)
  void aClassOfTwentyThousandMethods() throws IOException {
    Path java = module.resolve("src/main/java");
    StringBuilder source =
        new StringBuilder(
            """
            package gen;

            import org.slf4j.Logger;
            import org.slf4j.LoggerFactory;

            public class Big {
              private static final Logger log = LoggerFactory.getLogger(Big.class);
            """);
    List<String> expected = new ArrayList<>();
    int line = 8;
    for (int i = 0; i < 10_000; i++) {
      source.append(
          """

            public void run%d(String s) {
              log.debug("run " + s);
            }

            private void help%d(String s) {
              log.debug("help " + s);
            }
          """
              .formatted(i, i));
      expected.add(EAGER + " src/main/java/gen/Big.java:" + (line + 2));
      line += 8;
    }
    write(java.resolve("gen/Big.java"), source.append("}\n").toString());

    assertThat(findings(List.of(java))).isEqualTo(expected.stream().sorted().toList());
  }

  /** A class whose method {@code method} logs an eagerly built message on line 10. */
  private static String job(String pkg, String name, String method) {
    return """
    package %s;

    import org.slf4j.Logger;
    import org.slf4j.LoggerFactory;

    public class %s {
      private static final Logger log = LoggerFactory.getLogger(%s.class);

      public void %s(String s) {
        log.debug("run " + s);
      }
    }
    """
        .formatted(pkg, name, name, method);
  }

  /**
   * The findings as "rule file:line", the file relative to the module, sorted: compared as lists,
   * since comparing thousands in any order costs a time of its own that grows with the square.
   */
  private List<String> findings(List<Path> roots) {
    return analyze(roots).stream()
        .map(
            finding ->
                finding.ruleId()
                    + " "
                    + module.relativize(finding.file()).toString().replace('\\', '/')
                    + ":"
                    + finding.line())
        .sorted()
        .toList();
  }

  private List<Finding> analyze(List<Path> roots) {
    AnalysisSetup setup =
        AnalysisSetup.builder(module, SourceReader.strict(StandardCharsets.UTF_8, "encoding"))
            .sourceRoots(roots)
            .threads(2)
            .build();
    SourceSet sources =
        SourceSet.collect(
            roots, List.of(), new SourceSet.Selection(null, null, module.resolve("target"), false));
    try (AnalysisExecutor executor = AnalysisExecutor.open(setup)) {
      AnalysisResult result = executor.execute(AnalysisRequest.of(sources));
      assertThat(result.problems()).isEmpty();
      assertThat(result.errors()).isEmpty();
      assertThat(result.filesAnalyzed()).isEqualTo(sources.size());
      return result.findings();
    }
  }

  private static void write(Path file, String text) throws IOException {
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }
}
