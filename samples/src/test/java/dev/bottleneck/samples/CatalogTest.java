package dev.bottleneck.samples;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.errorprone.BugPattern;
import com.google.errorprone.ErrorProneFlags;
import com.google.errorprone.bugpatterns.BugChecker;
import dev.bottleneck.catalog.CatalogText;
import dev.bottleneck.catalog.DocsLinks;
import dev.bottleneck.catalog.Engine;
import dev.bottleneck.catalog.LocalPages;
import dev.bottleneck.catalog.Marker;
import dev.bottleneck.catalog.Markers;
import dev.bottleneck.catalog.Rule;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import org.junit.jupiter.api.Test;

/**
 * Holds every rule of the catalog to its samples (a bad sample with markers and a good one without)
 * and to its Error Prone check, which exists exactly when the rule claims that engine, with
 * metadata that matches. Each test reports every rule's gaps in one failure that names the files to
 * create. The rule pages are the catalog's {@code RulePagesTest}; the lists of rules in the docs
 * and the build are {@link RuleListsTest}'s and {@link XepListsTest}'s; the other engines hold
 * themselves to the catalog in their own modules ({@code RuleRegistryTest} in the plugin, {@code
 * BottleneckRulesTest} in the ArchUnit rules).
 */
final class CatalogTest {
  private static final Path SAMPLE_PACKAGE =
      ErrorProneConformanceTest.SAMPLES.resolve(Path.of("dev", "bottleneck", "samples"));

  /**
   * A rule of configuration files has its samples as folders of configuration files, named as the
   * library reads them ({@code logback.xml}): {@code src/main/resources/dev/bottleneck/samples/
   * <RuleId>Bad/} and {@code <RuleId>Good/}.
   */
  static final Path CONFIG_SAMPLE_PACKAGE =
      Path.of("src", "main", "resources", "dev", "bottleneck", "samples");

  @Test
  void everyRuleHasBadAndGoodSamples() {
    List<String> problems = new ArrayList<>();
    for (Rule rule : Rule.values()) {
      Path bad = SAMPLE_PACKAGE.resolve(rule.id() + "Bad.java");
      Path good = SAMPLE_PACKAGE.resolve(rule.id() + "Good.java");
      Path badFolder = CONFIG_SAMPLE_PACKAGE.resolve(rule.id() + "Bad");
      Path goodFolder = CONFIG_SAMPLE_PACKAGE.resolve(rule.id() + "Good");
      if (!Files.isRegularFile(bad) && Files.isDirectory(badFolder)) {
        bad = badFolder;
        good = goodFolder;
      }
      if (!Files.exists(bad)) {
        problems.add(
            String.format(
                "create %s, the bottleneck, with the marker // BUG: Diagnostic contains: %s on the"
                    + " line above each finding (or, for a rule of configuration files, the folder"
                    + " %s with the files)",
                Path.of("samples").resolve(bad), rule.id(), Path.of("samples").resolve(badFolder)));
      } else {
        SortedSet<Marker> markers = markers(bad);
        if (markers.isEmpty()) {
          problems.add(
              String.format(
                  "%s marks no finding: put // BUG: Diagnostic contains: %s on the line above each",
                  Path.of("samples").resolve(bad), rule.id()));
        }
        markers.stream()
            .filter(marker -> !marker.ruleId().equals(rule.id()))
            .forEach(marker -> problems.add(marker + " in the bad sample of " + rule.id()));
      }
      if (!Files.exists(good)) {
        problems.add(
            String.format(
                "create %s, the fixed form, without markers", Path.of("samples").resolve(good)));
      } else if (!markers(good).isEmpty()) {
        problems.add(
            String.format(
                "%s is the fixed form and reports nothing: remove its markers",
                Path.of("samples").resolve(good)));
      }
    }
    assertThat(problems).as("samples of the catalog's rules").isEmpty();
  }

  /** The markers of a Java sample, or of every file of a configuration sample's folder. */
  private static SortedSet<Marker> markers(Path sample) {
    return Files.isDirectory(sample)
        ? Markers.read(sample)
        : Markers.readFile(ErrorProneConformanceTest.SAMPLES, sample);
  }

  @Test
  void everyMarkerNamesTheRuleOfItsFile() {
    SortedSet<Marker> markers = Markers.read(ErrorProneConformanceTest.SAMPLES);
    for (Marker marker : markers) {
      String file = Path.of(marker.path()).getFileName().toString();
      assertThat(file).as("marker %s", marker).startsWith(marker.ruleId());
    }
  }

  @Test
  void everyErrorProneCheckIsACatalogRuleWithItsMetadata() {
    for (BugChecker checker : ourCheckers()) {
      String id = checker.getClass().getSimpleName();
      assertThat(Rule.find(id))
          .as("check %s reports an id the catalog does not know; add it to Rule", id)
          .isPresent();
      Rule rule = Rule.byId(id);
      assertThat(rule.implementedBy(Engine.ERROR_PRONE)).as("catalog claims %s", id).isTrue();
      BugPattern pattern = checker.getClass().getAnnotation(BugPattern.class);
      assertThat(pattern.summary()).as("summary of %s", id).isEqualTo(rule.summary());
      assertThat(pattern.link()).as("link of %s", id).isEqualTo(rule.docsUrl());
      assertThat(pattern.linkType()).isEqualTo(BugPattern.LinkType.CUSTOM);
      assertThat(pattern.severity().name())
          .as("severity of %s", id)
          .isEqualTo(rule.severity().name());
      assertThat(pattern.name()).as("name of %s", id).isIn("", id);
    }
  }

  @Test
  void everyErrorProneCheckLinksToTheConfiguredDocsBaseUrl() throws ReflectiveOperationException {
    ErrorProneFlags flags =
        ErrorProneFlags.fromMap(Map.of(DocsLinks.FLAG, "https://docs.example.com/perf/rules/"));
    for (BugChecker checker : ourCheckers()) {
      String id = checker.getClass().getSimpleName();
      BugChecker configured =
          checker.getClass().getConstructor(ErrorProneFlags.class).newInstance(flags);
      assertThat(configured.linkUrl())
          .as("%s reads -XepOpt:%s: extend RuleChecker", id, DocsLinks.FLAG)
          .isEqualTo("https://docs.example.com/perf/rules/" + id + ".html");
      assertThat(checker.linkUrl())
          .as("default link of %s: the installed page", id)
          .isEqualTo(LocalPages.links(problem -> {}).page(Rule.byId(id)));
    }
  }

  @Test
  void everyErrorProneRuleHasARegisteredCheck() {
    List<String> missing =
        CatalogText.rulesOf(Engine.ERROR_PRONE).stream()
            .map(Rule::id)
            .filter(id -> !ImplementedRules.ERROR_PRONE.contains(id))
            .map(
                id ->
                    String.format(
                        "%s claims Engine.ERROR_PRONE: create"
                            + " checks/src/main/java/dev/bottleneck/checks/%s.java, a RuleChecker"
                            + " with @AutoService(BugChecker.class) and @BugPattern(summary ="
                            + " Summaries.%s, link = Rule.DOCS_BASE_URL + \"%s.html\", linkType ="
                            + " CUSTOM, ...)",
                        id, id, Rule.byId(id).name(), id))
            .toList();
    assertThat(missing).as("checks registered through @AutoService(BugChecker.class)").isEmpty();
  }

  private static List<BugChecker> ourCheckers() {
    return ImplementedRules.errorProneChecks();
  }
}
