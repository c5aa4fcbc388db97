package dev.bottleneck.maven.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.source.RootedFile;
import dev.bottleneck.maven.source.SourceReader;
import dev.bottleneck.maven.source.SourceSet;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A long-lived executor, as an editor keeps one: texts that stand in for files on disk, and the
 * module-wide judgments kept current one changed file at a time.
 */
final class ChangedFilesTest {
  private static final String LOADER =
      """
      package com.acme;

      import com.fasterxml.jackson.databind.ObjectMapper;
      import java.io.File;
      import java.util.Map;

      public class Loader {
        public Map<?, ?> load(String path) throws Exception {
          return new ObjectMapper().readValue(new File(path), Map.class);
        }
      }
      """;

  private static final String STARTUP =
      """
      package com.acme;

      import jakarta.annotation.PostConstruct;

      class Startup {
        private final Loader loader = new Loader();

        @PostConstruct
        void start() throws Exception {
          loader.load("zones.json");
        }
      }
      """;

  private static final String PER_REQUEST =
      """
      package com.acme;

      class Startup {
        private final Loader loader = new Loader();

        Object handle() throws Exception {
          return loader.load("zones.json");
        }
      }
      """;

  @TempDir Path module;
  private Path java;
  private Path loader;
  private Path startup;
  private final Map<Path, String> open = new ConcurrentHashMap<>();
  private AnalysisExecutor executor;

  @BeforeEach
  void write() throws IOException {
    java = module.resolve("src/main/java");
    loader = java.resolve("com/acme/Loader.java");
    startup = java.resolve("com/acme/Startup.java");
    Files.createDirectories(loader.getParent());
    Files.writeString(loader, LOADER);
    Files.writeString(startup, STARTUP);
    executor =
        AnalysisExecutor.open(
            AnalysisSetup.builder(module, SourceReader.strict(StandardCharsets.UTF_8, "encoding"))
                .sourceRoots(List.of(java))
                .threads(1)
                .overlay(file -> Optional.ofNullable(open.get(file)))
                .build());
  }

  @AfterEach
  void close() {
    executor.close();
  }

  @Test
  void onlyStartUpCodeCallsTheLoaderOnDisk() {
    assertThat(findingsIn(loader)).isEmpty();
  }

  @Test
  void theOverlaysTextIsAnalyzedInPlaceOfTheDisks() {
    open.put(loader, LOADER.replace("load(String path)", "load(String path, int unused)"));

    assertThat(findingsIn(loader))
        .extracting(Finding::ruleId, Finding::line, Finding::column)
        .containsExactly(tuple("ObjectMapperPerCall", 9, 12));
  }

  @Test
  void aCallerMovedIntoPerRequestCodeCountsOnceTheExecutorIsToldOfTheChange() {
    assertThat(findingsIn(loader)).isEmpty();

    open.put(startup, PER_REQUEST);
    executor.changed(startup);

    assertThat(findingsIn(loader))
        .extracting(Finding::ruleId)
        .containsExactly("ObjectMapperPerCall");

    open.remove(startup);
    executor.changed(startup);

    assertThat(findingsIn(loader)).isEmpty();
  }

  @Test
  void aFileThatOnlyTheOverlayHoldsIsACallerAndADeletedOneIsNot() throws IOException {
    Path handler = java.resolve("com/acme/Handler.java");
    assertThat(findingsIn(loader)).isEmpty();

    String perRequest = PER_REQUEST.replace("class Startup", "class Handler");

    assertThat(findingsAfter(() -> open.put(handler, perRequest), handler)).hasSize(1);
    assertThat(findingsAfter(() -> open.remove(handler), handler)).isEmpty();
    assertThat(findingsAfter(() -> Files.writeString(handler, perRequest), handler)).hasSize(1);
    assertThat(findingsAfter(() -> Files.delete(handler), handler)).isEmpty();
  }

  @Test
  void slowWorkThatAnotherBeanNoLongerDoesLeavesTheTransactionOnceTheExecutorIsToldOfTheChange()
      throws IOException {
    Path booking = java.resolve("com/acme/Booking.java");
    Path notifier = java.resolve("com/acme/Notifier.java");
    Files.writeString(
        booking,
        """
        package com.acme;

        import org.springframework.transaction.annotation.Transactional;

        public class Booking {
          Notifier notifier;

          @Transactional
          public void book(String order) {
            notifier.placed(order);
          }
        }
        """);
    String remote =
        """
        package com.acme;

        import org.springframework.web.client.RestTemplate;

        public class Notifier {
          RestTemplate rest;

          public void placed(String order) {
            rest.postForObject("http://mail/placed", order, String.class);
          }
        }
        """;
    Files.writeString(notifier, remote);

    List<Finding> before = findingsIn(booking);
    assertThat(before)
        .extracting(Finding::ruleId, Finding::line)
        .containsExactly(tuple("WideTransactional", 10));
    assertThat(before.get(0).message())
        .startsWith("Notifier.placed() -> RestTemplate.postForObject (remote call) runs while");

    open.put(notifier, remote.replace("rest.postForObject", "String.valueOf"));
    executor.changed(notifier);

    assertThat(findingsIn(booking)).isEmpty();
  }

  /** A change to a file, in the overlay or on disk. */
  private interface Change {
    void make() throws IOException;
  }

  /** The loader's findings once {@code changed} has changed and the executor is told. */
  private List<Finding> findingsAfter(Change change, Path changed) throws IOException {
    change.make();
    executor.changed(changed);
    return findingsIn(loader);
  }

  private List<Finding> findingsIn(Path file) {
    SourceSet one = new SourceSet(List.of(new RootedFile(java, file)), List.of());
    return executor.execute(AnalysisRequest.of(one)).findings();
  }
}
