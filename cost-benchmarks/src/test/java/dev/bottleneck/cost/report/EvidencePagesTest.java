package dev.bottleneck.cost.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.bottleneck.catalog.Rule;
import dev.bottleneck.cost.Form;
import dev.bottleneck.cost.Form.Kind;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;

/**
 * Holds the rule pages to the committed results (the block between the cost-benchmarks markers is
 * exactly what {@link EvidencePages} renders) and the benchmark classes to the conventions the
 * rendering relies on.
 */
final class EvidencePagesTest {

  /** Surefire runs in the module folder; the pages and results are relative to its parent. */
  private static final Path ROOT = Path.of("").toAbsolutePath().getParent();

  private static final String OMPC = ObjectMapperPerCallBenchmark.class.getName();

  /** A rule without its page is the catalog's {@code RulePagesTest} failure, and skipped here. */
  @ParameterizedTest
  @EnumSource(Rule.class)
  void rulePageCarriesTheBlockRenderedFromTheCommittedResults(Rule rule) throws IOException {
    Path file = ROOT.resolve("src/site/markdown/rules").resolve(rule.id() + ".md");
    assumeTrue(Files.isRegularFile(file), "no page yet: the catalog's RulePagesTest reports it");
    EvidencePages pages = EvidencePages.ofRepository(ROOT);
    String page = Files.readString(pages.page(rule));

    assertThat(page)
        .as(
            "src/site/markdown/rules/%s.md and cost-benchmarks/results disagree; rerender with"
                + " `cost-benchmarks/run --render` (the main"
                + " dev.bottleneck.cost.report.EvidencePages)",
            rule.id())
        .isEqualTo(pages.renderPage(rule, page));
  }

  /** Every rule page states what its bottleneck costs, so every rule needs its benchmark class. */
  @Test
  void everyCatalogRuleHasABenchmarkClass() {
    Set<Rule> measured = CostClasses.scan().benchmarks().keySet();
    List<String> missing =
        Arrays.stream(Rule.values())
            .filter(rule -> !measured.contains(rule))
            .map(
                rule ->
                    "create cost-benchmarks/src/main/java/dev/bottleneck/cost/"
                        + rule.id()
                        + "Benchmark.java: JMH @Benchmark methods, the bad and the good form"
                        + " side by side, each with @Form(Kind.BAD|Kind.GOOD, label = \"...\");"
                        + " then run cost-benchmarks/run "
                        + rule.id()
                        + " on each JDK of cost-benchmarks/results")
            .toList();
    assertThat(missing).as("benchmark classes of the catalog's rules (CONTRIBUTING.md)").isEmpty();
  }

  @Test
  void everyRuleWithABenchmarkClassHasResultsInEveryJdkFolder() {
    assertThat(EvidencePages.ofRepository(ROOT).gaps()).isEmpty();
  }

  /**
   * A rule's benchmarks are {@code dev.bottleneck.cost.<RuleId>Benchmark}, which the run script
   * measures and the pages show. A class in a sub-package is a comparison for information only (the
   * smoke pass runs it, nothing publishes it): it must not carry {@code @Form}, or its forms would
   * silently miss the page.
   */
  @Test
  void everyJmhBenchmarkIsInAClassNamedAfterACatalogRule() throws Exception {
    List<String> misnamed = new ArrayList<>();
    try (InputStream list = getClass().getResourceAsStream(BenchmarkList.BENCHMARK_LIST)) {
      assertThat(list)
          .as("target/classes/META-INF/BenchmarkList (JMH's generated list)")
          .isNotNull();
      for (BenchmarkListEntry entry : BenchmarkList.readBenchmarkList(list)) {
        String name = entry.getUserClassQName();
        String method = entry.getUsername().substring(name.length() + 1);
        boolean ruleClass =
            Rule.find(name.replaceFirst("^dev\\.bottleneck\\.cost\\.(\\w+)Benchmark$", "$1"))
                .isPresent();
        boolean comparison =
            name.matches("dev\\.bottleneck\\.cost\\.[a-z]\\w*\\..+")
                && !CostClasses.benchmarkMethods(Class.forName(name))
                    .get(method)
                    .isAnnotationPresent(Form.class);
        if (!ruleClass && !comparison) {
          misnamed.add(entry.getUsername());
        }
      }
    }
    assertThat(misnamed)
        .as(
            "benchmarks must be in dev.bottleneck.cost.<RuleId>Benchmark (ids: %s), or without"
                + " @Form in a sub-package (a comparison no page shows)",
            Rule.knownIds())
        .isEmpty();
    assertThat(CostClasses.scan().problems()).isEmpty();
  }

  @Test
  void everyBenchmarkMethodHasAFormAndEveryGroupOneBadForm() {
    List<String> problems = new ArrayList<>();
    CostClasses.scan().benchmarks().values().forEach(type -> problems.addAll(Forms.problems(type)));
    assertThat(problems).isEmpty();
  }

  @Test
  void classesAreClassifiedByTheirNames() {
    CostClasses classes =
        CostClasses.of(
            List.of(
                Form.class,
                ObjectMapperPerCallBenchmark.class,
                WideTransactionalLoad.class,
                ObjectMapperBenchmark.class,
                Helper.class));

    assertThat(classes.benchmarks())
        .containsExactly(
            java.util.Map.entry(Rule.OBJECT_MAPPER_PER_CALL, ObjectMapperPerCallBenchmark.class));
    assertThat(classes.tableMains())
        .containsExactly(
            new CostClasses.TableMain(
                Rule.WIDE_TRANSACTIONAL, "Load", WideTransactionalLoad.class.getName()));
    assertThat(classes.measuredRules())
        .containsExactly(Rule.OBJECT_MAPPER_PER_CALL, Rule.WIDE_TRANSACTIONAL);
    assertThat(classes.problems())
        .containsExactly(
            ObjectMapperBenchmark.class.getName()
                + " has @Benchmark methods but is not named <RuleId>Benchmark after a rule of"
                + " dev.bottleneck.catalog.Rule (known ids: "
                + Rule.knownIds()
                + ")",
            Helper.class.getName()
                + " is neither a <RuleId>Benchmark with @Benchmark methods nor a <RuleId><What>"
                + " with a public static main(String[]); move support code into a sub-package of"
                + " dev.bottleneck.cost");
  }

  @Test
  void formProblemsNameTheMethodOrGroup() {
    String name = BrokenForms.class.getName();
    assertThat(Forms.problems(BrokenForms.class))
        .containsExactly(
            name + ".bare is a @Benchmark without @Form(Kind.BAD|Kind.GOOD, label = \"...\")",
            name
                + " group \"none\" has GOOD forms [noneGood] and no BAD form; each group needs"
                + " exactly one BAD form to compare with",
            name
                + " group \"two\" has GOOD forms [twoGood] and 2 BAD forms [twoBadA, twoBadB];"
                + " each group needs exactly one BAD form to compare with",
            name + " (no group) has BAD forms [lonelyBad] but no GOOD form to compare with");
    assertThat(Forms.problems(ObjectMapperPerCallBenchmark.class)).isEmpty();
  }

  @Test
  void labelsComeFromTheBenchmarkClassAndGapsNameTheFix(@TempDir Path dir) throws Exception {
    Path results = dir.resolve("results");
    Path jdk17 = Files.createDirectories(results.resolve("jdk17"));
    Path jdk25 = Files.createDirectories(results.resolve("jdk25"));
    Path machine = EvidenceBlockTest.fixture("jdk17").resolve("machine.json");
    Files.copy(machine, jdk17.resolve("ObjectMapperPerCall.machine.json"));
    Files.writeString(
        jdk17.resolve("ObjectMapperPerCall.json"),
        "[" + jmhEntry("perCall", 120_000.0, 153_600.0) + "]");
    Files.writeString(jdk17.resolve("Old.json"), "[]");
    Path pagesDir = Files.createDirectories(dir.resolve("pages"));
    Path page = pagesDir.resolve("ObjectMapperPerCall.md");
    Files.writeString(
        page, "# ObjectMapperPerCall\n\n## Evidence\n\n- prose\n\n## ArchUnit\n\ntext\n");
    EvidencePages pages =
        new EvidencePages(
            results, pagesDir, CostClasses.of(List.of(ObjectMapperPerCallBenchmark.class)));

    assertThat(pages.gaps())
        .containsExactly(
            jdk17.resolve("ObjectMapperPerCall.json")
                + " has no result for shared: run JAVA_HOME=<JDK 17> cost-benchmarks/run"
                + " ObjectMapperPerCall",
            jdk17.resolve("Old.json")
                + " belongs to no <RuleId>Benchmark or <RuleId><What> main; delete it",
            jdk25.resolve("ObjectMapperPerCall.json")
                + " is missing: run JAVA_HOME=<JDK 25> cost-benchmarks/run ObjectMapperPerCall");
    Files.copy(
        jdk17.resolve("ObjectMapperPerCall.json"), jdk25.resolve("ObjectMapperPerCall.json"));
    assertThatThrownBy(() -> pages.block(Rule.OBJECT_MAPPER_PER_CALL))
        .hasMessage(
            jdk25.resolve("ObjectMapperPerCall.json")
                + " was measured on JDK 17.0.15, not 25; it is in the wrong folder");
    Files.delete(jdk25.resolve("ObjectMapperPerCall.json"));
    Files.move(jdk17.resolve("ObjectMapperPerCall.machine.json"), dir.resolve("kept.machine.json"));
    assertThat(pages.gaps())
        .contains(
            jdk17.resolve("ObjectMapperPerCall.machine.json")
                + " is missing: run JAVA_HOME=<JDK 17> cost-benchmarks/run ObjectMapperPerCall");
    assertThatThrownBy(() -> pages.block(Rule.OBJECT_MAPPER_PER_CALL))
        .hasMessage(
            jdk17
                + " has results of ObjectMapperPerCall but no ObjectMapperPerCall.machine.json;"
                + " rerun JAVA_HOME=<JDK 17> cost-benchmarks/run ObjectMapperPerCall");
    Files.move(dir.resolve("kept.machine.json"), jdk17.resolve("ObjectMapperPerCall.machine.json"));

    Files.writeString(
        jdk17.resolve("ObjectMapperPerCall.json"),
        "["
            + jmhEntry("perCall", 120_000.0, 153_600.0)
            + ","
            + jmhEntry("shared", 400.0, 750.0)
            + "]");
    assertThat(pages.renderPage(Rule.OBJECT_MAPPER_PER_CALL, Files.readString(page)))
        .startsWith(
            """
            # ObjectMapperPerCall

            ## Evidence

            - prose

            <!-- cost-benchmarks:begin -->

            ### Measured here: JDK 17

            | Bad form | Time | Allocated | Good form | Time | Allocated | Bad / good |
            |---|---:|---:|---|---:|---:|---:|
            | `new ObjectMapper().writeValueAsString(order)` | 120 µs | 150 KB \
            | `SHARED.writeValueAsString(order)` | 400 ns | 750 B | 300x |
            """)
        .endsWith(
            """
            Reproduce: `JAVA_HOME=<JDK 17> cost-benchmarks/run ObjectMapperPerCall`.

            <!-- cost-benchmarks:end -->

            ## ArchUnit

            text
            """);
  }

  @Test
  void markersAreInsertedAtTheEndOfTheEvidenceSectionAndTheirContentReplaced() {
    Path page = Path.of("X.md");
    String bare = "# X\n\n## Evidence\n\n- cited\n\n\n## ArchUnit\n\nmore\n";
    String marked = EvidencePages.withBlock(page, bare, "");
    assertThat(marked)
        .isEqualTo(
            "# X\n\n## Evidence\n\n- cited\n\n"
                + "<!-- cost-benchmarks:begin -->\n<!-- cost-benchmarks:end -->\n\n"
                + "## ArchUnit\n\nmore\n");
    String withProse =
        marked.replace(
            "<!-- cost-benchmarks:end -->\n", "<!-- cost-benchmarks:end -->\n\nA caveat.\n");
    assertThat(EvidencePages.withBlock(page, withProse, "\nnew\n\n"))
        .isEqualTo(
            "# X\n\n## Evidence\n\n- cited\n\n"
                + "<!-- cost-benchmarks:begin -->\n\nnew\n\n<!-- cost-benchmarks:end -->\n\n"
                + "A caveat.\n\n## ArchUnit\n\nmore\n");
    assertThat(EvidencePages.withBlock(page, "# X\n\n## Evidence\n\n- last\n", ""))
        .isEqualTo(
            "# X\n\n## Evidence\n\n- last\n\n"
                + "<!-- cost-benchmarks:begin -->\n<!-- cost-benchmarks:end -->\n");
    assertThatThrownBy(() -> EvidencePages.withBlock(page, "# X\n\n## Fix\n", ""))
        .hasMessage("X.md has no '## Evidence' section to hold <!-- cost-benchmarks:begin -->");
    assertThatThrownBy(
            () -> EvidencePages.withBlock(page, "## Evidence\n<!-- cost-benchmarks:end -->\n", ""))
        .hasMessage(
            "X.md has only one of <!-- cost-benchmarks:begin --> and <!-- cost-benchmarks:end -->,"
                + " or them out of order; fix the pair");
  }

  private static String jmhEntry(String method, double nanos, double bytes) {
    return """
    {"jmhVersion":"1.37","benchmark":"%s.%s","mode":"avgt","threads":1,"forks":1,
     "jdkVersion":"17.0.15","vmName":"OpenJDK 64-Bit Server VM","warmupIterations":1,
     "warmupTime":"1 s","measurementIterations":2,"measurementTime":"1 s",
     "primaryMetric":{"score":%s,"scoreError":"NaN","scoreUnit":"ns/op"},
     "secondaryMetrics":{"gc.alloc.rate.norm":{"score":%s,"scoreError":"NaN","scoreUnit":"B/op"}}}
    """
        .formatted(OMPC, method, nanos, bytes);
  }

  /** Stands for the real class, so that these tests do not follow its methods and labels. */
  static final class ObjectMapperPerCallBenchmark {
    @Benchmark
    @Form(value = Kind.BAD, label = "new ObjectMapper().writeValueAsString(order)")
    public void perCall() {}

    @Benchmark
    @Form(value = Kind.GOOD, label = "SHARED.writeValueAsString(order)")
    public void shared() {}
  }

  static final class WideTransactionalLoad {
    public static void main(String[] args) {}
  }

  static final class ObjectMapperBenchmark {
    @Benchmark
    public void run() {}
  }

  static final class Helper {}

  static final class BrokenForms {
    @Benchmark
    public void bare() {}

    @Benchmark
    @Form(value = Kind.BAD, label = "a()", group = "two")
    public void twoBadA() {}

    @Benchmark
    @Form(value = Kind.BAD, label = "b()", group = "two")
    public void twoBadB() {}

    @Benchmark
    @Form(value = Kind.GOOD, label = "c()", group = "two")
    public void twoGood() {}

    @Benchmark
    @Form(value = Kind.GOOD, label = "d()", group = "none")
    public void noneGood() {}

    @Benchmark
    @Form(value = Kind.BAD, label = "e()")
    public void lonelyBad() {}
  }
}
