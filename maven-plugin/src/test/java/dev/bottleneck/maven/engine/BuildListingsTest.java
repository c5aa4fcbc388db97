package dev.bottleneck.maven.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.finding.ParseProblem;
import dev.bottleneck.maven.source.SourceReader;
import dev.bottleneck.maven.source.SourceSet;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Analyses of one module in one JVM, each as a build runs it (the module's source set collected, an
 * executor opened, one run), with files of the module and of the module that calls it added,
 * deleted, renamed and rewritten between them: what a Maven daemon, the standalone command and the
 * language server meet. The folders' listings the JVM keeps must never hide a new file or keep a
 * deleted one. Every folder and file is written an hour back first, so that the first analysis
 * keeps what it listed and read; a change then leaves the times it leaves on a real disk.
 */
final class BuildListingsTest {
  private static final Instant SETTLED = Instant.now().minusSeconds(3_600);

  private static final String LOADER =
      """
      package com.acme.core;

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
      package com.acme.web;

      import com.acme.core.Loader;
      import jakarta.annotation.PostConstruct;

      class Startup {
        private final Loader loader = new Loader();

        @PostConstruct
        void start() throws Exception {
          loader.load("zones.json");
        }
      }
      """;

  private static final String HANDLER =
      """
      package com.acme.web;

      import com.acme.core.Loader;

      class Handler {
        private final Loader loader = new Loader();

        Object handle() throws Exception {
          return loader.load("zones.json");
        }
      }
      """;

  @TempDir Path build;
  private Path core;
  private Path web;
  private Path loader;

  @BeforeEach
  void write() throws IOException {
    core = build.resolve("core/src/main/java");
    web = build.resolve("web/src/main/java");
    loader = core.resolve("com/acme/core/Loader.java");
    write(loader, LOADER);
    write(web.resolve("com/acme/web/Startup.java"), STARTUP);
    settle();
  }

  @Test
  void aCallerAddedInAnotherModuleCountsInTheNextAnalysis() throws IOException {
    assertThat(analyze()).isEmpty();

    write(web.resolve("com/acme/web/Handler.java"), HANDLER);

    assertThat(analyze())
        .extracting(Finding::ruleId, Finding::file, Finding::line)
        .containsExactly(tuple("ObjectMapperPerCall", loader, 9));
  }

  @Test
  void aCallerAddedInANewFolderCountsInTheNextAnalysis() throws IOException {
    assertThat(analyze()).isEmpty();

    write(
        web.resolve("com/acme/web/api/Handler.java"),
        HANDLER.replace("package com.acme.web;", "package com.acme.web.api;"));

    assertThat(analyze()).extracting(Finding::ruleId).containsExactly("ObjectMapperPerCall");
  }

  @Test
  void aDeletedCallerNoLongerCountsInTheNextAnalysis() throws IOException {
    Path handler = web.resolve("com/acme/web/Handler.java");
    write(handler, HANDLER);
    settle();
    assertThat(analyze()).extracting(Finding::ruleId).containsExactly("ObjectMapperPerCall");

    Files.delete(handler);

    assertThat(analyze()).isEmpty();
  }

  @Test
  void aCallerRenamedOutOfTheJavaFilesNoLongerCountsAndRenamedBackCountsAgain() throws IOException {
    Path handler = web.resolve("com/acme/web/Handler.java");
    Path aside = web.resolve("com/acme/web/Handler.java.orig");
    write(handler, HANDLER);
    settle();
    assertThat(analyze()).hasSize(1);

    Files.move(handler, aside);
    assertThat(analyze()).isEmpty();

    Files.move(aside, handler);
    assertThat(analyze()).hasSize(1);
  }

  @Test
  void aFileRewrittenInPlaceIsReadAgainThoughItsFolderKeepsItsTime() throws IOException {
    Path handler = web.resolve("com/acme/web/Handler.java");
    write(handler, HANDLER.replace("loader.load(\"zones.json\")", "null"));
    settle();
    assertThat(analyze()).isEmpty();

    // As an editor saves in place: the folder's entries, and so its time, stay as they were.
    Files.writeString(handler, HANDLER);
    Files.setLastModifiedTime(handler.getParent(), FileTime.from(SETTLED));

    assertThat(analyze()).extracting(Finding::ruleId).containsExactly("ObjectMapperPerCall");
  }

  @Test
  void aFileAddedToTheModuleIsAnalyzedAndOneDeletedIsGoneWithoutAProblem() throws IOException {
    Path handler = web.resolve("com/acme/web/Handler.java");
    write(handler, HANDLER);
    Path second = core.resolve("com/acme/core/Second.java");
    settle();
    assertThat(analyze()).extracting(Finding::file).containsExactly(loader);

    write(second, LOADER.replace("class Loader", "class Second"));
    assertThat(analyze()).extracting(Finding::file).containsExactly(loader, second);

    Files.delete(second);
    assertThat(analyze()).extracting(Finding::file).containsExactly(loader);
  }

  @Test
  void aFileOfTheModuleRenamedIsReportedWhereItIsNow() throws IOException {
    Path handler = web.resolve("com/acme/web/Handler.java");
    write(handler, HANDLER);
    settle();
    assertThat(analyze()).extracting(Finding::file).containsExactly(loader);

    Path moved = core.resolve("com/acme/core/io/Loader.java");
    Files.createDirectories(moved.getParent());
    Files.writeString(moved, LOADER.replace("com.acme.core;", "com.acme.core.io;"));
    Files.delete(loader);
    Files.writeString(
        handler, HANDLER.replace("com.acme.core.Loader;", "com.acme.core.io.Loader;"));

    assertThat(analyze()).extracting(Finding::file, Finding::line).containsExactly(tuple(moved, 9));
  }

  /** One analysis of {@code core} with {@code web} as its caller, as a new build runs it. */
  private List<Finding> analyze() {
    SourceSet sources =
        SourceSet.collect(
            List.of(core),
            List.of(),
            new SourceSet.Selection(null, null, build.resolve("core/target"), false));
    AnalysisSetup setup =
        AnalysisSetup.builder(
                build.resolve("core"), SourceReader.strict(StandardCharsets.UTF_8, "encoding"))
            .sourceRoots(List.of(core))
            .callerRoots(List.of(web))
            .threads(1)
            .build();
    try (AnalysisExecutor executor = AnalysisExecutor.open(setup)) {
      AnalysisResult result = executor.execute(AnalysisRequest.of(sources));
      assertThat(Stream.concat(result.problems().stream(), result.errors().stream()))
          .extracting(ParseProblem::message)
          .isEmpty();
      return result.findings();
    }
  }

  private static void write(Path file, String text) throws IOException {
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }

  /** Every folder and file of the build an hour back, so that what is listed and read is kept. */
  private void settle() throws IOException {
    try (Stream<Path> paths = Files.walk(build)) {
      for (Path path : paths.toList()) {
        Files.setLastModifiedTime(path, FileTime.from(SETTLED));
      }
    }
  }
}
