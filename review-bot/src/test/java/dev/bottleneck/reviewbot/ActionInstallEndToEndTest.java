package dev.bottleneck.reviewbot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A fresh runner: an empty local Maven repository, Maven Central, and the action's checkout. The
 * action's install step finds the plugin of its version nowhere, builds it from the checkout into
 * that repository, and the check that follows reports the pull request's finding with it; the next
 * run finds the plugin in place (as the cache restores it) and builds nothing. Downloads what the
 * toolkit's build needs (once per test JVM, see {@link FreshRunner}), so it is skipped in an
 * offline build.
 */
final class ActionInstallEndToEndTest {
  private static final String CONFIG = "src/main/resources/application.properties";

  @TempDir static Path temp;
  private static FreshRunner runner;
  private static Path project;

  @BeforeAll
  static void aPullRequestOnAFreshRunner() throws IOException {
    runner = FreshRunner.get();
    project = temp.resolve("shop");
    writeProject();
  }

  @Test
  void theFirstRunBuildsThePluginFromTheCheckoutIntoTheEmptyRepository() {
    String version = Tools.property("bottleneck.version");
    assertThat(runner.firstInstall())
        .containsEntry("built", "true")
        .containsEntry("version", version)
        .containsEntry("repository", runner.repository().toString());
    assertThat(
            runner
                .repository()
                .resolve(
                    "dev/bottleneck/bottleneck-maven-plugin/"
                        + version
                        + "/bottleneck-maven-plugin-"
                        + version
                        + ".jar"))
        .isRegularFile();
  }

  @Test
  void theCheckThenReportsThePullRequestsFinding() throws IOException {
    Map<String, String> check = runner.environment();
    check.put("BOTTLENECK_BASE", git("rev-parse", "HEAD~1").strip());
    Shell.run(project, check, Tools.script("run-check.sh").toString());

    JsonNode sarif =
        new ObjectMapper().readTree(project.resolve("target/bottleneck/bottleneck.sarif").toFile());
    assertThat(sarif.at("/runs/0/results"))
        .extracting(
            result -> result.at("/ruleId").asText(),
            result ->
                result.at("/locations/0/physicalLocation/artifactLocation/uri").asText()
                    + ":"
                    + result.at("/locations/0/physicalLocation/region/startLine").asInt())
        .containsExactly(tuple("AntPathMatcher", CONFIG + ":1"));
  }

  @Test
  void theNextRunOfTheSameCommitBuildsNothing() throws IOException {
    Map<String, String> key = runner.install(project, "key");
    assertThat(runner.install(project, "key")).isEqualTo(key);
    assertThat(key.get("key"))
        .startsWith("bottleneck-toolkit-" + Tools.property("bottleneck.version") + "-");
    assertThat(key).containsEntry("path", runner.repository().resolve("dev/bottleneck").toString());

    assertThat(runner.install(project, "install")).containsEntry("built", "false");
  }

  private static void writeProject() throws IOException {
    write(
        "pom.xml",
        """
        <project xmlns="http://maven.apache.org/POM/4.0.0">
          <modelVersion>4.0.0</modelVersion>
          <groupId>com.acme</groupId>
          <artifactId>shop</artifactId>
          <version>1.0</version>
          <properties>
            <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
          </properties>
        %s</project>
        """
            .formatted(FreshRunner.pluginBuild()));
    write(".gitignore", "target/\n");
    git("init", "-q", "-b", "main");
    git("add", "-A");
    git("commit", "-q", "-m", "base");
    write(CONFIG, "spring.mvc.pathmatch.matching-strategy=ant_path_matcher\n");
    git("add", "-A");
    git("commit", "-q", "-m", "head: the legacy matcher");
  }

  private static void write(String path, String text) throws IOException {
    Path file = project.resolve(path);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }

  private static String git(String... args) {
    List<String> command =
        new ArrayList<>(
            List.of("git", "-c", "user.name=Test", "-c", "user.email=test@example.com"));
    command.addAll(List.of(args));
    return Shell.run(project, Shell.baseEnvironment(), command.toArray(String[]::new)).stdout();
  }
}
