package dev.bottleneck.reviewbot;

import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Stream;

/**
 * A runner as GitHub hands it out: an empty local Maven repository, Maven Central, and a copy of
 * the action's checkout, into which the action's install step has run once (the end-to-end tests
 * share it, one per test JVM). Skips the test that asks for it in an offline build.
 */
final class FreshRunner {
  private static FreshRunner instance;

  private final Path repository;
  private final Map<String, String> environment;
  private final Map<String, String> firstInstall;

  private FreshRunner(Path folder) throws IOException {
    repository = folder.resolve("empty-local-repository");
    Files.createDirectories(repository);
    Path action = copyOfTheActionCheckout(folder.resolve("action"));
    environment = Shell.baseEnvironment();
    environment.put("JAVA_HOME", System.getProperty("java.home"));
    environment.put("BOTTLENECK_ACTION_PATH", action.toString());
    environment.put(
        "BOTTLENECK_MAVEN", Path.of(Tools.property("maven.home"), "bin", "mvn").toString());
    environment.put("BOTTLENECK_MAVEN_ARGS", mavenArguments());
    firstInstall = install(folder, "install");
  }

  /** The runner, after the first install from the empty repository. */
  static synchronized FreshRunner get() {
    boolean offline = System.getProperty("bottleneck.end-to-end.mode", "").equals("offline=true");
    String skipped =
        "Maven runs offline: the review bot's end-to-end tests start from an empty local repository"
            + " and download from Maven Central. Skipped.";
    if (offline) {
      System.out.println(skipped);
    }
    assumeFalse(offline, skipped);
    if (instance == null) {
      try {
        Path folder = Path.of(Tools.property("bottleneck.end-to-end.dir"));
        delete(folder);
        instance = new FreshRunner(folder);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return instance;
  }

  /** A pom's build section that declares the plugin of this build's version. */
  static String pluginBuild() {
    return """
    <build>
      <plugins>
        <plugin>
          <groupId>dev.bottleneck</groupId>
          <artifactId>bottleneck-maven-plugin</artifactId>
          <version>%s</version>
        </plugin>
      </plugins>
    </build>
    """
        .formatted(Tools.property("bottleneck.version"));
  }

  Path repository() {
    return repository;
  }

  /** BOTTLENECK_MAVEN_ARGS of the action's steps: the empty repository, Maven Central. */
  String mavenArguments() {
    return "-B -ntp -Dmaven.repo.local=" + repository;
  }

  /** The environment of the action's Maven steps. */
  Map<String, String> environment() {
    return new HashMap<>(environment);
  }

  /** The outputs of the first install, on the empty repository. */
  Map<String, String> firstInstall() {
    return firstInstall;
  }

  /** Runs {@code install-toolkit.sh mode} in {@code directory} and returns its outputs. */
  Map<String, String> install(Path directory, String mode) throws IOException {
    Path output = Files.createTempFile(repository.getParent(), "github-output", ".txt");
    Map<String, String> run = environment();
    run.put("GITHUB_OUTPUT", output.toString());
    Shell.run(directory, run, Tools.script("install-toolkit.sh").toString(), mode);
    Map<String, String> outputs = new HashMap<>();
    for (String line : Files.readAllLines(output)) {
      outputs.put(line.substring(0, line.indexOf('=')), line.substring(line.indexOf('=') + 1));
    }
    return outputs;
  }

  /** What a runner downloads as the action: the repository's files, no build output. */
  private static Path copyOfTheActionCheckout(Path target) throws IOException {
    Path root = Tools.repositoryRoot();
    String files =
        Shell.run(root, Shell.baseEnvironment(), "git", "ls-files", "-co", "--exclude-standard")
            .stdout();
    for (String file : files.lines().toList()) {
      Path source = root.resolve(file);
      if (Files.isRegularFile(source)) {
        Path copy = target.resolve(file);
        Files.createDirectories(copy.getParent());
        Files.copy(source, copy, StandardCopyOption.COPY_ATTRIBUTES);
      }
    }
    return target;
  }

  private static void delete(Path folder) throws IOException {
    if (!Files.exists(folder)) {
      return;
    }
    try (Stream<Path> files = Files.walk(folder)) {
      for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(file);
      }
    }
  }
}
