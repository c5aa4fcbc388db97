package dev.bottleneck.maven.scan;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.catalog.Engine;
import dev.bottleneck.catalog.Marker;
import dev.bottleneck.catalog.Markers;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.catalog.facts.ConfiguredLevels;
import dev.bottleneck.catalog.facts.SpringXmlBeans;
import dev.bottleneck.maven.config.ConfiguredLevelsReader;
import dev.bottleneck.maven.config.SpringXmlBeansReader;
import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.spi.JavaRule;
import dev.bottleneck.maven.types.Overlay;
import java.io.IOException;
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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Scans each shared identification case ({@code samples/src/cases/java}, one folder per rule) the
 * way {@code mvn bottleneck:check} would, without a classpath, with the cases' resources as the
 * module's ({@code samples/src/cases/resources}: its logging configuration and its Spring XML
 * context), and asserts exactly its marked (line, id) set, each message containing the fragments
 * below its marker: the same cases Error Prone's conformance test compiles.
 */
final class CasesConformanceTest {
  static final Path CASES = Path.of("..", "samples", "src", "cases", "java");

  /**
   * The rules this engine claims and has: a claimed rule without its {@code JavaRule} is {@link
   * RuleRegistryTest}'s failure, not one per case of that rule.
   */
  static final Set<String> IMPLEMENTED =
      RuleRegistry.all().stream()
          .map(JavaRule::id)
          .filter(id -> Rule.byId(id).implementedBy(Engine.MAVEN_PLUGIN))
          .collect(Collectors.toUnmodifiableSet());

  /** The cases' module's resources: its logging configuration, which EagerLogMessage reads. */
  static final Path RESOURCES = Path.of("..", "samples", "src", "cases", "resources");

  private static final ConfiguredLevels LEVELS = ConfiguredLevelsReader.read(List.of(RESOURCES));

  private static final SpringXmlBeans BEANS = SpringXmlBeansReader.read(List.of(RESOURCES));

  private static final JavaSourceScanner SCANNER =
      new JavaSourceScanner(
          new ScanConfig(
              IMPLEMENTED,
              Map.of(),
              List.of(CASES),
              List.of(),
              List.of(),
              Overlay.NONE,
              () -> LEVELS,
              () -> BEANS));

  /**
   * Real disagreements with the markers (that is, with Error Prone), found by the shared cases:
   * {@code path:line} below the cases root, to the reason. Each is a plugin bug to fix; the line is
   * left out of the comparison, and {@link #everyKnownDisagreementStillDisagrees} fails once the
   * plugin agrees, so that the entry is removed.
   */
  static final Map<String, String> KNOWN_DISAGREEMENTS =
      pairs(
          "dev/bottleneck/samples/cases/EagerLogMessage/SuppressedMethodAndLocalLogging.java:23",
          "reported: @SuppressWarnings(\"all\") suppresses every Error Prone check, not the"
              + " plugin's rules",
          "dev/bottleneck/samples/cases/ObjectMapperPerCall/OnceOverSeveralLines.java:31",
          "reported: missing.forEach(...) in a cache loader's lambda runs its function inline, once"
              + " per key; the loader's parameter takes its type from Cache.getAll, which needs the"
              + " class path, so the forEach is not known to be a collection's",
          "dev/bottleneck/samples/cases/HttpClientPerCall/ReplacedSingletonClients.java:40",
          "missed: a class's own factory, builder or copy is left to its callers, which the plugin"
              + " does not judge: judging them made 14 findings on the labelled applications, none"
              + " true (AI clients rebuilt when an administrator saves their settings, end-to-end"
              + " test support, a sink builder per job, an SDK client behind a public factory)",
          "dev/bottleneck/samples/cases/WideTransactional/Declarative.java:31",
          "reported: a default method of a client interface runs locally",
          "dev/bottleneck/samples/cases/WideTransactional/Declarative.java:34",
          "reported: toString() on a client proxy is no remote call",
          "dev/bottleneck/samples/cases/WideTransactional/Orders.java:38",
          "missed: a method reference (rest::delete) to a remote call",
          "dev/bottleneck/samples/cases/WideTransactional/Remote.java:93",
          "missed: JAX-RS Invocation.invoke() after buildGet()");

  /**
   * Case files whose findings all match, but where the plugin's message does not yet name the
   * construct the way Error Prone's does (a fragment of the marker is missing): the message
   * fragments of these files are not compared until the engines' messages are unified, and {@link
   * #everyKnownMessageDifferenceStillDiffers} fails once they match, so that the entry is removed.
   */
  static final Map<String, String> KNOWN_MESSAGE_DIFFERENCES =
      pairs(
          "dev/bottleneck/samples/cases/AntPathMatcher/ChainInLambdas.java",
          "misses antMatchers(...) in the lambda of authorizeRequests(...), so the chain's finding"
              + " lists no other line: the lambda parameter's type comes from the method it is"
              + " passed to, which needs the class path");

  static List<String> cases() {
    return Markers.files(CASES).stream().map(file -> Markers.relative(CASES, file)).toList();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void caseFile(String file) throws IOException {
    Map<Marker, List<String>> reported = scan(file);
    reported.keySet().removeIf(site -> KNOWN_DISAGREEMENTS.containsKey(site.location()));
    SortedSet<Marker> expected = expected(file);
    expected.removeIf(marker -> KNOWN_DISAGREEMENTS.containsKey(marker.location()));

    assertThat(reported.keySet()).containsExactlyElementsOf(Markers.sites(expected));
    if (!KNOWN_MESSAGE_DIFFERENCES.containsKey(file)) {
      assertThat(Markers.unmetFragments(expected, reported)).isEmpty();
    }
  }

  @Test
  void everyKnownDisagreementStillDisagrees() throws IOException {
    List<String> agreeing = new ArrayList<>();
    for (String location : KNOWN_DISAGREEMENTS.keySet()) {
      String file = location.substring(0, location.lastIndexOf(':'));
      boolean marked =
          expected(file).stream().anyMatch(marker -> marker.location().equals(location));
      boolean reported =
          scan(file).keySet().stream().anyMatch(site -> site.location().equals(location));
      if (reported == marked) {
        agreeing.add(location);
      }
    }
    assertThat(agreeing)
        .as("known disagreements where the plugin now agrees: remove them")
        .isEmpty();
  }

  @Test
  void everyKnownMessageDifferenceStillDiffers() throws IOException {
    for (String file : KNOWN_MESSAGE_DIFFERENCES.keySet()) {
      assertThat(Markers.unmetFragments(expected(file), scan(file)))
          .as(
              "%s is a known message difference, but the plugin's messages match now: remove it",
              file)
          .isNotEmpty();
    }
  }

  private static SortedSet<Marker> expected(String file) {
    SortedSet<Marker> expected = Markers.readFile(CASES, CASES.resolve(file));
    expected.removeIf(marker -> !IMPLEMENTED.contains(marker.ruleId()));
    return expected;
  }

  private static Map<Marker, List<String>> scan(String file) throws IOException {
    Path source = CASES.resolve(file);
    ScanResult result = SCANNER.scan(source, Files.readString(source, StandardCharsets.UTF_8));
    Map<Marker, List<String>> reported = new TreeMap<>();
    for (Finding finding : result.findings()) {
      reported
          .computeIfAbsent(
              new Marker(Markers.relative(CASES, finding.file()), finding.line(), finding.ruleId()),
              site -> new ArrayList<>())
          .add(finding.message());
    }
    assertThat(result.problems()).as("problems scanning %s", file).isEmpty();
    return reported;
  }

  /** Key, value, key, value...: the lists above outgrow {@code Map.of}. */
  private static Map<String, String> pairs(String... keysAndValues) {
    Map<String, String> pairs = new TreeMap<>();
    for (int i = 0; i < keysAndValues.length; i += 2) {
      pairs.put(keysAndValues[i], keysAndValues[i + 1]);
    }
    return pairs;
  }
}
