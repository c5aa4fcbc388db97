package dev.bottleneck.maven.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.catalog.Marker;
import dev.bottleneck.catalog.Markers;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.maven.finding.Finding;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The shared identification cases of the configuration rules ({@code
 * samples/src/cases/config/<RuleId>/<Case>/<file>}), scanned as {@code mvn bottleneck:check} scans
 * a module's resources (the case's folder is its resource root, so that an {@code application.yml}
 * beside the file sets Spring Boot's levels): each file's findings of its folder's rule are exactly
 * its markers, with their message fragments. A case with a {@code java} folder is a module with
 * those sources and the {@code pom.xml} beside them; each {@code <module>/java} folder below it is
 * another module of the build, with its own {@code pom.xml}. A case without one has no code that
 * the rules could judge. A case judges only its folder's rule, so that a Log4j2 case of
 * LogLocationInfo may reference a console appender directly without marking SyncLogAppender too.
 */
final class ConfigCasesConformanceTest {
  static final Path CASES = Path.of("..", "samples", "src", "cases", "config");

  static List<String> cases() {
    try (Stream<Path> files = Files.walk(CASES)) {
      return files
          .filter(Files::isRegularFile)
          .map(file -> CASES.relativize(file).toString().replace('\\', '/'))
          .sorted()
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Test
  void everyConfigurationRuleHasCases() {
    Set<String> folders =
        cases().stream()
            .map(file -> file.substring(0, file.indexOf('/')))
            .collect(Collectors.toSet());

    assertThat(folders)
        .containsExactlyInAnyOrderElementsOf(
            LoggingConfigScanner.RULES.stream().map(Rule::id).toList());
  }

  /** The case's module: its {@code java} folder, and the {@code java} folders of its modules. */
  static LoggingConfigScanner.ModuleSources moduleSources(Path folder) throws IOException {
    Path java = folder.resolve("java");
    if (!Files.isDirectory(java)) {
      return LoggingConfigScanner.ModuleSources.NONE;
    }
    try (Stream<Path> children = Files.list(folder)) {
      List<Path> modules =
          children
              .map(child -> child.resolve("java"))
              .filter(Files::isDirectory)
              .filter(root -> !root.equals(java))
              .sorted()
              .toList();
      return new LoggingConfigScanner.ModuleSources(
          folder, List.of(java), modules, List.of(), List.of(folder));
    }
  }

  /** The case's folder, {@code <RuleId>/<Case>}: the main resource root of its named files. */
  private static Path caseFolder(String file) {
    String[] parts = file.split("/");
    return CASES.resolve(parts[0]).resolve(parts[1]);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void caseFile(String file) throws Exception {
    Path path = CASES.resolve(file);
    String rule = file.substring(0, file.indexOf('/'));
    SortedSet<Marker> expected =
        path.toString().endsWith(".json")
            ? new java.util.TreeSet<>()
            : Markers.readFile(CASES, path);
    Map<Marker, List<String>> reported = new TreeMap<>();
    LoggingConfigScanner scanner =
        new LoggingConfigScanner(
            LoggingConfigScanner.RULES.stream().map(Rule::id).collect(Collectors.toSet()),
            () -> ConfiguredLevelsReader.readSpring(List.of(path.getParent())).defaults(),
            moduleSources(path.getParent()),
            () -> LoggingConfigNames.read(List.of(caseFolder(file), path.getParent())));
    for (Finding finding : scanner.scan(path, Files.readString(path, StandardCharsets.UTF_8))) {
      if (finding.ruleId().equals(rule)) {
        reported
            .computeIfAbsent(
                new Marker(file, finding.line(), finding.ruleId()), k -> new ArrayList<>())
            .add(finding.message());
      }
    }

    assertThat(expected).allSatisfy(marker -> assertThat(marker.ruleId()).isEqualTo(rule));
    assertThat(reported.keySet()).containsExactlyElementsOf(Markers.sites(expected));
    assertThat(Markers.unmetFragments(expected, reported)).isEmpty();
  }
}
