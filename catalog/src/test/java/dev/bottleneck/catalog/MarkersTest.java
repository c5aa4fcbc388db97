package dev.bottleneck.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class MarkersTest {
  @TempDir Path root;

  @Test
  void markerPointsAtTheLineBelowIt() throws IOException {
    Path file =
        write(
            "a/Sample.java",
            """
            class Sample {
              void run() {
                // BUG: Diagnostic contains: CommonPoolAsync
                java.util.concurrent.CompletableFuture.runAsync(() -> {});
                // BUG: Diagnostic contains: AntPathMatcher
                new Object();
              }
            }
            """);

    assertThat(Markers.read(root))
        .containsExactly(
            new Marker("a/Sample.java", 4, "CommonPoolAsync"),
            new Marker("a/Sample.java", 6, "AntPathMatcher"));
    assertThat(Markers.readFile(root, file)).hasSize(2);
  }

  @Test
  void commentLinesBelowTheMarkerAreMessageFragmentsAndTheMarkedLineFollowsThem()
      throws IOException {
    write(
        "Mapper.java",
        """
        class Mapper {
          String run() throws Exception {
            // BUG: Diagnostic contains: ObjectMapperPerCall
            //   new ObjectMapper()
            // runs on every call
            return new com.fasterxml.jackson.databind.ObjectMapper().writeValueAsString(1);
          }
        }
        """);

    assertThat(Markers.read(root))
        .containsExactly(
            new Marker(
                "Mapper.java",
                6,
                "ObjectMapperPerCall",
                List.of("new ObjectMapper()", "runs on every call")));
    assertThat(Markers.sites(Markers.read(root)))
        .containsExactly(new Marker("Mapper.java", 6, "ObjectMapperPerCall"));
  }

  @Test
  void eachFragmentMustBeContainedInSomeMessageAtItsSite() {
    Marker marker =
        new Marker("A.java", 3, "ObjectMapperPerCall", List.of("new ObjectMapper()", "per call"));
    Marker site = marker.site();

    assertThat(
            Markers.unmetFragments(
                List.of(marker),
                Map.of(site, List.of("[ObjectMapperPerCall] new ObjectMapper() runs per call"))))
        .isEmpty();
    assertThat(
            Markers.unmetFragments(
                List.of(marker),
                Map.of(site, List.of("new ObjectMapper() here", "and once per call"))))
        .isEmpty();
    assertThat(
            Markers.unmetFragments(List.of(marker), Map.of(site, List.of("new ObjectMapper(...)"))))
        .containsExactly(
            "A.java:3 [ObjectMapperPerCall] no message contains 'new ObjectMapper()'; messages:"
                + " [new ObjectMapper(...)]",
            "A.java:3 [ObjectMapperPerCall] no message contains 'per call'; messages: [new"
                + " ObjectMapper(...)]");
    assertThat(Markers.unmetFragments(List.of(marker), Map.of())).hasSize(2);
  }

  @Test
  void textAfterTheRuleIdIsAnErrorBecauseErrorProneWouldMatchItAsOnePattern() throws IOException {
    write(
        "Bad.java",
        "class Bad {\n  // BUG: Diagnostic contains: AntPathMatcher remedy\n  int x;\n}\n");

    assertThatThrownBy(() -> Markers.read(root))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "Bad.java:2: a marker line holds exactly one rule id, found 'AntPathMatcher remedy';"
                + " put each message fragment on its own // line below it");
  }

  @Test
  void stackedMarkersAreAnErrorBecauseErrorProneReadsTheSecondAsAFragment() throws IOException {
    write(
        "Bad.java",
        """
        class Bad {
          // BUG: Diagnostic contains: AntPathMatcher
          // BUG: Diagnostic contains: CommonPoolAsync
          int x;
        }
        """);

    assertThatThrownBy(() -> Markers.read(root))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith(
            "Bad.java:3: a marker's continuation line must hold one message fragment");
  }

  @Test
  void configFilesMarkWithHashComments() throws IOException {
    write(
        "application.yml",
        """
        spring:
          mvc:
            pathmatch:
              # BUG: Diagnostic contains: AntPathMatcher
              matching-strategy: ant_path_matcher
        """);
    write("application.properties", "# BUG: Diagnostic contains: AntPathMatcher\na=b\n");
    write(
        "Text.java",
        "class Text {\n"
            + "  String s = \"\"\"\n"
            + "  # BUG: Diagnostic contains: AntPathMatcher\n"
            + "  x\"\"\";\n"
            + "}\n");
    write("notes.txt", "# BUG: Diagnostic contains: AntPathMatcher\nx\n");

    assertThat(Markers.read(root))
        .containsExactly(
            new Marker("application.properties", 2, "AntPathMatcher"),
            new Marker("application.yml", 5, "AntPathMatcher"));
  }

  @Test
  void fileWithoutMarkersExpectsNothing() throws IOException {
    write("Good.java", "class Good { /* Diagnostic contains: nothing */ }\n");

    assertThat(Markers.read(root)).isEmpty();
  }

  @Test
  void unknownRuleIdIsAnErrorNamingFileAndLine() throws IOException {
    write("Bad.java", "class Bad {\n  // BUG: Diagnostic contains: NoSuchRule\n  int x;\n}\n");

    assertThatThrownBy(() -> Markers.read(root))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("Bad.java:2: marker names unknown rule 'NoSuchRule'");
  }

  private Path write(String relative, String text) throws IOException {
    Path file = root.resolve(relative);
    Files.createDirectories(file.getParent());
    return Files.writeString(file, text);
  }
}
