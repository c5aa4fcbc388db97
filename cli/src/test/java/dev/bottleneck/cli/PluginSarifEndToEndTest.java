package dev.bottleneck.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.bottleneck.maven.spi.JavaRule;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ServiceLoader;
import java.util.SortedSet;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bottleneck check samples} gives the results that {@code mvn bottleneck:check} gave in the
 * samples' own build of this reactor: the same rule, file, line, column and message for each, read
 * from the two SARIF reports. The command gets the class path Maven gave the goal, as a Gradle task
 * would pass its compile class path: one message (AntPathMatcher's advice for the Spring Security
 * version found there) depends on it.
 *
 * <p>Runs at {@code integration-test}, after the samples module (a dependency, so built first) has
 * run its verify phase, where the plugin writes {@code samples/target/bottleneck/bottleneck.sarif}.
 */
final class PluginSarifEndToEndTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Path REPOSITORY =
      Path.of(System.getProperty("repository.root", "..")).toAbsolutePath().normalize();
  private static final Path SAMPLES = REPOSITORY.resolve("samples");

  @TempDir Path output;

  /** One result as both reports hold it. */
  record Result(String ruleId, String file, int line, int column, String message)
      implements Comparable<Result> {
    @Override
    public int compareTo(Result other) {
      return toString().compareTo(other.toString());
    }

    static Result of(JsonNode result) {
      JsonNode location = result.at("/locations/0/physicalLocation");
      return new Result(
          result.get("ruleId").asText(),
          location.at("/artifactLocation/uri").asText(),
          location.at("/region/startLine").asInt(),
          location.at("/region/startColumn").asInt(),
          result.at("/message/text").asText());
    }
  }

  @Test
  void theCommandReportsWhatThePluginReportedOnTheSamples() throws IOException {
    Path pluginReport = SAMPLES.resolve("target/bottleneck/bottleneck.sarif");
    Path classpathFile = SAMPLES.resolve("target/compile.classpath");
    assertThat(pluginReport)
        .as(
            "the samples' build writes it at verify; run ./mvnw -pl cli -am verify so that the"
                + " reactor builds the samples first")
        .isRegularFile();
    String classpath =
        SAMPLES.resolve("target/classes")
            + File.pathSeparator
            + Files.readString(classpathFile, StandardCharsets.UTF_8).strip();

    CommandRun run =
        CommandRun.in(
            REPOSITORY,
            "check",
            "--formats=sarif",
            "--output-directory=" + output,
            "--fail-on-violation=false",
            "--classpath=" + classpath,
            "samples");

    assertThat(run.exitCode()).as(run.toString()).isZero();
    SortedSet<Result> plugin = results(pluginReport);
    SortedSet<Result> command = results(output.resolve("bottleneck.sarif"));
    // Not two empty sets: the samples show every rule of the engine.
    assertThat(plugin)
        .extracting(Result::ruleId)
        .containsAll(
            ServiceLoader.load(JavaRule.class).stream().map(rule -> rule.get().id()).toList());
    assertThat(command).containsExactlyElementsOf(plugin);
  }

  private static SortedSet<Result> results(Path sarif) throws IOException {
    SortedSet<Result> results = new TreeSet<>();
    for (JsonNode run : JSON.readTree(sarif.toFile()).get("runs")) {
      run.get("results").forEach(result -> results.add(Result.of(result)));
    }
    return results;
  }
}
