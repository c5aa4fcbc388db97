package dev.bottleneck.reviewbot;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Where the action and its scripts are, and the pinned Go tools, built with the action's own
 * install script into a folder keyed by version (so a second run reuses them).
 */
final class Tools {
  private Tools() {}

  static Path repositoryRoot() {
    return Path.of(property("repository.root")).toAbsolutePath().normalize();
  }

  static Path script(String name) {
    return repositoryRoot().resolve("review-bot/scripts").resolve(name);
  }

  static String property(String name) {
    String value = System.getProperty(name);
    if (value == null || value.isBlank()) {
      throw new IllegalStateException(
          "System property "
              + name
              + " is not set; run the tests through Maven (review-bot/pom.xml sets it)");
    }
    return value;
  }

  /** The reviewdog binary, or the test is skipped with the reason where Go is missing. */
  static Path reviewdog() {
    return install(property("reviewdog.module"));
  }

  static Path actionlint() {
    return install(property("actionlint.module"));
  }

  static void assumeJq() {
    boolean found =
        Shell.run(
                    repositoryRoot(),
                    Shell.baseEnvironment(),
                    null,
                    List.of("sh", "-c", "command -v jq"))
                .exitCode()
            == 0;
    assumeTrue(
        found,
        "jq is not installed: the action's scripts need it (GitHub's runners have it); skipped");
  }

  private static Path install(String module) {
    Map<String, String> env = Shell.baseEnvironment();
    boolean go =
        Shell.run(repositoryRoot(), env, null, List.of("sh", "-c", "command -v go")).exitCode()
            == 0;
    String name = module.substring(module.lastIndexOf('/') + 1);
    assumeTrue(
        go || Files.isExecutable(cached(name)),
        "Go is not installed (no go on the PATH nor in /usr/local/go/bin): "
            + module
            + " is built with go install; install Go 1.25 or newer to run this test. Skipped.");
    String toolsDir = System.getProperty("bottleneck.tools.dir", "");
    if (!toolsDir.isBlank()) {
      env.put("BOTTLENECK_TOOLS_DIR", toolsDir);
    }
    String path =
        Shell.run(repositoryRoot(), env, script("install-go-tool.sh").toString(), module).stdout();
    return Path.of(path.strip());
  }

  private static Path cached(String nameAtVersion) {
    String toolsDir = System.getProperty("bottleneck.tools.dir", "");
    Path dir =
        toolsDir.isBlank()
            ? Path.of(System.getProperty("user.home"), ".cache/bottleneck/go-tools")
            : Path.of(toolsDir);
    String name = nameAtVersion.substring(0, nameAtVersion.indexOf('@'));
    return dir.resolve(nameAtVersion).resolve(name);
  }
}
