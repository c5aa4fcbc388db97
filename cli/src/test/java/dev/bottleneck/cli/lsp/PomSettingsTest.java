package dev.bottleneck.cli.lsp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.maven.run.Parameters;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The plugin's settings read from a module's pom and its parents, as the build applies them. */
final class PomSettingsTest {
  @TempDir Path workspace;
  private final List<String> ignored = new ArrayList<>();

  @Test
  void aChildsValueWinsOverItsParentsAndTheCheckExecutionOverThePlugins() {
    Shop.write(
        workspace.resolve("pom.xml"),
        pom(
            "",
            "<properties><bottleneck.threads>1</bottleneck.threads><enc>ISO-8859-1</enc></properties>",
            "<pluginManagement><plugins>"
                + plugin("<rules>-CommonPoolAsync</rules><encoding>${enc}</encoding>", "")
                + "</plugins></pluginManagement>"));
    Shop.write(
        workspace.resolve("module/pom.xml"),
        pom(
            "<parent><groupId>g</groupId><artifactId>parent</artifactId><version>1</version></parent>",
            "",
            "<plugins>"
                + plugin(
                    "<excludes>**/gen/**,**/other/**</excludes><baselineFile>known.txt</baselineFile>",
                    "<execution><goals><goal>check</goal></goals><configuration>"
                        + "<rules>-WideTransactional</rules><includeTests>true</includeTests>"
                        + "</configuration></execution>"
                        + "<execution><goals><goal>fix</goal></goals><configuration>"
                        + "<rules>-EagerLogMessage</rules></configuration></execution>")
                + "</plugins>"));

    PomSettings.Read read = read(workspace.resolve("module"));

    Parameters parameters = read.parameters();
    assertThat(parameters.rules()).isEqualTo("-WideTransactional");
    assertThat(parameters.excludes()).containsExactly("**/gen/**", "**/other/**");
    assertThat(parameters.includeTests()).isTrue();
    assertThat(parameters.encoding()).isEqualTo("ISO-8859-1");
    assertThat(parameters.threads()).isEqualTo(1);
    assertThat(read.baselineFile()).contains(workspace.resolve("module/known.txt"));
    assertThat(read.skip()).isFalse();
    assertThat(ignored).isEmpty();
  }

  @Test
  void eachSettingTheEditorDoesNotApplyIsOneLine() {
    Shop.write(
        workspace.resolve("pom.xml"),
        pom(
            "",
            "",
            "<plugins>"
                + plugin(
                    "<since>origin/main</since><failOnViolation>false</failOnViolation>"
                        + "<outputDirectory>${project.build.directory}/b</outputDirectory>"
                        + "<rulez>x</rulez><docsBaseUrl>${site.url}/rules/</docsBaseUrl>",
                    "")
                + "</plugins>"));

    PomSettings.Read read = read(workspace);

    assertThat(read.parameters().since()).isNull();
    assertThat(read.parameters().docsBaseUrl()).isNull();
    String prefix = "bottleneck: ignored the setting ";
    String pom = " of bottleneck-maven-plugin in the pom of " + workspace + ": ";
    assertThat(ignored)
        .containsExactly(
            prefix
                + "since"
                + pom
                + "the editor shows the findings of every line of the files it"
                + " analyzes",
            prefix + "failOnViolation" + pom + "the editor shows findings and fails nothing",
            prefix + "outputDirectory" + pom + "the editor writes no reports",
            prefix + "rulez" + pom + "the plugin has no such parameter",
            prefix
                + "docsBaseUrl"
                + pom
                + "${site.url}/rules/ refers to a value that only Maven"
                + " knows; the default applies");
  }

  @Test
  void noPomMeansThePluginsDefaultsAndAParentOutsideTheWorkspaceIsNotRead() {
    Path inside = workspace.resolve("inside");
    Shop.write(
        workspace.resolve("pom.xml"),
        pom("", "", "<plugins>" + plugin("<rules>-EagerLogMessage</rules>", "") + "</plugins>"));
    Shop.write(
        inside.resolve("pom.xml"),
        pom(
            "<parent><groupId>g</groupId><artifactId>p</artifactId><version>1</version></parent>",
            "",
            ""));

    assertThat(PomSettings.read(inside, inside, ignored::add).parameters().rules()).isNull();
    assertThat(read(workspace.resolve("gradle")).parameters())
        .isEqualTo(
            new Parameters(null, null, null, false, false, null, "UTF-8", null, false, null));
    assertThat(read(workspace.resolve("skipped")).skip()).isFalse();
    assertThat(ignored).isEmpty();
  }

  @Test
  void aPomThatSkipsTheModuleSaysSo() {
    Shop.write(
        workspace.resolve("pom.xml"),
        pom("", "", "<plugins>" + plugin("<skip>true</skip>", "") + "</plugins>"));

    assertThat(read(workspace).skip()).isTrue();
  }

  private PomSettings.Read read(Path module) {
    return PomSettings.read(module, workspace, ignored::add);
  }

  private static String pom(String parent, String properties, String build) {
    return "<project><modelVersion>4.0.0</modelVersion>"
        + parent
        + "<groupId>g</groupId><artifactId>a</artifactId><version>1</version>"
        + properties
        + (build.isEmpty() ? "" : "<build>" + build + "</build>")
        + "</project>";
  }

  private static String plugin(String configuration, String executions) {
    return "<plugin><groupId>dev.bottleneck</groupId><artifactId>bottleneck-maven-plugin</artifactId>"
               + "<configuration>"
        + configuration
        + "</configuration>"
        + (executions.isEmpty() ? "" : "<executions>" + executions + "</executions>")
        + "</plugin>";
  }
}
