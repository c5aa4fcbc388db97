package dev.bottleneck.reviewbot;

import static org.assertj.core.api.Assertions.as;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.assertj.core.api.InstanceOfAssertFactories;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How the action's scripts refuse bad input and report a build that wrote no report. */
final class ScriptsTest {
  @TempDir Path folder;

  @Test
  void runCheckRefusesABaseThatGitWouldReadAsAnOption() {
    Map<String, String> env = Shell.baseEnvironment();
    env.put("BOTTLENECK_BASE", "--upload-pack=touch pwned");

    Shell.Result result = run("run-check.sh", env);

    assertThat(result.exitCode()).isEqualTo(2);
    assertThat(result.stdout())
        .isEqualTo(
            "::error title=bottleneck::The base input '--upload-pack=touch pwned' is not a commit"
                + " or ref name\n");
  }

  @Test
  void runCheckNeedsABase() {
    Shell.Result result = run("run-check.sh", Shell.baseEnvironment());

    assertThat(result.exitCode()).isEqualTo(2);
    assertThat(result.stdout())
        .isEqualTo(
            "::error title=bottleneck::No base commit: run the action on pull_request events, or"
                + " set its base input to a commit or ref\n");
  }

  @Test
  void runCheckPassesSinceAndSarifToMaven() throws IOException {
    Shell.Result result = runCheckWithFakeMaven("echo \"maven $*\"");

    assertThat(result.exitCode()).isZero();
    assertThat(result.stdout().lines().filter(line -> line.startsWith("maven ")))
        .containsExactly(
            "maven -B -ntp bottleneck:check -Dbottleneck.since="
                + base
                + " -Dbottleneck.formats=sarif -Dbottleneck.failOnViolation=false");
  }

  @Test
  void runCheckLinksThePagesOfTheActionsOwnCommitOnGitHub() throws IOException {
    String commit = "0123456789abcdef0123456789abcdef01234567";
    Shell.Result result =
        runCheckWithFakeMaven(
            "echo \"maven $*\"",
            Map.of(
                "ACTION_REPOSITORY", "acme/bottleneck",
                "ACTION_REF", commit,
                "SERVER_URL", "https://github.com"));

    assertThat(result.stdout().lines().filter(line -> line.startsWith("maven ")))
        .singleElement(as(InstanceOfAssertFactories.STRING))
        .endsWith(
            " -Dbottleneck.docsBaseUrl=https://github.com/acme/bottleneck/blob/"
                + commit
                + "/src/site/markdown/rules/");
  }

  @Test
  void runCheckTakesTheDocsBaseUrlInput() throws IOException {
    Shell.Result result =
        runCheckWithFakeMaven(
            "echo \"maven $*\"",
            Map.of(
                "BOTTLENECK_DOCS_BASE_URL", "https://docs.example.com/rules/",
                "ACTION_REPOSITORY", "acme/bottleneck",
                "ACTION_REF", "v1"));

    assertThat(result.stdout().lines().filter(line -> line.startsWith("maven ")))
        .singleElement(as(InstanceOfAssertFactories.STRING))
        .endsWith(" -Dbottleneck.docsBaseUrl=https://docs.example.com/rules/");
  }

  @Test
  void runCheckRunsTheCommandLineInsteadOfMavenWhenGiven() throws IOException {
    Path command = folder.resolve("bottleneck");
    Files.writeString(command, "#!/bin/sh\necho \"bottleneck $*\"\n");
    command.toFile().setExecutable(true);

    Shell.Result result =
        runCheckWithFakeMaven(
            "echo maven",
            Map.of("BOTTLENECK_COMMAND", "./bottleneck", "BOTTLENECK_COMMAND_OUT", "/tmp/out"));

    assertThat(result.exitCode()).as(result.stderr()).isZero();
    assertThat(result.stdout().lines().filter(line -> !line.startsWith("+ ")))
        .containsExactly(
            "bottleneck check --since="
                + base
                + " --formats=sarif --fail-on-violation=false --output-directory=/tmp/out");
  }

  /** A baselined finding is a suppressed result: not counted as a finding. */
  @Test
  void collectTakesTheCommandLinesOneReport() throws IOException {
    Path report = folder.resolve("command-out/bottleneck.sarif");
    Files.createDirectories(report.getParent());
    Files.writeString(
        report,
        "{\"$schema\": \"s\", \"version\": \"2.1.0\", \"runs\": [{\"results\": [{}]},"
            + " {\"results\": [{}, {}, {\"suppressions\": [{\"kind\": \"external\"}]}]}]}");
    Path output = folder.resolve("github-output");
    Map<String, String> env = Shell.baseEnvironment();
    env.put("BOTTLENECK_OUT", folder.resolve("out").toString());
    env.put("GITHUB_OUTPUT", output.toString());
    env.put("BOTTLENECK_COMMAND", "./bottleneck");
    env.put("BOTTLENECK_COMMAND_OUT", report.getParent().toString());

    Shell.Result result = run("collect-sarif.sh", env);

    assertThat(result.exitCode()).as(result.stderr()).isZero();
    assertThat(Files.readString(output))
        .isEqualTo("reports=1\nfindings=3\nsarif=" + folder.resolve("out/bottleneck.sarif") + "\n");
  }

  @Test
  void runCheckNamesTheGoalsWhenASiblingModuleDoesNotResolve() throws IOException {
    Shell.Result result =
        runCheckWithFakeMaven(
            "echo '[ERROR] Failed to execute goal on project b: Could not resolve dependencies for"
                + " project x:b:jar:1.0'; exit 1");

    assertThat(result.exitCode()).isEqualTo(1);
    assertThat(result.stdout().lines().filter(line -> line.startsWith("::")))
        .containsExactly(
            "::error title=bottleneck::Maven could not resolve a dependency; if it is a module of"
                + " this build, set the action's goals input to: compile bottleneck:check");
  }

  private String base;

  /** run-check.sh in a one-commit repository, with a Maven that runs the given shell code. */
  private Shell.Result runCheckWithFakeMaven(String body) throws IOException {
    return runCheckWithFakeMaven(body, Map.of());
  }

  private Shell.Result runCheckWithFakeMaven(String body, Map<String, String> extra)
      throws IOException {
    Map<String, String> env = Shell.baseEnvironment();
    env.putAll(extra);
    Path maven = folder.resolve("mvnw");
    Files.writeString(maven, "#!/bin/sh\n" + body + "\n");
    maven.toFile().setExecutable(true);
    Shell.run(folder, env, "git", "init", "-q");
    Shell.run(
        folder,
        env,
        "git",
        "-c",
        "user.name=T",
        "-c",
        "user.email=t@example.com",
        "commit",
        "-q",
        "--allow-empty",
        "-m",
        "base");
    base = Shell.run(folder, env, "git", "rev-parse", "HEAD").stdout().strip();
    env.put("BOTTLENECK_BASE", base);
    return run("run-check.sh", env);
  }

  @Test
  void installRefusesAnUnpinnedVersion() {
    Shell.Result result =
        Shell.run(
            folder,
            Shell.baseEnvironment(),
            null,
            List.of(
                Tools.script("install-go-tool.sh").toString(),
                "github.com/reviewdog/reviewdog/cmd/reviewdog@latest"));

    assertThat(result.exitCode()).isEqualTo(2);
    assertThat(result.stderr())
        .isEqualTo(
            "install-go-tool.sh: expected <package path>@v<major>.<minor>.<patch>, got"
                + " 'github.com/reviewdog/reviewdog/cmd/reviewdog@latest'\n");
  }

  @Test
  void collectWarnsWhenNoModuleWroteAReport() throws IOException {
    Files.writeString(folder.resolve("pom.xml"), "<project/>");
    Files.createDirectories(folder.resolve("target/it/sample/target/bottleneck"));
    // A test project's report inside the build folder is not the build's own.
    Files.writeString(folder.resolve("target/it/sample/pom.xml"), "<project/>");
    Files.writeString(folder.resolve("target/it/sample/target/bottleneck/bottleneck.sarif"), "{}");
    Path output = folder.resolve("github-output");
    Map<String, String> env = Shell.baseEnvironment();
    env.put("BOTTLENECK_OUT", folder.resolve("out").toString());
    env.put("GITHUB_OUTPUT", output.toString());

    Shell.Result result = run("collect-sarif.sh", env);

    assertThat(result.exitCode()).isZero();
    assertThat(result.stdout())
        .startsWith(
            "::warning title=bottleneck::No SARIF report under ."
                + " (target/bottleneck/bottleneck.sarif next to a pom.xml)");
    assertThat(Files.readString(output)).isEqualTo("reports=0\nfindings=0\nsarif=\n");
  }

  @Test
  void reviewRefusesAnUnknownReporter() {
    Map<String, String> env = Shell.baseEnvironment();
    env.put("REVIEWDOG", "/bin/false");
    env.put("BOTTLENECK_SARIF", "/dev/null");
    env.put("BOTTLENECK_REPORTER", "github-pr-reviews");

    Shell.Result result = run("review.sh", env);

    assertThat(result.exitCode()).isEqualTo(2);
    assertThat(result.stdout())
        .isEqualTo(
            "::error title=bottleneck::Unknown reporter 'github-pr-reviews'; use auto,"
                + " github-pr-review, github-pr-annotations, github-pr-check or"
                + " gitlab-mr-discussion\n");
  }

  private Shell.Result run(String script, Map<String, String> env) {
    return Shell.run(folder, env, null, List.of(Tools.script(script).toString()));
  }
}
