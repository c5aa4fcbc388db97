package dev.bottleneck.cli.lsp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.bottleneck.maven.finding.Fix;
import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real editor against the server jar: headless Neovim (its built-in LSP client, 0.7 or newer)
 * runs {@code neovim-end-to-end.lua} on a copy of the samples. Neovim opens every file of the
 * samples' main roots, and each file's diagnostics, as Neovim holds them, must be the findings that
 * the plugin reported for it in the samples' own build of this reactor (rule, line, column,
 * message, from {@code samples/target/bottleneck/bottleneck.sarif}). Then an edit in a buffer
 * removes one bottleneck and its diagnostic, the engine's quick fix for another is applied and must
 * give the text the SARIF report's fix gives, and a hover shows the rule's help.
 *
 * <p>Runs at {@code integration-test}, after the jar is packaged and the samples are built. Where
 * {@code nvim} is missing it is skipped and says how to install it.
 */
final class NeovimEndToEndTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Path REPOSITORY =
      Path.of(System.getProperty("repository.root", "..")).toAbsolutePath().normalize();
  private static final Path SAMPLES = REPOSITORY.resolve("samples");
  private static final String EDITED =
      "src/main/java/dev/bottleneck/samples/JaxbContextPerCallBad.java";
  private static final int EDITED_LINE = 34;
  private static final String FIXED =
      "src/main/java/dev/bottleneck/samples/ObjectMapperPerCallBad.java";
  private static final int FIXED_LINE = 26;

  @TempDir Path work;

  /** One finding as the plugin's report and the editor both show it. */
  record Result(String ruleId, int line, int column, String message) implements Comparable<Result> {
    @Override
    public int compareTo(Result other) {
      return toString().compareTo(other.toString());
    }
  }

  @Test
  void neovimShowsThePluginsFindingsAndAppliesTheEnginesFix() throws Exception {
    Optional<String> nvim = neovim();
    assumeThat(nvim)
        .as(
            "Neovim (nvim, 0.7 or newer) is not on the PATH, so the end-to-end test with a real"
                + " editor is skipped; install it to run it: apt-get install -y neovim (Debian,"
                + " Ubuntu), brew install neovim (macOS)")
        .isPresent();
    Path sarif = SAMPLES.resolve("target/bottleneck/bottleneck.sarif");
    assertThat(sarif)
        .as("the samples' build writes it at verify; run ./mvnw -pl cli -am verify")
        .isRegularFile();
    Path jar = Path.of(System.getProperty("bottleneck.cli.jar", "target/missing.jar"));
    assertThat(jar).as("the server jar, packaged before integration-test").isRegularFile();

    Path copy = work.resolve("samples");
    copy(SAMPLES.resolve("pom.xml"), copy.resolve("pom.xml"));
    copyTree(SAMPLES.resolve("src/main"), copy.resolve("src/main"));
    List<String> files = files(copy);
    Map<String, SortedSet<Result>> plugin = pluginResults(sarif);
    JsonNode seen = runNeovim(nvim.get(), jar, copy, files);

    for (String file : files) {
      String relative = copy.relativize(Path.of(file)).toString().replace(File.separatorChar, '/');
      assertThat(results(seen.at("/files").get(file)))
          .as("the diagnostics of %s in Neovim", relative)
          .containsExactlyElementsOf(plugin.getOrDefault(relative, new TreeSet<>()));
      for (JsonNode diagnostic : seen.at("/files").get(file)) {
        assertThat(diagnostic.get("source").asText()).isEqualTo("bottleneck");
        assertThat(diagnostic.get("href").asText())
            .startsWith(installed())
            .endsWith("/rules/" + diagnostic.get("code").asText() + ".html")
            .satisfies(href -> assertThat(Path.of(URI.create(href))).isRegularFile());
      }
    }
    SortedSet<Result> afterEdit = new TreeSet<>(plugin.get(EDITED));
    afterEdit.removeIf(result -> result.line() == EDITED_LINE);
    assertThat(results(seen.get("edited"))).containsExactlyElementsOf(afterEdit);
    assertThat(seen.at("/action/title").asText()).isEqualTo(fixDescription(sarif, FIXED_LINE));
    assertThat(lines(seen.at("/action/lines")))
        .isEqualTo(expectedAfterFix(sarif, copy.resolve(FIXED), FIXED_LINE));
    assertThat(seen.get("hover").asText())
        .containsPattern(
            "\\*\\*\\[JaxbContextPerCall\\]\\("
                + Pattern.quote(installed())
                + "[^/]+/rules/JaxbContextPerCall\\.html\\)\\*\\*")
        .contains("**Fix**");
    System.out.printf(
        "Neovim %s: %d files, %d diagnostics equal to the plugin's SARIF results; the edit took"
            + " one away; the quick fix \"%s\" gave the SARIF fix's text%n",
        nvim.get(),
        files.size(),
        plugin.values().stream().mapToInt(SortedSet::size).sum(),
        seen.at("/action/title").asText());
  }

  private JsonNode runNeovim(String version, Path jar, Path root, List<String> files)
      throws IOException, InterruptedException, URISyntaxException {
    Path out = work.resolve("neovim.json");
    ObjectNode config = JSON.createObjectNode();
    List<String> command =
        List.of(
            Path.of(System.getProperty("java.home"), "bin", "java").toString(),
            "-jar",
            jar.toString(),
            "lsp",
            "--classpath",
            classpath());
    command.forEach(config.putArray("cmd")::add);
    config.put("root", root.toString());
    files.forEach(config.putArray("files")::add);
    config
        .putObject("edit")
        .put("file", root.resolve(EDITED).toString())
        .put("line", EDITED_LINE)
        .put("text", "    JAXBContext context = CONTEXT;");
    config.putObject("action").put("file", root.resolve(FIXED).toString()).put("line", FIXED_LINE);
    config.putObject("hover").put("file", root.resolve(EDITED).toString()).put("line", 42);
    config.put("timeout", 120_000);
    config.put("out", out.toString());
    Path configFile = work.resolve("neovim-config.json");
    JSON.writeValue(configFile.toFile(), config);
    Path script = Path.of(NeovimEndToEndTest.class.getResource("neovim-end-to-end.lua").toURI());
    Path log = work.resolve("neovim.log");
    ProcessBuilder builder =
        new ProcessBuilder("nvim", "--headless", "--clean", "-c", "luafile " + script)
            .redirectErrorStream(true)
            .redirectOutput(log.toFile());
    builder.environment().put("BOTTLENECK_E2E_CONFIG", configFile.toString());
    // Neovim's LSP log (and nothing else of the user's) goes to the test's folder.
    builder.environment().put("XDG_CACHE_HOME", work.resolve("cache").toString());
    builder.environment().put("XDG_STATE_HOME", work.resolve("state").toString());
    Process neovim = builder.start();
    boolean ended = neovim.waitFor(10, TimeUnit.MINUTES);
    if (!ended) {
      neovim.destroyForcibly();
    }
    String output = Files.exists(log) ? Files.readString(log) : "";
    assertThat(ended)
        .as("Neovim %s ended within 10 minutes; its output: %s", version, output)
        .isTrue();
    assertThat(out)
        .as("Neovim %s wrote its results; its output: %s", version, output)
        .isRegularFile();
    JsonNode seen = JSON.readTree(out.toFile());
    assertThat(seen.path("error").asText(""))
        .as("the script's error; the server's log: %s", seen.get("log"))
        .isEmpty();
    assertThat(neovim.exitValue()).as("Neovim's exit code; its output: %s", output).isZero();
    assertThat(seen.get("log").toString()).contains("bottleneck: analyzed");
    return seen;
  }

  /** The compile class path the samples' build gave the plugin, as the command's test gives it. */
  private static String classpath() throws IOException {
    return SAMPLES.resolve("target/classes")
        + File.pathSeparator
        + Files.readString(SAMPLES.resolve("target/compile.classpath"), StandardCharsets.UTF_8)
            .strip();
  }

  /** Every Java file of the copy's main sources and its Spring Boot configuration files. */
  private static List<String> files(Path copy) throws IOException {
    List<String> files = new ArrayList<>();
    try (Stream<Path> all = Files.walk(copy.resolve("src/main"))) {
      all.filter(Files::isRegularFile)
          .filter(
              file -> {
                String name = file.getFileName().toString();
                return name.endsWith(".java") || name.matches("application.*\\.(yml|properties)");
              })
          .sorted()
          .forEach(file -> files.add(file.toString()));
    }
    return files;
  }

  /** The plugin's results by file, relative to the samples. */
  private static Map<String, SortedSet<Result>> pluginResults(Path sarif) throws IOException {
    Map<String, SortedSet<Result>> results = new TreeMap<>();
    for (JsonNode result : sarifResults(sarif)) {
      JsonNode location = result.at("/locations/0/physicalLocation");
      String file = location.at("/artifactLocation/uri").asText().replaceFirst("^samples/", "");
      results
          .computeIfAbsent(file, key -> new TreeSet<>())
          .add(
              new Result(
                  result.get("ruleId").asText(),
                  location.at("/region/startLine").asInt(),
                  location.at("/region/startColumn").asInt(),
                  result.at("/message/text").asText()));
    }
    return results;
  }

  private static List<JsonNode> sarifResults(Path sarif) throws IOException {
    List<JsonNode> results = new ArrayList<>();
    for (JsonNode run : JSON.readTree(sarif.toFile()).get("runs")) {
      run.get("results").forEach(results::add);
    }
    return results;
  }

  /**
   * Where the server installs the rule pages: the XDG_CACHE_HOME the test gives Neovim, which the
   * server inherits; the version folder follows.
   */
  private String installed() {
    return "file://" + work.resolve("cache").toAbsolutePath() + "/bottleneck/";
  }

  private static SortedSet<Result> results(JsonNode diagnostics) {
    SortedSet<Result> results = new TreeSet<>();
    for (JsonNode diagnostic : diagnostics) {
      results.add(
          new Result(
              diagnostic.get("code").asText(),
              diagnostic.get("line").asInt(),
              diagnostic.get("column").asInt(),
              diagnostic.get("message").asText()));
    }
    return results;
  }

  /** The SARIF result's fix of the finding on {@code line} of the fixed file. */
  private static JsonNode sarifFix(Path sarif, int line) throws IOException {
    return sarifResults(sarif).stream()
        .filter(
            r ->
                r.at("/locations/0/physicalLocation/artifactLocation/uri").asText().endsWith(FIXED))
        .filter(r -> r.at("/locations/0/physicalLocation/region/startLine").asInt() == line)
        .findFirst()
        .orElseThrow()
        .at("/fixes/0");
  }

  private static String fixDescription(Path sarif, int line) throws IOException {
    return sarifFix(sarif, line).at("/description/text").asText();
  }

  /** The file's text with the SARIF fix applied, as lines. */
  private static String expectedAfterFix(Path sarif, Path file, int line) throws IOException {
    JsonNode replacement = sarifFix(sarif, line).at("/artifactChanges/0/replacements/0");
    Fix fix =
        new Fix(
            "",
            replacement.at("/deletedRegion/startLine").asInt(),
            replacement.at("/deletedRegion/endLine").asInt(),
            List.of(replacement.at("/insertedContent/text").asText().split("\n", -1)));
    String text = Fix.apply(Files.readString(file), List.of(fix)).text();
    return text.endsWith("\n") ? text.substring(0, text.length() - 1) : text;
  }

  private static String lines(JsonNode lines) {
    List<String> all = new ArrayList<>();
    lines.forEach(line -> all.add(line.asText()));
    return String.join("\n", all);
  }

  /** The version of {@code nvim} on the PATH when it is 0.7 or newer. */
  private static Optional<String> neovim() {
    try {
      Process version = new ProcessBuilder("nvim", "--version").redirectErrorStream(true).start();
      String first =
          new String(version.getInputStream().readAllBytes(), StandardCharsets.UTF_8)
              .lines()
              .findFirst()
              .orElse("");
      version.waitFor(30, TimeUnit.SECONDS);
      java.util.regex.Matcher number =
          java.util.regex.Pattern.compile("NVIM v(\\d+)\\.(\\d+)\\S*").matcher(first);
      if (!number.find()) {
        return Optional.empty();
      }
      int major = Integer.parseInt(number.group(1));
      int minor = Integer.parseInt(number.group(2));
      return major > 0 || minor >= 7 ? Optional.of(number.group().substring(5)) : Optional.empty();
    } catch (IOException e) {
      return Optional.empty();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Optional.empty();
    }
  }

  private static void copy(Path from, Path to) throws IOException {
    Files.createDirectories(to.getParent());
    Files.copy(from, to);
  }

  private static void copyTree(Path from, Path to) throws IOException {
    try (Stream<Path> all = Files.walk(from)) {
      for (Path path : all.toList()) {
        Path target = to.resolve(from.relativize(path).toString());
        if (Files.isDirectory(path)) {
          Files.createDirectories(target);
        } else {
          Files.copy(path, target);
        }
      }
    }
  }
}
