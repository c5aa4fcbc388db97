package dev.bottleneck.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code bottleneck} launcher script as packaged beside the jar: it learns Java's version from
 * the Java home's {@code release} file without starting a JVM, still refuses a Java older than 17
 * with its message, and keeps a class data sharing archive in the user cache that a broken cache
 * never turns into a failed run.
 *
 * <p>Runs at {@code integration-test}, after the jar and the launcher are packaged.
 */
@DisabledOnOs(OS.WINDOWS)
final class LauncherEndToEndTest {
  private static final Path LAUNCHER =
      Path.of(System.getProperty("bottleneck.cli.jar", "target/bottleneck-cli.jar"))
          .resolveSibling("bottleneck");
  private static final Path REAL_JAVA_HOME = Path.of(System.getProperty("java.home"));

  @TempDir Path temp;

  /** One launcher process: its exit code and what it printed. */
  record Launched(int exitCode, String out, String err) {}

  @Test
  void aJavaOlderThan17IsRefusedFromItsReleaseFileWithoutRunningIt() throws Exception {
    Path home = fakeJavaHome("JAVA_VERSION=\"11.0.2\"\n");

    Launched run = launch(Map.of("JAVA_HOME", home.toString()), "--version");

    assertThat(run.exitCode()).as(run.toString()).isEqualTo(2);
    assertThat(run.err())
        .contains("is Java 11.0.2; bottleneck needs Java 17 or newer: set JAVA_HOME");
    assertThat(home.resolve("ran")).as("the fake java was started").doesNotExist();
  }

  @Test
  void aJavaHomeWithoutReleaseFileIsAskedForItsVersion() throws Exception {
    Path home = fakeJavaHome(null);

    Launched run = launch(Map.of("JAVA_HOME", home.toString()), "--version");

    assertThat(run.exitCode()).as(run.toString()).isEqualTo(2);
    assertThat(run.err()).contains("is Java 11; bottleneck needs Java 17 or newer");
    assertThat(home.resolve("ran")).exists();
  }

  @Test
  void theFirstCheckWritesTheArchiveThatTheNextOneMaps() throws Exception {
    Path cache = temp.resolve("cache");
    Path module = smallModule();
    Map<String, String> environment =
        Map.of("JAVA_HOME", REAL_JAVA_HOME.toString(), "XDG_CACHE_HOME", cache.toString());

    Launched version = launch(environment, "--version");
    assertThat(archives(cache)).as("--version writes no archive").isEmpty();
    Launched first = launch(environment, "check", module.toString());
    List<Path> written = archives(cache);
    Launched second = launch(environment, "check", module.toString());

    assertThat(version.exitCode()).as(version.toString()).isZero();
    assertThat(first.exitCode()).as(first.toString()).isZero();
    assertThat(written).hasSize(1);
    assertThat(written.get(0).getFileName().toString()).endsWith(".jsa");
    assertThat(second).isEqualTo(first);
    assertThat(archives(cache)).isEqualTo(written);
    assertThat(first.out()).contains("bottleneck: no findings in ");
    assertThat(first.out() + first.err()).doesNotContain("cds", "CDS", "warning");
  }

  @Test
  void aCacheThatCannotBeWrittenRunsWithoutArchiveSilently() throws Exception {
    Path notAFolder = Files.writeString(temp.resolve("cache"), "a file where a folder should be");
    Path module = smallModule();
    Map<String, String> environment =
        Map.of("JAVA_HOME", REAL_JAVA_HOME.toString(), "XDG_CACHE_HOME", notAFolder.toString());

    Launched run = launch(environment, "check", module.toString());

    assertThat(run.exitCode()).as(run.toString()).isZero();
    assertThat(run.out()).contains("bottleneck: no findings in ");
    assertThat(run.out() + run.err()).doesNotContain("cds", "CDS", "jsa");
  }

  /**
   * A Java home whose {@code bin/java} records that it ran and answers {@code -XshowSettings} as a
   * Java 11 would.
   *
   * @param release the {@code release} file's text, or null for none
   */
  private Path fakeJavaHome(String release) throws IOException {
    Path home = temp.resolve("java");
    Path java = home.resolve("bin/java");
    Files.createDirectories(java.getParent());
    Files.writeString(
        java,
        """
        #!/bin/sh
        touch "$(dirname "$0")/../ran"
        echo '    java.specification.version = 11' >&2
        """,
        StandardCharsets.UTF_8);
    Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
    if (release != null) {
      Files.writeString(home.resolve("release"), release, StandardCharsets.UTF_8);
    }
    return home;
  }

  /** A module of one clean Java file. */
  private Path smallModule() throws IOException {
    Path module = temp.resolve("module");
    Path source = module.resolve("src/main/java/demo/Clean.java");
    Files.createDirectories(source.getParent());
    Files.writeString(
        module.resolve("pom.xml"), "<project><artifactId>demo</artifactId></project>");
    Files.writeString(source, "package demo;\n\nclass Clean {}\n");
    return module;
  }

  private static List<Path> archives(Path cache) throws IOException {
    if (!Files.isDirectory(cache)) {
      return List.of();
    }
    try (Stream<Path> files = Files.walk(cache)) {
      return files.filter(file -> file.toString().endsWith(".jsa")).sorted().toList();
    }
  }

  private Launched launch(Map<String, String> environment, String... arguments)
      throws IOException, InterruptedException {
    ProcessBuilder builder =
        new ProcessBuilder(
                Stream.concat(Stream.of("bash", LAUNCHER.toString()), Stream.of(arguments))
                    .toList())
            .directory(temp.toFile())
            .redirectOutput(temp.resolve("out.txt").toFile())
            .redirectError(temp.resolve("err.txt").toFile());
    builder.environment().remove("BOTTLENECK_OPTS");
    builder.environment().putAll(environment);
    Process process = builder.start();
    assertThat(process.waitFor(5, TimeUnit.MINUTES)).as("the launcher ended").isTrue();
    return new Launched(
        process.exitValue(),
        Files.readString(temp.resolve("out.txt")),
        Files.readString(temp.resolve("err.txt")));
  }
}
