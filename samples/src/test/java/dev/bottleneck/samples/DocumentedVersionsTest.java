package dev.bottleneck.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every bottleneck artifact a document names carries the version this build produces: a snippet
 * with a version that was never built fails with "Could not find artifact" in the user's build.
 */
final class DocumentedVersionsTest {
  private static final Path ROOT = Path.of("..");

  /** {@code dev.bottleneck:artifact:version}, as in Gradle and command lines. */
  private static final Pattern COORDINATES =
      Pattern.compile("dev\\.bottleneck:([\\w-]+):(\\d[\\w.-]*)");

  /**
   * A pom's {@code <groupId>dev.bottleneck</groupId> <artifactId>...</artifactId> <version>...}.
   */
  private static final Pattern XML =
      Pattern.compile(
          "<groupId>dev\\.bottleneck</groupId>\\s*<artifactId>([\\w-]+)</artifactId>\\s*"
              + "(?:<version>([^<]*)</version>)?");

  @Test
  void everyDocumentedBottleneckArtifactHasTheBuildsVersion() throws IOException {
    String version = RootPom.version();
    List<String> wrong = new ArrayList<>();
    int named = 0;
    for (Path file : documents()) {
      String text = String.join("\n", GeneratedBlock.lines(file));
      for (Pattern pattern : List.of(COORDINATES, XML)) {
        Matcher matcher = pattern.matcher(text);
        while (matcher.find()) {
          named++;
          if (!version.equals(matcher.group(2))) {
            wrong.add(
                file.normalize()
                    + ":"
                    + lineOf(text, matcher.start())
                    + ": "
                    + matcher.group(1)
                    + " "
                    + (matcher.group(2) == null ? "without a version" : matcher.group(2)));
          }
        }
      }
    }
    assertThat(wrong)
        .as(
            "bottleneck artifacts named in the docs with another version than the build's %s",
            version)
        .isEmpty();
    assertThat(named).as("artifacts the docs name (README, guides)").isGreaterThanOrEqualTo(6);
  }

  @Test
  void aWrongVersionIsFound() {
    String text =
        """
        <groupId>dev.bottleneck</groupId>
        <artifactId>bottleneck-checks</artifactId>
        <version>0.1.0</version>
        errorprone("dev.bottleneck:bottleneck-checks:0.1.0")
        mvn dev.bottleneck:bottleneck-maven-plugin:check
        """;
    Matcher xml = XML.matcher(text);
    Matcher coordinates = COORDINATES.matcher(text);

    assertThat(xml.find()).isTrue();
    assertThat(xml.group(2)).isEqualTo("0.1.0");
    assertThat(coordinates.find()).isTrue();
    assertThat(coordinates.group(2)).isEqualTo("0.1.0");
    assertThat(coordinates.find()).as("a goal prefix is not a version").isFalse();
  }

  /** The README, CONTRIBUTING and every page and workflow of the site and the repository. */
  private static List<Path> documents() throws IOException {
    List<Path> files = new ArrayList<>();
    for (String name : List.of("README.md", "CONTRIBUTING.md", "action.yml")) {
      if (Files.isRegularFile(ROOT.resolve(name))) {
        files.add(ROOT.resolve(name));
      }
    }
    for (Path tree : List.of(ROOT.resolve(Path.of("src", "site")), ROOT.resolve(".github"))) {
      if (!Files.isDirectory(tree)) {
        continue;
      }
      try (Stream<Path> walk = Files.walk(tree)) {
        walk.filter(file -> file.toString().matches(".*\\.(md|yml|yaml)$"))
            .sorted()
            .forEach(files::add);
      }
    }
    return files;
  }

  private static int lineOf(String text, int offset) {
    return (int) text.substring(0, offset).chars().filter(c -> c == '\n').count() + 1;
  }
}
