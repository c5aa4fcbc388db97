package dev.bottleneck.samples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import dev.bottleneck.catalog.Rule;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The Error Prone setup users paste is the one the integration test builds: the README and the
 * Error Prone guide show the same Maven, {@code jvm.config} and Gradle blocks, and the test project
 * {@code checks/src/it/bottleneck-only-in-existing-compiler-block} appends exactly the documented
 * {@code <arg>} and {@code <path>} lines to the compiler block it had before.
 */
final class DocumentedSetupTest {
  private static final Path ROOT = Path.of("..");
  private static final Path README = ROOT.resolve("README.md");
  private static final Path GUIDE =
      ROOT.resolve(Path.of("src", "site", "markdown", "error-prone.md"));
  private static final Path IT =
      ROOT.resolve(Path.of("checks", "src", "it", "bottleneck-only-in-existing-compiler-block"));
  private static final String MAVEN = "<!-- maven setup:";
  private static final String JVM_CONFIG = "<!-- jvm.config:";
  private static final String GRADLE = "<!-- gradle setup:";

  /**
   * The Maven setup's line that names the checks, which {@link XepListsTest} holds to the catalog.
   */
  static final String XPLUGIN_ARG = "<arg>-Xplugin:ErrorProne";

  private static final String GRADLE_CHECKS = "warn(";

  /**
   * Apart from the lines that name the checks, which each copy must hold to the catalog on its own
   * ({@link XepListsTest}, {@link #gradleSetupWarnsOnEveryErrorProneRule}), so that a rule missing
   * from them fails there once.
   */
  @Test
  void readmeAndErrorProneGuideShowTheSameSetup() {
    for (String marker : List.of(MAVEN, JVM_CONFIG, GRADLE)) {
      assertThat(withoutRuleLists(fencedBlock(GUIDE, marker)))
          .as("%s: the block after %s must be the README's", GUIDE.normalize(), marker)
          .isEqualTo(withoutRuleLists(fencedBlock(README, marker)));
    }
  }

  @Test
  void integrationTestAppendsTheDocumentedArgumentsToItsOwn() {
    List<String> documented = element(fencedBlock(README, MAVEN), "compilerArgs");
    List<String> expected = new ArrayList<>(List.of("<arg>-parameters</arg>"));
    expected.addAll(documented);

    assertThat(withoutRuleLists(element(integrationTestPom(), "compilerArgs")))
        .as("%s: its own -parameters, then the README's <arg> lines", IT.resolve("pom.xml"))
        .isEqualTo(withoutRuleLists(expected));
  }

  @Test
  void integrationTestAppendsTheDocumentedProcessorsToItsOwn() {
    List<String> documented = element(fencedBlock(README, MAVEN), "annotationProcessorPaths");
    List<String> expected =
        new ArrayList<>(
            List.of(
                "<path>",
                "<groupId>org.projectlombok</groupId>",
                "<artifactId>lombok</artifactId>",
                "<version>@lombok.version@</version>",
                "</path>"));
    expected.addAll(documented);

    assertThat(element(integrationTestPom(), "annotationProcessorPaths"))
        .as("%s: its own Lombok, then the README's <path> blocks", IT.resolve("pom.xml"))
        .isEqualTo(expected);
  }

  @Test
  void integrationTestUsesTheDocumentedCompilerPluginAndShowsWarnings() {
    List<String> readme = fencedBlock(README, MAVEN).stream().map(String::strip).toList();
    List<String> pom = integrationTestPom();

    assertThat(readme.subList(0, 4))
        .containsExactly(
            "<plugin>",
            "<groupId>org.apache.maven.plugins</groupId>",
            "<artifactId>maven-compiler-plugin</artifactId>",
            "<version>" + RootPom.property("maven-compiler-plugin.version") + "</version>");
    assertThat(pom)
        .containsSubsequence(
            "<artifactId>maven-compiler-plugin</artifactId>",
            "<version>" + RootPom.property("maven-compiler-plugin.version") + "</version>",
            "<release>17</release>",
            "<showWarnings>true</showWarnings>");
    assertThat(readme).contains("<showWarnings>true</showWarnings>");
  }

  @Test
  void integrationTestAndOurBuildUseTheDocumentedJvmConfig() {
    List<String> documented = fencedBlock(README, JVM_CONFIG);

    assertThat(GeneratedBlock.lines(IT.resolve(Path.of(".mvn", "jvm.config"))))
        .as("%s", IT.resolve(Path.of(".mvn", "jvm.config")))
        .isEqualTo(documented);
    assertThat(GeneratedBlock.lines(ROOT.resolve(Path.of(".mvn", "jvm.config"))))
        .as("this build's own .mvn/jvm.config")
        .isEqualTo(documented);
  }

  @Test
  void gradleSetupWarnsOnEveryErrorProneRule() {
    String expected =
        GRADLE_CHECKS
            + ImplementedRules.errorProneRules().stream()
                .map(rule -> "\"" + rule.id() + "\"")
                .collect(Collectors.joining(", "))
            + ")";
    Map<Path, List<String>> shown = new LinkedHashMap<>();
    for (Path file : List.of(README, GUIDE)) {
      shown.put(
          file,
          fencedBlock(file, GRADLE).stream()
              .map(String::strip)
              .filter(line -> line.startsWith(GRADLE_CHECKS))
              .map(DocumentedSetupTest::withoutChecksToCome)
              .toList());
    }
    GeneratedBlock.assertEachShows(
        shown,
        "the Gradle setup's one warn(...) line, which names every Error Prone rule of the catalog,",
        expected);
    assertThat(fencedBlock(README, GRADLE))
        .contains(
            "    errorprone(\"dev.bottleneck:bottleneck-checks:" + RootPom.version() + "\")",
            "    errorprone(\"com.google.errorprone:error_prone_core:"
                + RootPom.property("errorprone.version")
                + "\")");
  }

  /** The Error Prone version the README shows is the one the build uses on JDK 17. */
  @Test
  void documentedErrorProneVersionIsTheBuilds() {
    assertThat(element(fencedBlock(README, MAVEN), "annotationProcessorPaths"))
        .containsSubsequence(
            "<artifactId>error_prone_core</artifactId>",
            "<version>" + RootPom.property("errorprone.version") + "</version>");
  }

  /** A Gradle {@code warn(...)} line without the rules whose check does not exist yet. */
  private static String withoutChecksToCome(String warn) {
    String rest = warn;
    for (Rule rule : ImplementedRules.errorProneRulesWithoutCheck()) {
      rest = rest.replace(", \"" + rule.id() + "\"", "").replace("\"" + rule.id() + "\", ", "");
    }
    return rest;
  }

  /** {@code lines} with each line that names the checks replaced by a placeholder. */
  private static List<String> withoutRuleLists(List<String> lines) {
    return lines.stream()
        .map(
            line ->
                line.contains(XPLUGIN_ARG) || line.strip().startsWith(GRADLE_CHECKS)
                    ? "(the checks, held to the catalog on their own)"
                    : line)
        .toList();
  }

  /**
   * The lines of the fenced code block that follows {@code marker} in {@code file}, without the
   * fences.
   */
  static List<String> fencedBlock(Path file, String marker) {
    List<String> lines = GeneratedBlock.lines(file);
    for (int i = 0; i < lines.size(); i++) {
      if (!lines.get(i).startsWith(marker)) {
        continue;
      }
      if (i + 1 >= lines.size() || !lines.get(i + 1).startsWith("```")) {
        return fail("%s:%d: a fenced code block must follow %s", file.normalize(), i + 1, marker);
      }
      for (int end = i + 2; end < lines.size(); end++) {
        if (lines.get(end).equals("```")) {
          return lines.subList(i + 2, end);
        }
      }
      return fail("%s:%d: the code block after %s is not closed", file.normalize(), i + 2, marker);
    }
    return fail(
        "%s lacks the line %s... that marks the setup other files must repeat",
        file.normalize(), marker);
  }

  /**
   * The stripped lines inside {@code <name>...</name>}, XML comments at line ends removed, with the
   * build's versions in place of the invoker's {@code @project.version@} and
   * {@code @errorprone.version@}.
   */
  private static List<String> element(List<String> lines, String name) {
    List<String> stripped =
        lines.stream().map(line -> line.replaceAll("\\s*<!--.*-->\\s*$", "").strip()).toList();
    int begin = stripped.indexOf("<" + name + ">");
    int end = stripped.indexOf("</" + name + ">");
    if (begin < 0 || end < begin) {
      return fail("no <%s> element in:%n%s", name, String.join("\n", lines));
    }
    Map<String, String> versions =
        Map.of(
            "@project.version@", RootPom.version(),
            "@errorprone.version@", RootPom.property("errorprone.version"));
    return stripped.subList(begin + 1, end).stream()
        .map(
            line -> {
              String resolved = line;
              for (Map.Entry<String, String> version : versions.entrySet()) {
                resolved = resolved.replace(version.getKey(), version.getValue());
              }
              return resolved;
            })
        .toList();
  }

  private static List<String> integrationTestPom() {
    return GeneratedBlock.lines(IT.resolve("pom.xml")).stream()
        .map(
            line ->
                line.strip()
                    .replace(
                        "@maven-compiler-plugin.version@",
                        RootPom.property("maven-compiler-plugin.version")))
        .toList();
  }
}
