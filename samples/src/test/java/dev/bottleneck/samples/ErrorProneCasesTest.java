package dev.bottleneck.samples;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.catalog.Engine;
import dev.bottleneck.catalog.Marker;
import dev.bottleneck.catalog.Markers;
import dev.bottleneck.catalog.Rule;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The shared identification cases ({@code src/cases/java}, one folder per rule), compiled together
 * the way a user's build would compile them, with every check of ours on. Each case file must
 * report exactly its marked (line, id) set, and each finding's message must contain the fragments
 * below its marker. The cases are not part of the samples' main sources, so that the demo and the
 * rule pages keep one bad and one good form per rule; this test is what keeps them compiling
 * against the samples' dependencies.
 */
final class ErrorProneCasesTest {
  static final Path CASES = Path.of("src", "cases", "java");
  private static final String RULE_FOLDERS = "dev/bottleneck/samples/cases/";

  /**
   * The cases of the rules of configuration files, {@code <RuleId>/<Case>/<file>}, read by the
   * plugin's {@code ConfigCasesConformanceTest}.
   */
  static final Path CONFIG_CASES = Path.of("src", "cases", "config");

  /** Case files Error Prone cannot see by design (one file at a time), to the reason. */
  static final Map<String, String> ERROR_PRONE_CANNOT_SEE =
      Markers.engineCannotSee(CASES, Path.of("src", "cases", "error-prone-cannot-see.tsv"));

  static List<String> cases() {
    return Markers.files(CASES).stream().map(file -> Markers.relative(CASES, file)).toList();
  }

  /**
   * A rule a source engine implements without shared cases would be compared on the samples only.
   */
  @Test
  void everyRuleOfErrorProneOrThePluginHasCases() {
    List<String> missing = new ArrayList<>();
    for (Rule rule : Rule.values()) {
      Path folder = CASES.resolve(RULE_FOLDERS).resolve(rule.id());
      if (!Files.isDirectory(folder) && Files.isDirectory(CONFIG_CASES.resolve(rule.id()))) {
        folder = CONFIG_CASES.resolve(rule.id());
      }
      boolean sourceEngine =
          rule.implementedBy(Engine.ERROR_PRONE) || rule.implementedBy(Engine.MAVEN_PLUGIN);
      if (sourceEngine && (!Files.isDirectory(folder) || Markers.read(folder).isEmpty())) {
        missing.add(
            String.format(
                "create samples/%s/ with case files that mark each finding of %s by // BUG:"
                    + " Diagnostic contains: %s on the line above it, and lookalikes that stay"
                    + " silent",
                folder, rule.id(), rule.id()));
      }
    }
    assertThat(missing).as("shared identification cases of the source engines' rules").isEmpty();
  }

  @Test
  void casesCompile() {
    assertThat(Compiled.RESULT.compiled())
        .as("cases compile: %s", Compiled.RESULT.diagnostics())
        .isTrue();
  }

  /**
   * A case folder ({@code dev/bottleneck/samples/cases/<RuleId>/}, with any subfolders) is named
   * for its rule and marks only that rule's findings, so that Error Prone's own test helper can run
   * one check over one folder ({@code SharedCasesTest} in the checks). Files elsewhere below the
   * cases root are support types (e.g. an annotation the samples' dependencies lack) and mark
   * nothing.
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void caseFolderIsARuleAndMarksOnlyThatRule(String file) {
    SortedSet<Marker> markers = Markers.readFile(CASES, CASES.resolve(file));
    if (!file.startsWith(RULE_FOLDERS)) {
      assertThat(markers).as("support file %s marks nothing", file).isEmpty();
      return;
    }
    String folder = file.substring(RULE_FOLDERS.length(), file.indexOf('/', RULE_FOLDERS.length()));

    assertThat(Rule.find(folder)).as("folder of %s names a rule", file).isPresent();
    assertThat(markers).allSatisfy(marker -> assertThat(marker.ruleId()).isEqualTo(folder));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void caseFile(String file) {
    SortedSet<Marker> expected =
        ERROR_PRONE_CANNOT_SEE.containsKey(file)
            ? Markers.readErrorProneAlone(CASES, CASES.resolve(file))
            : Markers.readFile(CASES, CASES.resolve(file));
    expected.removeIf(marker -> !ImplementedRules.ERROR_PRONE.contains(marker.ruleId()));
    Map<Marker, List<String>> reported = Compiled.RESULT.in(file);

    assertThat(reported.keySet()).containsExactlyElementsOf(Markers.sites(expected));
    assertThat(Markers.unmetFragments(expected, reported)).isEmpty();
  }

  @Test
  void eachFileErrorProneCannotSeeMarksAFinding() {
    for (String file : ERROR_PRONE_CANNOT_SEE.keySet()) {
      assertThat(
              Markers.readFile(CASES, CASES.resolve(file)).size()
                  + Markers.readErrorProneAlone(CASES, CASES.resolve(file)).size())
          .as("%s is listed as unseen by Error Prone but marks nothing: remove it", file)
          .isPositive();
    }
  }

  /** Compiled once for all case files: one javac run with Error Prone costs seconds. */
  static final class Compiled {
    static final ErrorProneCompilation RESULT = compile();

    private static ErrorProneCompilation compile() {
      try {
        Path classes = Files.createDirectories(Path.of("target", "cases-classes"));
        List<Path> sources;
        try (Stream<Path> files = Files.walk(CASES)) {
          sources = files.filter(f -> f.toString().endsWith(".java")).sorted().toList();
        }
        return ErrorProneCompilation.compile(CASES, sources, classes);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }
}
