package dev.bottleneck.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code bottleneck} launcher script as packaged beside the jar: it learns Java's version from
 * the Java home's {@code release} file without starting a JVM, still refuses a Java older than 17
 * with its message, and on Java 25 keeps a class data sharing archive in the user cache that a
 * broken cache never turns into a failed run.
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

  @Test
  void onJava25TheFirstCheckWritesTheArchiveThatTheNextOneMaps() throws Exception {
    Optional<Path> java25 = javaHomeFrom(25);
    assumeTrue(java25.isPresent(), "no Java 25 or newer beside " + REAL_JAVA_HOME);
    Path cache = temp.resolve("cache");
    Path module = smallModule();
    Map<String, String> environment =
        Map.of("JAVA_HOME", java25.get().toString(), "XDG_CACHE_HOME", cache.toString());

    Launched version = launch(environment, "--version");
    List<Path> afterVersion = archives(cache);
    Launched first = launch(environment, "check", module.toString());
    List<Path> written = archives(cache);
    Launched second = launch(environment, "check", module.toString());

    assertThat(version.exitCode()).as(version.toString()).isZero();
    assertThat(afterVersion).as("--version writes no archive").isEmpty();
    assertThat(first.exitCode()).as(first.toString()).isZero();
    assertThat(written).hasSize(1);
    assertThat(written.get(0).getFileName().toString()).startsWith("java25-").endsWith(".jsa");
    assertThat(second).isEqualTo(first);
    assertThat(archives(cache)).isEqualTo(written);
    assertThat(first.out() + first.err()).doesNotContain("cds", "CDS", "warning");
    Path classes = temp.resolve("classes.txt");
    Map<String, String> logged = new HashMap<>(environment);
    logged.put("BOTTLENECK_OPTS", "-Xlog:class+load:file=" + classes);
    launch(logged, "check", module.toString());
    assertThat(Files.readString(classes)).contains("dev.bottleneck.cli.Bottleneck source: shared");
  }

  @Test
  void onJava25ACacheThatCannotBeWrittenRunsWithoutArchiveSilently() throws Exception {
    Optional<Path> java25 = javaHomeFrom(25);
    assumeTrue(java25.isPresent(), "no Java 25 or newer beside " + REAL_JAVA_HOME);
    Path notAFolder = Files.writeString(temp.resolve("cache"), "a file where a folder should be");
    Map<String, String> environment =
        Map.of("JAVA_HOME", java25.get().toString(), "XDG_CACHE_HOME", notAFolder.toString());

    Launched run = launch(environment, "check", smallModule().toString());

    assertThat(run.exitCode()).as(run.toString()).isZero();
    assertThat(run.out()).contains("bottleneck: no findings in ");
    assertThat(run.out() + run.err()).doesNotContain("cds", "CDS", "jsa");
  }

  @Test
  void onJava17NoArchiveIsWritten() throws Exception {
    assumeTrue(Runtime.version().feature() < 25, "the build runs on Java 25 or newer");
    Path cache = temp.resolve("cache");
    Map<String, String> environment =
        Map.of("JAVA_HOME", REAL_JAVA_HOME.toString(), "XDG_CACHE_HOME", cache.toString());

    Launched run = launch(environment, "check", smallModule().toString());

    assertThat(run.exitCode()).as(run.toString()).isZero();
    assertThat(archives(cache)).isEmpty();
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

  /**
   * A Java home of at least the version beside the one running the build: the build's own, or a
   * sibling folder of it whose {@code release} file names such a version.
   */
  private static Optional<Path> javaHomeFrom(int feature) throws IOException {
    if (Runtime.version().feature() >= feature) {
      return Optional.of(REAL_JAVA_HOME);
    }
    try (Stream<Path> siblings = Files.list(REAL_JAVA_HOME.getParent())) {
      return siblings
          .filter(home -> Files.isExecutable(home.resolve("bin/java")))
          .filter(home -> releaseFeature(home) >= feature)
          .sorted()
          .findFirst();
    }
  }

  private static int releaseFeature(Path home) {
    try {
      Matcher version =
          Pattern.compile("(?m)^JAVA_VERSION=\"(\\d+)")
              .matcher(Files.readString(home.resolve("release"), StandardCharsets.UTF_8));
      return version.find() ? Integer.parseInt(version.group(1)) : 0;
    } catch (IOException e) {
      return 0;
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
