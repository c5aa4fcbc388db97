package dev.bottleneck.cost.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.bottleneck.cost.Form.Kind;
import dev.bottleneck.cost.report.EvidenceBlock.JdkSection;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Rendering from small hand-made result files under {@code src/test/resources/report/}. */
final class EvidenceBlockTest {

  private static final String CLASS = "dev.bottleneck.cost.FixtureBenchmark";

  private static final Forms FORMS =
      new Forms(
          CLASS,
          Map.of(
              "jdkPerCall",
              new Forms.Info(
                  Kind.BAD, "HttpClient.newHttpClient().send(request)", "JDK HttpClient"),
              "jdkShared",
              new Forms.Info(Kind.GOOD, "CLIENT.send(request)", "JDK HttpClient"),
              "okPerCall",
              new Forms.Info(Kind.BAD, "new OkHttpClient().newCall(request)", "OkHttp"),
              "okShared",
              new Forms.Info(Kind.GOOD, "CLIENT.newCall(request)", "OkHttp"),
              "poolBad",
              new Forms.Info(Kind.BAD, "dbcp.getConnection()", "pool"),
              "poolGood",
              new Forms.Info(Kind.GOOD, "hikari.getConnection()", "pool")));

  @Test
  void rowsPairEachGoodFormWithTheBadFormOfItsGroupPerParameterAndThreadCount() throws Exception {
    Path jdk17 = fixture("jdk17");
    JdkSection section =
        new JdkSection(
            17,
            jdk17.resolve("Fixture.json"),
            Optional.of(JmhRun.read(jdk17.resolve("Fixture.json"), CLASS)),
            List.of(),
            Machine.read(jdk17.resolve("machine.json")));

    assertThat(EvidenceBlock.render("Fixture", List.of(section), FORMS))
        .isEqualTo(
            """

            ### Measured here: JDK 17

            | Case | Bad form | Time | Allocated | Good form | Time | Allocated | Bad / good |
            |---|---|---:|---:|---|---:|---:|---:|
            | JDK HttpClient | `HttpClient.newHttpClient().send(request)` | 152 ± 4 µs | 20.0 KB \
            | `CLIENT.send(request)` | 9.81 µs | 3.03 KB | 16x |
            | OkHttp, size=small | `new OkHttpClient().newCall(request)` | 2.00 ± 0.01 µs | 0 B \
            | `CLIENT.newCall(request)` | 50.0 ± 1.2 ns | 0 B | 40x |
            | OkHttp, size=large | `new OkHttpClient().newCall(request)` | 1.50 ± 0.03 ms | 5.25 MB \
            | `CLIENT.newCall(request)` | 750 ± 10 µs | n/a | 2.0x |
            | pool, 32 threads | `dbcp.getConnection()` | 31.0 ns | 24 B \
            | `hikari.getConnection()` | 0.300 ns | 0 B | 103x |

            Time per call ± JMH's 99.9% error, allocation per call (`gc.alloc.rate.norm`), \
            bad / good as time. JDK 17.0.15 (OpenJDK 64-Bit Server VM, Eclipse Adoptium), \
            JMH 1.37 `-f 2 -wi 2 -w 1s -i 4 -r 1s -prof gc`, on Test CPU 3000 (2 logical cores, \
            8.00 GB memory, Linux 6.1 amd64), 2026-11-23. \
            Reproduce: `JAVA_HOME=<JDK 17> cost-benchmarks/run Fixture`.

            """);
  }

  @Test
  void tableJsonShowsTitleTableAndNotesPerJdkAndTheJdkOfMachineJsonWithoutJmhResults()
      throws Exception {
    List<JdkSection> sections = List.of(tableOnly(17, "17.0.15+6"), tableOnly(25, "25.0.1+8-LTS"));

    assertThat(EvidenceBlock.render("WideTransactional", sections, FORMS))
        .isEqualTo(
            """

            ### Measured here: JDK 17

            **Latency at a fixed arrival rate of 400 requests/s**

            | Form | p50 | p99 |
            |---|---|---|
            | call inside \\| outside | 5.1 s | 9.8 s |
            | call outside | 52 ms | 61 ms |

            HikariCP pool of 10, H2 in memory, a 50 ms remote call.

            JDK 17.0.15+6 (Eclipse Adoptium), on Test CPU 3000 (2 logical cores, 8.00 GB memory, \
            Linux 6.1 amd64), 2026-11-23. \
            Reproduce: `JAVA_HOME=<JDK 17> cost-benchmarks/run WideTransactional`.

            ### Measured here: JDK 25

            **Latency at a fixed arrival rate of 400 requests/s**

            | Form | p50 | p99 |
            |---|---|---|
            | call inside \\| outside | 4.9 s | 9.1 s |
            | call outside | 51 ms | 60 ms |

            HikariCP pool of 10, H2 in memory, a 50 ms remote call.

            JDK 25.0.1+8-LTS (Eclipse Adoptium), on Test CPU 3000 (2 logical cores, 8.00 GB memory, \
            Linux 6.1 amd64), 2026-11-23. \
            Reproduce: `JAVA_HOME=<JDK 25> cost-benchmarks/run WideTransactional`.

            """);
  }

  @Test
  void noSectionsRenderNothing() {
    assertThat(EvidenceBlock.render("Fixture", List.of(), FORMS)).isEmpty();
  }

  @Test
  void aMethodTheClassDoesNotAnnotateIsAnErrorNamingTheFileAndTheFix() throws Exception {
    Path jdk17 = fixture("jdk17");
    Path file = jdk17.resolve("Fixture.json");
    Forms withoutPool = new Forms(CLASS, Map.of("jdkPerCall", FORMS.of("jdkPerCall")));
    JdkSection section =
        new JdkSection(
            17,
            file,
            Optional.of(JmhRun.read(file, CLASS)),
            List.of(),
            Machine.read(jdk17.resolve("machine.json")));

    assertThatThrownBy(() -> EvidenceBlock.render("Fixture", List.of(section), withoutPool))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            file
                + " holds method jdkShared, which "
                + CLASS
                + " lacks or does not annotate with @Form; rerun the rule with"
                + " cost-benchmarks/run");
  }

  @Test
  void jmhJsonOfAnotherClassOrModeIsRejected(@TempDir Path dir) throws Exception {
    Path file = fixture("jdk17").resolve("Fixture.json");
    assertThatThrownBy(() -> JmhRun.read(file, "dev.bottleneck.cost.OtherBenchmark"))
        .hasMessage(
            file
                + " holds dev.bottleneck.cost.FixtureBenchmark.jdkPerCall, which is not a benchmark"
                + " of dev.bottleneck.cost.OtherBenchmark");

    Path throughput = dir.resolve("Fixture.json");
    Files.writeString(throughput, Files.readString(file).replace("\"avgt\"", "\"thrpt\""));
    assertThatThrownBy(() -> JmhRun.read(throughput, CLASS))
        .hasMessage(
            throughput
                + " dev.bottleneck.cost.FixtureBenchmark.jdkPerCall was not measured in"
                + " AverageTime mode; use @BenchmarkMode(AverageTime)");
  }

  @Test
  void tableJsonWithTheWrongRuleOrRowWidthIsRejected(@TempDir Path dir) throws IOException {
    Path wrongRule = dir.resolve("CommonsDbcpPool-Load.json");
    Files.writeString(
        wrongRule,
        """
        {"rule":"WideTransactional","title":"t","columns":["a"],"rows":[["1"]],"notes":"n"}\
        """);
    assertThatThrownBy(() -> TableJson.read(wrongRule, "CommonsDbcpPool"))
        .hasMessage(
            wrongRule + " says rule \"WideTransactional\", but its name says CommonsDbcpPool");

    Path ragged = dir.resolve("WideTransactional-Load.json");
    Files.writeString(
        ragged,
        """
        {"rule":"WideTransactional","title":"t","columns":["a","b"],"rows":[["1"]],"notes":"n"}\
        """);
    assertThatThrownBy(() -> TableJson.read(ragged, "WideTransactional"))
        .hasMessage(ragged + " rows[0] has 1 cells for 2 columns");

    Path number = dir.resolve("WideTransactional-Numbers.json");
    Files.writeString(
        number,
        """
        {"rule":"WideTransactional","title":"t","columns":["a"],"rows":[[1]],"notes":"n"}\
        """);
    assertThatThrownBy(() -> TableJson.read(number, "WideTransactional"))
        .hasMessage(number + " rows[0] holds 1: every cell is a formatted string");
  }

  @Test
  void aRecordedLoadAverageIsShownWithTheDateAndAnOlderRecordHasNone(@TempDir Path dir)
      throws Exception {
    Machine old = Machine.read(fixture("jdk17").resolve("machine.json"));
    assertThat(old.when()).isEqualTo("2026-11-23");

    Machine busy =
        new Machine(
            old.cpu(),
            old.logicalCores(),
            old.memoryBytes(),
            old.os(),
            old.jvmVendor(),
            old.jvmVersion(),
            "2026-11-28",
            old.jmhOptions(),
            3.456);
    Path written = dir.resolve("Rule.machine.json");
    busy.write(written);
    assertThat(Machine.read(written)).isEqualTo(busy);
    assertThat(busy.when()).isEqualTo("2026-11-28, load average 3.46");
  }

  private static JdkSection tableOnly(int major, String jvmVersion) throws Exception {
    Path folder = fixture("jdk" + major);
    Machine machine = Machine.read(folder.resolve("machine.json"));
    assertThat(machine.jvmVersion()).isEqualTo(jvmVersion);
    return new JdkSection(
        major,
        folder.resolve("WideTransactional.json"),
        Optional.empty(),
        List.of(TableJson.read(folder.resolve("WideTransactional-Load.json"), "WideTransactional")),
        machine);
  }

  static Path fixture(String folder) throws URISyntaxException {
    return Path.of(EvidenceBlockTest.class.getResource("/report/" + folder).toURI());
  }
}
