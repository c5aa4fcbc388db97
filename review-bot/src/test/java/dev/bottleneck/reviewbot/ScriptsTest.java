package dev.bottleneck.reviewbot;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
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
        .isEqualTo("::error title=bottleneck::The base input '--upload-pack=touch pwned' is not a commit or ref name\n");
  }

  @Test
  void runCheckNeedsABase() {
    Shell.Result result = run("run-check.sh", Shell.baseEnvironment());

    assertThat(result.exitCode()).isEqualTo(2);
    assertThat(result.stdout())
        .isEqualTo("::error title=bottleneck::No base commit: run the action on pull_request events, or set its base input to a commit or ref\n");
  }

  @Test
  void installRefusesAnUnpinnedVersion() {
    Shell.Result result =
        Shell.run(folder, Shell.baseEnvironment(), null,
            List.of(Tools.script("install-go-tool.sh").toString(), "github.com/reviewdog/reviewdog/cmd/reviewdog@latest"));

    assertThat(result.exitCode()).isEqualTo(2);
    assertThat(result.stderr())
        .isEqualTo("install-go-tool.sh: expected <package path>@v<major>.<minor>.<patch>, got 'github.com/reviewdog/reviewdog/cmd/reviewdog@latest'\n");
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
        .startsWith("::warning title=bottleneck::No SARIF report under . (target/bottleneck/bottleneck.sarif next to a pom.xml)");
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
        .isEqualTo("::error title=bottleneck::Unknown reporter 'github-pr-reviews'; use auto, github-pr-review,"
            + " github-pr-annotations, github-pr-check or gitlab-mr-discussion\n");
  }

  private Shell.Result run(String script, Map<String, String> env) {
    return Shell.run(folder, env, null, List.of(Tools.script(script).toString()));
  }
}
