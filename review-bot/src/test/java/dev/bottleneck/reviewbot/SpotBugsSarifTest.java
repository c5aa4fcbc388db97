package dev.bottleneck.reviewbot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * SpotBugs' SARIF through the action's scripts: a pull request whose class files SpotBugs 4.9.8
 * analyses with the bottleneck-spotbugs jar of this build, exactly as spotbugs-maven-plugin runs it
 * with {@code sarifOutput} (the same engine and report writer; the plugin passes {@code -sarif} and
 * the project's source folders). SpotBugs writes each path relative to its source folder, named by
 * an absolute URI; the collect script makes the paths relative to the repository root, keeps the
 * results on changed lines, and the real reviewdog reports them with the rule ids.
 */
final class SpotBugsSarifTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String HANDLER = "orders/src/main/java/com/acme/orders/OrderHandler.java";

  @TempDir static Path temp;
  private static Path project;
  private static String base;
  private static Path spotbugsSarif;
  private static Path merged;
  private static Map<String, String> outputs;

  @BeforeAll
  static void analyseThePullRequest() throws IOException {
    Tools.assumeJq();
    project = temp.resolve("shop");
    String before =
        """
        package com.acme.orders;

        import com.fasterxml.jackson.databind.ObjectMapper;
        import org.slf4j.Logger;
        import org.slf4j.LoggerFactory;

        public class OrderHandler {
          private static final Logger LOG = LoggerFactory.getLogger(OrderHandler.class);

          public void cancel(String id) {
            LOG.debug("cancelling order " + id);
          }
        }
        """;
    write(HANDLER, before);
    git("init", "-q", "-b", "main");
    git("add", "-A");
    git("commit", "-q", "-m", "base: an old finding");
    base = git("rev-parse", "HEAD").strip();
    // The head adds a method at lines 14 to 17: two new findings, at 15 and 16.
    String method =
        """

          public String handle(String id, Object order) throws Exception {
            LOG.debug("handling order " + id);
            return new ObjectMapper().writeValueAsString(order);
          }
        }
        """;
    write(HANDLER, before.substring(0, before.lastIndexOf("}\n")) + method);
    git("commit", "-q", "-am", "head: two new findings");

    Path classes = project.resolve("orders/target/classes");
    compile(project.resolve(HANDLER), classes);
    spotbugsSarif = project.resolve("orders/target/spotbugsSarif.json");
    spotbugs(project.resolve("orders/src/main/java"), classes, spotbugsSarif);

    Path githubOutput = temp.resolve("collect-output");
    Map<String, String> env = Shell.baseEnvironment();
    env.put("BOTTLENECK_OUT", temp.resolve("out").toString());
    env.put("GITHUB_OUTPUT", githubOutput.toString());
    env.put("BOTTLENECK_SARIF_FILES", "**/target/spotbugsSarif.json");
    env.put("BOTTLENECK_BASE", base);
    Shell.run(project, env, Tools.script("collect-sarif.sh").toString());
    outputs = new HashMap<>();
    for (String line : Files.readAllLines(githubOutput)) {
      outputs.put(line.substring(0, line.indexOf('=')), line.substring(line.indexOf('=') + 1));
    }
    merged = Path.of(outputs.get("sarif"));
  }

  /** What SpotBugs wrote: the rule ids as bug types, paths relative to the source folder. */
  @Test
  void spotbugsWritesPathsRelativeToItsSourceFolder() throws IOException {
    JsonNode run = JSON.readTree(spotbugsSarif.toFile()).get("runs").get(0);
    assertThat(run.at("/tool/driver/name").asText()).isEqualTo("SpotBugs");
    assertThat(run.get("results"))
        .extracting(
            r -> r.get("ruleId").asText(),
            r -> r.at("/locations/0/physicalLocation/artifactLocation/uri").asText())
        .containsOnly(
            tuple("ObjectMapperPerCall", "com/acme/orders/OrderHandler.java"),
            tuple("EagerLogMessage", "com/acme/orders/OrderHandler.java"))
        .hasSize(3);
    String root =
        run.at("/results/0/locations/0/physicalLocation/artifactLocation/uriBaseId").asText();
    assertThat(run.at("/originalUriBaseIds/" + root + "/uri").asText())
        .startsWith("file:")
        .endsWith("/orders/src/main/java/");
  }

  @Test
  void collectKeepsTheNewFindingsWithPathsFromTheRepositoryRoot() throws IOException {
    assertThat(outputs).containsEntry("reports", "1").containsEntry("findings", "2");
    JsonNode run = JSON.readTree(merged.toFile()).get("runs").get(0);
    assertThat(run.has("originalUriBaseIds")).isFalse();
    // Code scanning takes one run per tool and category in an upload.
    assertThat(run.at("/automationDetails/id").asText()).isEqualTo("spotbugs/orders/target/");
    assertThat(run.get("results"))
        .extracting(
            r -> r.get("ruleId").asText(),
            r -> r.at("/locations/0/physicalLocation/artifactLocation/uri").asText(),
            r -> r.at("/locations/0/physicalLocation/region/startLine").asInt())
        .containsExactlyInAnyOrder(
            tuple("EagerLogMessage", HANDLER, 15), tuple("ObjectMapperPerCall", HANDLER, 16));
  }

  @Test
  void reviewdogReportsThemWithTheRuleIdsAndMessages() {
    Map<String, String> env = Shell.baseEnvironment();
    env.put("REVIEWDOG", Tools.reviewdog().toString());
    env.put("BOTTLENECK_SARIF", merged.toString());
    env.put("BOTTLENECK_REPORTER", "rdjsonl");
    env.put("BOTTLENECK_BASE", base);

    String rdjsonl = Shell.run(project, env, Tools.script("review.sh").toString()).stdout();

    List<JsonNode> diagnostics = rdjsonl.lines().map(SpotBugsSarifTest::json).toList();
    assertThat(diagnostics)
        .extracting(
            d -> d.at("/location/path").asText(),
            d -> d.at("/location/range/start/line").asInt(),
            d -> d.at("/code/value").asText())
        .containsExactlyInAnyOrder(
            tuple(HANDLER, 15, "EagerLogMessage"), tuple(HANDLER, 16, "ObjectMapperPerCall"));
    // The message is the rule's message string filled in, the catalog's text, not the summary.
    assertThat(diagnostics)
        .extracting(d -> d.get("message").asText())
        .anySatisfy(m -> assertThat(m).startsWith("new ObjectMapper() runs on every call here;"))
        .anySatisfy(
            m ->
                assertThat(m)
                    .startsWith("String concatenation builds this debug message even when debug"));
  }

  /** javac, against the test's own class path (Jackson and SLF4J are on it). */
  private static void compile(Path source, Path classes) throws IOException {
    Files.createDirectories(classes);
    int status =
        ToolProvider.getSystemJavaCompiler()
            .run(
                null,
                null,
                null,
                "-d",
                classes.toString(),
                "-cp",
                System.getProperty("java.class.path"),
                source.toString());
    assertThat(status).as("javac").isZero();
  }

  /**
   * SpotBugs' command line in a JVM of its own, with only our detectors: the engine on the test's
   * class path, the bottleneck-spotbugs jar as its plugin.
   */
  private static void spotbugs(Path sources, Path classes, Path sarif) {
    List<String> classPath =
        Arrays.asList(System.getProperty("java.class.path").split(File.pathSeparator));
    String plugin =
        classPath.stream()
            .filter(
                entry -> Path.of(entry).getFileName().toString().startsWith("bottleneck-spotbugs"))
            .findFirst()
            .orElseThrow(() -> new AssertionError("no bottleneck-spotbugs jar on " + classPath));
    List<String> engine = new ArrayList<>(classPath);
    engine.remove(plugin);
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Shell.run(
        project,
        Shell.baseEnvironment(),
        java,
        "-cp",
        String.join(File.pathSeparator, engine),
        "edu.umd.cs.findbugs.FindBugs2",
        "-pluginList",
        plugin,
        "-visitors",
        "PerCallCreationDetector,EagerLogMessageDetector",
        "-auxclasspath",
        String.join(File.pathSeparator, engine),
        "-sourcepath",
        sources.toString(),
        "-sarif=" + sarif,
        classes.toString());
  }

  private static JsonNode json(String line) {
    try {
      return JSON.readTree(line);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void write(String path, String text) throws IOException {
    Path file = project.resolve(path);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }

  private static String git(String... args) {
    List<String> command = new ArrayList<>(List.of("git", "-c", "user.name=T", "-c"));
    command.add("user.email=t@example.com");
    command.addAll(List.of(args));
    return Shell.run(project, Shell.baseEnvironment(), command.toArray(String[]::new)).stdout();
  }
}
