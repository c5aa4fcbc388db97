package dev.bottleneck.spotbugs;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.catalog.Engine;
import dev.bottleneck.catalog.ListedDifferences;
import dev.bottleneck.catalog.Marker;
import dev.bottleneck.catalog.Markers;
import dev.bottleneck.catalog.Rule;
import edu.umd.cs.findbugs.BugInstance;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The Kotlin shared cases ({@code samples/src/cases/kotlin}) and the Kotlin samples ({@code
 * samples/src/main/kotlin}), compiled by kotlinc in this module's build (kotlin-maven-plugin) and
 * analysed by SpotBugs with this plugin, against their markers: the same (file, line, id) and the
 * markers' message fragments in the catalog message. SpotBugs is the one engine that reads Kotlin,
 * so the markers are what a reader of the source expects; a line where the detectors fall short is
 * listed in {@link #KNOWN_DISAGREEMENTS} with the reason. Kotlin statements end without {@code ;},
 * so a finding is compared at the line the class file names.
 */
final class KotlinCasesConformanceTest {
  static final Path CASES = Path.of("..", "samples", "src", "cases", "kotlin");
  static final Path SAMPLES = Path.of("..", "samples", "src", "main", "kotlin");
  private static final Path PAGES = Path.of("..", "src", "site", "markdown", "rules");

  /** Where kotlinc writes the cases and samples: the test classes, in their own package. */
  private static final Path COMPILED = Path.of("target", "test-classes", "dev", "bottleneck");

  private static final String PACKAGE_FOLDER = "samples";

  /**
   * Lines where SpotBugs disagrees with the markers: {@code path:line} below a root, to the reason.
   * The line is left out of the comparison, and {@link #everyKnownDisagreementStillDisagrees} fails
   * once SpotBugs agrees, so that the entry is removed.
   */
  static final Map<String, String> KNOWN_DISAGREEMENTS = new TreeMap<>(Map.of());

  static List<String> cases() {
    return Stream.of(CASES, SAMPLES)
        .flatMap(root -> Markers.files(root).stream().map(file -> Markers.relative(root, file)))
        .toList();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void caseFile(String file) {
    Markers.assertAgree(
        expected(file), Reported.BY_FILE.getOrDefault(file, Map.of()), KNOWN_DISAGREEMENTS, true);
  }

  @Test
  void everyFindingIsInAKotlinFileOfTheCasesOrSamples() {
    assertThat(Reported.BY_FILE.keySet()).allSatisfy(file -> assertThat(source(file)).exists());
  }

  @Test
  void noFindingLiesPastTheEndOfItsFile() {
    for (Map.Entry<String, Map<Marker, List<String>>> file : Reported.BY_FILE.entrySet()) {
      int lines = readLines(source(file.getKey())).size();
      assertThat(file.getValue().keySet())
          .as("inlined code is numbered past the end of the file until the SMAP maps it back")
          .allSatisfy(site -> assertThat(site.line()).isBetween(1, lines));
    }
  }

  /**
   * Each Kotlin sample, {@code <RuleId>Bad.kt} or {@code <RuleId>Good.kt}, is shown in the "In
   * Kotlin" section of its rule's page, and names a rule SpotBugs claims.
   */
  @Test
  void everyKotlinSampleIsShownOnItsRulePage() throws IOException {
    Path samples = SAMPLES.resolve(Path.of("dev", "bottleneck", "samples", "kotlin"));
    try (Stream<Path> files = Files.list(samples)) {
      for (Path sample : files.sorted().toList()) {
        String name = sample.getFileName().toString();
        String rule = name.replaceFirst("(Bad|Good)\\.kt$", "");
        assertThat(Rule.byId(rule).implementedBy(Engine.SPOTBUGS)).as(name).isTrue();
        String page = Files.readString(PAGES.resolve(rule + ".md"), UTF_8);
        assertThat(page).as(rule + ".md").contains("\n## In Kotlin\n");
        assertThat(page.substring(page.indexOf("\n## In Kotlin\n")))
            .as(rule + ".md, section '## In Kotlin'")
            .contains(
                "<!-- MACRO{snippet|file=samples/src/main/kotlin/dev/bottleneck/samples/kotlin/"
                    + name
                    + "} -->");
      }
    }
  }

  @Test
  void everyKnownDisagreementStillDisagrees() {
    assertThat(
            ListedDifferences.linesThatAgree(
                KNOWN_DISAGREEMENTS.keySet(),
                KotlinCasesConformanceTest::expected,
                Reported.BY_FILE))
        .as("known disagreements where SpotBugs now agrees: remove them")
        .isEmpty();
  }

  /** A file of the cases or of the samples, by its path below its root. */
  private static Path source(String file) {
    Path inCases = CASES.resolve(file);
    return Files.exists(inCases) ? inCases : SAMPLES.resolve(file);
  }

  /** The markers of the rules SpotBugs claims. */
  private static SortedSet<Marker> expected(String file) {
    Path source = source(file);
    SortedSet<Marker> expected =
        Markers.readFile(source.startsWith(CASES) ? CASES : SAMPLES, source);
    expected.removeIf(marker -> !Rule.byId(marker.ruleId()).implementedBy(Engine.SPOTBUGS));
    return expected;
  }

  private static List<String> readLines(Path file) {
    try {
      return Files.readAllLines(file, UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Every Kotlin case and sample analysed once by SpotBugs. */
  private static final class Reported {
    static final Map<String, Map<Marker, List<String>>> BY_FILE = report(classes());

    /**
     * The Kotlin classes alone, copied out of the test classes (kotlinc writes them there, beside
     * this module's tests), so that SpotBugs analyses nothing else. kotlinc leaves the classes of a
     * deleted or renamed source behind until {@code mvn clean}; {@link
     * #everyFindingIsInAKotlinFileOfTheCasesOrSamples} names such a leftover.
     */
    private static Path classes() {
      Path classes = Path.of("target", "kotlin-cases-classes");
      Path from = COMPILED.resolve(PACKAGE_FOLDER);
      Path to = classes.resolve("dev").resolve("bottleneck").resolve(PACKAGE_FOLDER);
      try {
        if (Files.isDirectory(classes)) {
          try (Stream<Path> old = Files.walk(classes)) {
            for (Path file : old.sorted(Comparator.reverseOrder()).toList()) {
              Files.delete(file);
            }
          }
        }
        try (Stream<Path> files = Files.walk(from)) {
          for (Path file : files.filter(Files::isRegularFile).toList()) {
            Path target = to.resolve(from.relativize(file));
            Files.createDirectories(target.getParent());
            Files.copy(file, target);
          }
        }
      } catch (IOException e) {
        throw new UncheckedIOException("cannot copy the Kotlin classes compiled into " + from, e);
      }
      return classes;
    }

    private static Map<String, Map<Marker, List<String>>> report(Path classes) {
      Map<String, Map<Marker, List<String>>> byFile = new TreeMap<>();
      for (BugInstance bug : SpotBugsRun.analyse(classes)) {
        String file = bug.getPrimarySourceLineAnnotation().getSourcePath();
        int line = bug.getPrimarySourceLineAnnotation().getStartLine();
        byFile
            .computeIfAbsent(file, f -> new TreeMap<>())
            .computeIfAbsent(new Marker(file, line, bug.getType()), site -> new ArrayList<>())
            .add(bug.getMessageWithoutPrefix());
      }
      return byFile;
    }
  }
}
