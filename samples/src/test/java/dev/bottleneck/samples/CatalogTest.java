package dev.bottleneck.samples;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.errorprone.BugPattern;
import com.google.errorprone.ErrorProneFlags;
import com.google.errorprone.bugpatterns.BugChecker;
import dev.bottleneck.catalog.DocsLinks;
import dev.bottleneck.catalog.Engine;
import dev.bottleneck.catalog.Marker;
import dev.bottleneck.catalog.Markers;
import dev.bottleneck.catalog.Rule;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.SortedSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Holds every rule of the catalog to its promises: a docs page whose header matches the catalog and
 * whose example comes from the samples, a bad sample with markers and a good one without, and an
 * Error Prone check exactly when the rule claims that engine, with metadata that matches. The lists
 * of rules in the docs and the build are {@link RuleListsTest}'s and {@link XepListsTest}'s; the
 * other engines hold themselves to the catalog in their own modules ({@code RuleRegistryTest} in
 * the plugin, {@code BottleneckRulesTest} in the ArchUnit rules).
 */
final class CatalogTest {
  private static final Path SAMPLE_PACKAGE =
      ErrorProneConformanceTest.SAMPLES.resolve(Path.of("dev", "bottleneck", "samples"));
  static final Path RULE_PAGES = Path.of("..", "src", "site", "markdown", "rules");
  private static final Pattern SNIPPET = Pattern.compile("<!-- MACRO\\{snippet\\|.*file=([^|}]+)");

  @Test
  void everyRuleHasBadAndGoodSamples() {
    for (Rule rule : Rule.values()) {
      Path bad = SAMPLE_PACKAGE.resolve(rule.id() + "Bad.java");
      Path good = SAMPLE_PACKAGE.resolve(rule.id() + "Good.java");
      assertThat(bad)
          .as(
              "bad sample of %s: create %s with the marker // BUG: Diagnostic contains: %s on the"
                  + " line above each finding",
              rule.id(), Path.of("samples").resolve(bad), rule.id())
          .isRegularFile();
      assertThat(good)
          .as(
              "good sample of %s: create %s, the fixed form, without markers",
              rule.id(), Path.of("samples").resolve(good))
          .isRegularFile();
      assertThat(Markers.readFile(ErrorProneConformanceTest.SAMPLES, bad))
          .as("markers in %s", bad)
          .isNotEmpty()
          .allSatisfy(marker -> assertThat(marker.ruleId()).isEqualTo(rule.id()));
      assertThat(Markers.readFile(ErrorProneConformanceTest.SAMPLES, good))
          .as("a good sample reports nothing: %s", good)
          .isEmpty();
    }
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
  void everyRuleHasADocsPageWithTheCatalogHeaderAndSampleExamples() throws IOException {
    for (Rule rule : Rule.values()) {
      Path page = RULE_PAGES.resolve(rule.id() + ".md");
      String header = CatalogText.rulePageHeader(rule);
      assertThat(page)
          .as("rule page of %s: create %s, starting with:%n%s", rule.id(), page.normalize(), header)
          .isRegularFile();
      String text = Files.readString(page);
      assertThat(text)
          .as("%s starts with the catalog's header:%n%s", page.normalize(), header)
          .startsWith(header);
      for (String section :
          List.of("## Problem", "## Fix", "## Example", "## Suppression", "## Evidence")) {
        assertThat(text).as("%s in %s", section, page).contains("\n" + section + "\n");
      }
      List<String> included = new ArrayList<>();
      Matcher snippet = SNIPPET.matcher(text);
      while (snippet.find()) {
        included.add(snippet.group(1));
        assertThat(Path.of("..").resolve(snippet.group(1)))
            .as("included by %s", page)
            .isRegularFile();
      }
      assertThat(included)
          .as("%s includes its samples", page)
          .anyMatch(path -> path.endsWith(rule.id() + "Bad.java"))
          .anyMatch(path -> path.endsWith(rule.id() + "Good.java"));
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
      assertThat(checker.linkUrl()).as("default link of %s", id).isEqualTo(Rule.byId(id).docsUrl());
    }
  }

  @Test
  void everyErrorProneRuleHasARegisteredCheck() {
    List<String> registered =
        ourCheckers().stream().map(checker -> checker.getClass().getSimpleName()).toList();
    for (Rule rule : CatalogText.rulesOf(Engine.ERROR_PRONE)) {
      assertThat(registered)
          .as(
              "checks registered through @AutoService(BugChecker.class); %s claims"
                  + " Engine.ERROR_PRONE, so checks/src/main/java/dev/bottleneck/checks/%s.java"
                  + " must be one",
              rule.id(), rule.id())
          .contains(rule.id());
    }
  }

  private static List<BugChecker> ourCheckers() {
    List<BugChecker> ours = new ArrayList<>();
    for (BugChecker checker : ServiceLoader.load(BugChecker.class)) {
      if (checker.getClass().getName().startsWith("dev.bottleneck.")) {
        ours.add(checker);
      }
    }
    return ours;
  }
}
