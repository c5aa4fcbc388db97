package dev.bottleneck.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code bottleneck} launcher script as packaged beside the jar: it learns Java's version from
 * the Java home's {@code release} file without starting a JVM, and still refuses a Java older than
 * 17 with its message.
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
  void theJavaOnThePathIsFollowedThroughItsLinksToItsHome() throws Exception {
    Path home = fakeJavaHome("JAVA_VERSION=\"1.8.0_392\"\n");
    Path bin = Files.createDirectories(temp.resolve("bin"));
    Files.createSymbolicLink(bin.resolve("java"), home.resolve("bin/java"));
    Map<String, String> environment = new HashMap<>();
    environment.put("PATH", bin + File.pathSeparator + "/usr/bin" + File.pathSeparator + "/bin");
    environment.put("JAVA_HOME", null);

    Launched run = launch(environment, "--version");

    assertThat(run.exitCode()).as(run.toString()).isEqualTo(2);
    assertThat(run.err()).contains("is Java 1.8.0_392; bottleneck needs Java 17 or newer");
    assertThat(home.resolve("ran")).doesNotExist();
  }

  @Test
  void aJava17OrNewerRunsTheCommand() throws Exception {
    Launched run = launch(Map.of("JAVA_HOME", REAL_JAVA_HOME.toString()), "--version");

    assertThat(run.exitCode()).as(run.toString()).isZero();
    assertThat(run.out()).startsWith("bottleneck ").contains("Java " + Runtime.version().feature());
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
        touch '%s'
        echo '    java.specification.version = 11' >&2
        """
            .formatted(home.resolve("ran")),
        StandardCharsets.UTF_8);
    Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
    if (release != null) {
      Files.writeString(home.resolve("release"), release, StandardCharsets.UTF_8);
    }
    return home;
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
    environment.forEach(
        (name, value) -> {
          if (value == null) {
            builder.environment().remove(name);
          } else {
            builder.environment().put(name, value);
          }
        });
    Process process = builder.start();
    assertThat(process.waitFor(5, TimeUnit.MINUTES)).as("the launcher ended").isTrue();
    return new Launched(
        process.exitValue(),
        Files.readString(temp.resolve("out.txt")),
        Files.readString(temp.resolve("err.txt")));
  }
}
