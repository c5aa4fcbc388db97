package dev.bottleneck.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class MarkersTest {
  @TempDir Path root;

  @Test
  void markerPointsAtTheLineBelowIt() throws IOException {
    Path file = write("a/Sample.java", """
        class Sample {
          void run() {
            // BUG: Diagnostic contains: CommonPoolAsync
            java.util.concurrent.CompletableFuture.runAsync(() -> {});
            // BUG: Diagnostic contains: AntPathMatcher remedy text may follow
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
  void configFilesMarkWithHashComments() throws IOException {
    write("application.yml", """
        spring:
          mvc:
            pathmatch:
              # BUG: Diagnostic contains: AntPathMatcher
              matching-strategy: ant_path_matcher
        """);
    write("application.properties", "# BUG: Diagnostic contains: AntPathMatcher\na=b\n");
    write("Text.java", "class Text {\n  String s = \"\"\"\n  # BUG: Diagnostic contains: AntPathMatcher\n  x\"\"\";\n}\n");
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
