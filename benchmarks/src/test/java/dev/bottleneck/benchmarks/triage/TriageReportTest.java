package dev.bottleneck.benchmarks.triage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.bottleneck.benchmarks.triage.Label.Verdict;
import dev.bottleneck.benchmarks.triage.TriageReport.RuleCounts;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class TriageReportTest {
  private static final TriageKey LOG_A = key("EagerLogMessage", "A.java", "aaaa");
  private static final TriageKey LOG_B = key("EagerLogMessage", "B.java", "bbbb");
  private static final TriageKey LOG_C = key("EagerLogMessage", "C.java", "cccc");
  private static final TriageKey MAPPER = key("ObjectMapperPerCall", "M.java", "mmmm");
  private static final TriageKey GONE = key("ObjectMapperPerCall", "Gone.java", "gggg");

  @TempDir Path folder;

  @Test
  void countsEveryFindingByTheVerdictOfItsKey() {
    TriageReport report =
        TriageReport.join(
            List.of(finding(LOG_A, 10), finding(LOG_A, 20), finding(LOG_B, 5), finding(MAPPER, 7)),
            List.of(
                new Label(LOG_A, Verdict.FALSE, "info level: written at the default level"),
                new Label(LOG_B, Verdict.TRUE, "debug line in the request path"),
                new Label(MAPPER, Verdict.DEBATABLE, "call frequency: admin endpoint")));

    assertThat(report.rules())
        .containsExactly(
            Map.entry("EagerLogMessage", new RuleCounts(3, 1, 0, 2, 0)),
            Map.entry("ObjectMapperPerCall", new RuleCounts(1, 0, 1, 0, 0)));
    assertThat(report.total()).isEqualTo(new RuleCounts(4, 1, 1, 2, 0));
    assertThat(report.rules().get("EagerLogMessage").falseAlarmRate()).isEqualTo(200.0 / 3);
    assertThat(report.falsePatterns())
        .isEqualTo(Map.of("EagerLogMessage", Map.of("info level", 2)));
    assertThat(report.debatablePatterns())
        .isEqualTo(Map.of("ObjectMapperPerCall", Map.of("call frequency", 1)));
    assertThat(report.unlabelled()).isEmpty();
    assertThat(report.stale()).isEmpty();
  }

  @Test
  void listsFindingsWithoutLabelAndLabelsWithoutFinding() {
    Label gone = new Label(GONE, Verdict.FALSE, "start-up code: @PostConstruct");
    TriageReport report =
        TriageReport.join(
            List.of(finding(LOG_A, 10), finding(LOG_C, 3)),
            List.of(new Label(LOG_A, Verdict.TRUE, "hot path"), gone));

    assertThat(report.unlabelled()).containsExactly(finding(LOG_C, 3));
    assertThat(report.stale()).containsExactly(gone);
    assertThat(report.rules())
        .containsExactly(Map.entry("EagerLogMessage", new RuleCounts(2, 1, 0, 0, 1)));
    assertThat(report.rules().get("EagerLogMessage").falseAlarmRate()).isEqualTo(0.0);
    assertThat(report.renderMoved())
        .containsExactly(
            "Unlabelled findings: 1",
            "  EagerLogMessage\tm\tC.java\tC#run()\tcccc\t3\t1\tmessage",
            "Stale labels (no finding has their key): 1",
            "  ObjectMapperPerCall\tm\tGone.java\tC#run()\tgggg\tfalse\tstart-up code:"
                + " @PostConstruct");
  }

  @Test
  void rendersOneRowPerRuleAndTheTotal() {
    TriageReport report =
        TriageReport.join(
            List.of(finding(LOG_A, 1), finding(LOG_B, 2), finding(MAPPER, 3)),
            List.of(
                new Label(LOG_A, Verdict.FALSE, "info level"),
                new Label(LOG_B, Verdict.TRUE, "per message")));

    assertThat(report.render("app"))
        .containsExactly(
            "## app",
            "",
            "| Rule | Findings | True | Debatable | False | Unlabelled | False alarms |",
            "|---|---:|---:|---:|---:|---:|---:|",
            "| EagerLogMessage | 2 | 1 | 0 | 1 | 0 | 50.0% |",
            "| ObjectMapperPerCall | 1 | 0 | 0 | 0 | 1 | - |",
            "| **All rules** | 3 | 1 | 0 | 1 | 1 | 50.0% |",
            "",
            "| Rule | False-alarm patterns | Findings |",
            "|---|---|---:|",
            "| EagerLogMessage | info level | 1 |");
  }

  @Test
  void mergesApplicationsByAddingTheirCounts() {
    TriageReport first =
        TriageReport.join(
            List.of(finding(LOG_A, 1)), List.of(new Label(LOG_A, Verdict.FALSE, "info level: x")));
    TriageReport second =
        TriageReport.join(
            List.of(finding(LOG_B, 1), finding(MAPPER, 2)),
            List.of(new Label(LOG_B, Verdict.FALSE, "info level: y")));

    TriageReport all = TriageReport.merge(List.of(first, second));

    assertThat(all.rules())
        .containsExactly(
            Map.entry("EagerLogMessage", new RuleCounts(2, 0, 0, 2, 0)),
            Map.entry("ObjectMapperPerCall", new RuleCounts(1, 0, 0, 0, 1)));
    assertThat(all.falsePatterns()).isEqualTo(Map.of("EagerLogMessage", Map.of("info level", 2)));
    assertThat(all.unlabelled()).containsExactly(finding(MAPPER, 2));
  }

  @Test
  void findingsAndLabelsRoundTripThroughTheirFiles() throws IOException {
    Path findings = folder.resolve("app.findings.tsv");
    TriageFinding.write(findings, List.of(finding(LOG_A, 10), finding(MAPPER, 7)));
    Path labels = folder.resolve("app.labels.tsv");
    Files.writeString(
        labels,
        Label.HEADER
            + "\n\n"
            + LOG_A.tsv()
            + "\tfalse\tinfo level: the default level\n"
            + MAPPER.tsv()
            + "\t debatable \tcall frequency\n");

    assertThat(TriageFinding.read(findings))
        .containsExactly(finding(LOG_A, 10), finding(MAPPER, 7));
    assertThat(Label.read(labels))
        .containsExactly(
            new Label(LOG_A, Verdict.FALSE, "info level: the default level"),
            new Label(MAPPER, Verdict.DEBATABLE, "call frequency"));
    assertThat(Label.read(folder.resolve("none.labels.tsv"))).isEmpty();
  }

  @Test
  void rejectsAnUnknownVerdictNamingFileAndLine() throws IOException {
    Path labels = folder.resolve("app.labels.tsv");
    Files.writeString(labels, Label.HEADER + "\n" + LOG_A.tsv() + "\tmaybe\twho knows\n");

    assertThatThrownBy(() -> Label.read(labels))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(labels + ":2: verdict 'maybe' is none of true, debatable, false");
  }

  @Test
  void rejectsALineWithoutVerdictNamingTheColumns() throws IOException {
    Path labels = folder.resolve("app.labels.tsv");
    Files.writeString(labels, "# comment\n" + LOG_A.tsv() + "\tfalse\n");

    assertThatThrownBy(() -> Label.read(labels))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            labels
                + ":2: expected 7 tab-separated fields (rule, module, file, member, snippet hash,"
                + " verdict (true|debatable|false), reason), found 6");
  }

  @Test
  void rejectsAKeyLabelledTwice() throws IOException {
    Path labels = folder.resolve("app.labels.tsv");
    Files.writeString(labels, LOG_A.tsv() + "\ttrue\tone\n" + LOG_A.tsv() + "\tfalse\ttwo\n");

    assertThatThrownBy(() -> Label.read(labels))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(labels + ":2: the key is labelled twice; keep one line");
  }

  @Test
  void rejectsALabelWithoutReason() throws IOException {
    Path labels = folder.resolve("app.labels.tsv");
    Files.writeString(labels, LOG_A.tsv() + "\ttrue\t \n");

    assertThatThrownBy(() -> Label.read(labels))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(labels + ":1: give a one-line reason for the verdict");
  }

  private static TriageKey key(String rule, String file, String hash) {
    return new TriageKey(rule, "m", file, "C#run()", hash);
  }

  private static TriageFinding finding(TriageKey key, int line) {
    return new TriageFinding(key, line, 1, "message");
  }
}
