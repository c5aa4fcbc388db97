package dev.bottleneck.maven.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import dev.bottleneck.maven.filter.Baseline;
import dev.bottleneck.maven.filter.ChangedLines;
import dev.bottleneck.maven.filter.UnifiedDiff;
import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.source.SourceReader;
import dev.bottleneck.maven.source.SourceSet;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The stages after the scan: the change, the fixes a review can suggest, the baseline. */
final class AnalysisExecutorTest {
  private static final String GATEWAY =
      """
      package com.acme;

      import java.net.URI;
      import java.net.http.HttpClient;
      import java.net.http.HttpRequest;
      import java.net.http.HttpResponse;

      class Gateway {
        String first(URI uri) throws Exception {
          HttpClient client = HttpClient.newHttpClient();
          return client.send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofString()).body();
        }

        String second(URI uri) throws Exception {
          HttpClient client = HttpClient.newHttpClient();
          return client.send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofString()).body();
        }
      }
      """;

  @TempDir Path module;
  private Path java;
  private Path gateway;
  private Path other;

  @BeforeEach
  void write() throws IOException {
    java = module.resolve("src/main/java");
    gateway = java.resolve("com/acme/Gateway.java");
    other = java.resolve("com/acme/Other.java");
    Files.createDirectories(gateway.getParent());
    Files.writeString(gateway, GATEWAY);
    Files.writeString(other, GATEWAY.replace("class Gateway", "class Other"));
  }

  @Test
  void everyFindingWithoutChangeOrBaseline() {
    AnalysisResult result = execute(AnalysisRequest.of(sources()));

    assertThat(result.filesAnalyzed()).isEqualTo(2);
    assertThat(result.findings())
        .extracting(finding -> module.relativize(finding.file()).toString(), Finding::line)
        .containsExactly(
            tuple("src/main/java/com/acme/Gateway.java", 10),
            tuple("src/main/java/com/acme/Gateway.java", 15),
            tuple("src/main/java/com/acme/Other.java", 10),
            tuple("src/main/java/com/acme/Other.java", 15));
    assertThat(result.baselined()).isZero();
    assertThat(result.staleBaselineEntries()).isZero();
  }

  @Test
  void aChangeKeepsItsFilesAndTheFindingsOnItsLines() {
    AnalysisRequest request =
        AnalysisRequest.of(sources()).withChangedLines(Optional.of(changed(gateway, 15)));

    assertThat(request.sources().files()).containsExactly(gateway);
    AnalysisResult result = execute(request);
    assertThat(result.filesAnalyzed()).isEqualTo(1);
    assertThat(result.findings())
        .extracting(Finding::file, Finding::line)
        .containsExactly(tuple(gateway, 15));
  }

  /** The fix adds a constant above the method, a line the change did not touch. */
  @Test
  void aFixBeyondTheChangeIsDroppedUnlessTheRequestAppliesFixesItself() {
    AnalysisRequest request =
        AnalysisRequest.of(sources()).withChangedLines(Optional.of(changed(gateway, 15)));

    Finding reviewed = execute(request).findings().get(0);
    Finding applied = execute(request.withFixesOutsideChange()).findings().get(0);

    assertThat(reviewed.fix()).isEmpty();
    assertThat(applied.fix()).isPresent();
    assertThat(applied.fix().get().startLine()).isLessThan(15);
    assertThat(applied).usingRecursiveComparison().ignoringFields("fix").isEqualTo(reviewed);
  }

  @Test
  void theBaselineAcceptsKnownFindingsAndCountsEntriesOfGoneFilesAsStale() throws IOException {
    List<Finding> known = execute(AnalysisRequest.of(sources())).findings();
    Baseline baseline = Baseline.of(known, finding -> module.relativize(finding.file()).toString());
    Files.delete(other);

    AnalysisResult result = execute(AnalysisRequest.of(sources()).withBaseline(baseline));

    assertThat(result.findings()).isEmpty();
    assertThat(result.baselined()).isEqualTo(2);
    assertThat(result.staleBaselineEntries()).isEqualTo(2);
  }

  /** Entries of files outside the change were not looked for, so they are not stale. */
  @Test
  void entriesOfFilesOutsideTheChangeAreNotStale() {
    List<Finding> known = execute(AnalysisRequest.of(sources())).findings();
    Baseline baseline = Baseline.of(known, finding -> module.relativize(finding.file()).toString());

    AnalysisResult result =
        execute(
            AnalysisRequest.of(sources())
                .withBaseline(baseline)
                .withChangedLines(Optional.of(changed(gateway, 15))));

    assertThat(result.findings()).isEmpty();
    assertThat(result.baselined()).isEqualTo(1);
    assertThat(result.staleBaselineEntries()).isEqualTo(1);
  }

  @Test
  void aBadRuleOptionIsRefusedWhenTheExecutorOpens() {
    AnalysisSetup setup = setup().rules(RuleSelection.parse("EagerLogMessage:Levels=loud")).build();

    assertThatThrownBy(() -> AnalysisExecutor.open(setup))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void threadsBelowOneAreRefused() {
    assertThatThrownBy(() -> setup().threads(0).build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("threads must be 1 or more, not 0");
  }

  @Test
  void theLoggingFileThatLoggingConfigNamesIsAnalyzedAndAMissingOneIsAProblemAtItsLine()
      throws IOException {
    Files.writeString(
        java.resolve("com/acme/Api.java"),
        """
        package com.acme;

        @org.springframework.web.bind.annotation.RestController
        class Api {}
        """);
    Path resources = module.resolve("src/main/resources");
    Files.createDirectories(resources);
    Path named = resources.resolve("logback-boot.xml");
    Files.writeString(
        named,
        """
        <configuration>
          <appender name="CONSOLE" class="ch.qos.logback.core.ConsoleAppender"/>
          <root level="INFO">
            <appender-ref ref="CONSOLE"/>
          </root>
        </configuration>
        """);
    Path yaml = resources.resolve("application.yml");
    Files.writeString(yaml, "logging:\n  config: classpath:logback-boot.xml\n");
    Path properties = resources.resolve("application-prod.properties");
    Files.writeString(properties, "server.port=80\nlogging.config=classpath:logback-gone.xml\n");

    AnalysisResult result;
    try (AnalysisExecutor executor =
        AnalysisExecutor.open(setup().resourceRoots(List.of(resources)).build())) {
      result = executor.execute(AnalysisRequest.of(sources()));
    }

    assertThat(result.findings())
        .filteredOn(finding -> finding.file().equals(named))
        .extracting(Finding::ruleId, Finding::line)
        .containsExactly(tuple("SyncLogAppender", 4));
    assertThat(result.problems())
        .extracting(problem -> problem.file().getFileName().toString(), problem -> problem.line())
        .containsExactly(tuple("application-prod.properties", 2));
    assertThat(result.errors()).isEmpty();
  }

  private AnalysisResult execute(AnalysisRequest request) {
    try (AnalysisExecutor executor = AnalysisExecutor.open(setup().threads(2).build())) {
      return executor.execute(request);
    }
  }

  private AnalysisSetup.Builder setup() {
    return AnalysisSetup.builder(module, SourceReader.strict(StandardCharsets.UTF_8, "encoding"))
        .sourceRoots(List.of(java));
  }

  private SourceSet sources() {
    return SourceSet.collect(
        List.of(java),
        List.of(module.resolve("src/main/resources")),
        new SourceSet.Selection(null, null, module.resolve("target"), false));
  }

  private ChangedLines changed(Path file, int line) {
    String path = module.relativize(file).toString();
    return ChangedLines.of(
        module,
        UnifiedDiff.parse(
            "--- " + path + "\n+++ " + path + "\n@@ -" + line + " +" + line + " @@\n-x\n+y\n"),
        List.of());
  }
}
