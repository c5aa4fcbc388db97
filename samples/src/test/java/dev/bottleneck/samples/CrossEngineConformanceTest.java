package dev.bottleneck.samples;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.catalog.Markers;
import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.scan.JavaSourceScanner;
import dev.bottleneck.maven.scan.ScanConfig;
import dev.bottleneck.maven.scan.ScanResult;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One finding reads the same in every engine: compiles the samples with Error Prone and our checks,
 * scans the same files with the Maven plugin's scanner, and asserts the same (file, line, column,
 * rule id, message) set for every rule both engines implement. The column is javac's diagnostic
 * position, which both engines report (see "Positions" in the guides). Both see the same class
 * path, this test's: a message that depends on it (AntPathMatcher names the fix for the Spring
 * Security version there) reads the same only for the same input, as in a real build, where the
 * plugin gets the module's compile class path.
 */
final class CrossEngineConformanceTest {
  private static final Path SAMPLES = ErrorProneConformanceTest.SAMPLES;
  private static final Set<String> BOTH = ImplementedRules.ERROR_PRONE_AND_PLUGIN;

  // "[Id] message", then Error Prone's "(see link)" line and the "Did you mean" of any fix.
  private static final Pattern DIAGNOSTIC =
      Pattern.compile("^\\[(\\w+)\\] (.*?)\\R\\s*\\(see \\S+\\)(?:\\R.*)?$", Pattern.DOTALL);

  private static final String TABS_AND_ESCAPES =
      "dev/bottleneck/samples/cases/EagerLogMessage/TabsAndEscapes.java";
  private static final String FOLDED_LITERALS =
      "dev/bottleneck/samples/cases/EagerLogMessage/FoldedLiterals.java";

  @TempDir Path classes;

  @Test
  void errorProneAndThePluginReportTheSameFindings() throws IOException {
    List<Path> sources =
        Markers.files(SAMPLES).stream().filter(f -> f.toString().endsWith(".java")).toList();
    ErrorProneCompilation compilation = ErrorProneCompilation.compile(SAMPLES, sources, classes);
    assertThat(compilation.compiled())
        .as("samples compile: %s", compilation.diagnostics())
        .isTrue();

    SortedSet<Reported> errorProne = reported(compilation, SAMPLES);
    SortedSet<Reported> plugin = scanned(SAMPLES, sources);

    // Not two empty sets: one finding per marker of these rules; ErrorProneConformanceTest
    // checks that they are the marked ones.
    long marked = Markers.read(SAMPLES).stream().filter(m -> BOTH.contains(m.ruleId())).count();
    assertThat(errorProne).hasSize((int) marked);
    assertThat(new Difference(without(errorProne, plugin), without(plugin, errorProne)))
        .isEqualTo(new Difference(new TreeSet<>(), new TreeSet<>()));
  }

  /**
   * The shared cases hold the lines where each engine reports a rule; where both report the same
   * rule on the same line, this holds the columns too, on tab-indented lines and after Unicode
   * escapes (EagerLogMessage/TabsAndEscapes.java) and in concatenations whose string literals javac
   * folds (EagerLogMessage/FoldedLiterals.java) as everywhere.
   */
  @Test
  void errorProneAndThePluginReportTheSameColumnsInTheSharedCases() throws IOException {
    Path cases = ErrorProneCasesTest.CASES;
    List<Path> sources =
        Markers.files(cases).stream().filter(f -> f.toString().endsWith(".java")).toList();
    Map<String, SortedSet<Integer>> errorProne =
        columns(reported(ErrorProneCasesTest.Compiled.RESULT, cases));
    Map<String, SortedSet<Integer>> plugin = columns(scanned(cases, sources));
    errorProne.keySet().retainAll(plugin.keySet());
    List<String> different = new ArrayList<>();
    errorProne.forEach(
        (site, columns) -> {
          if (!columns.equals(plugin.get(site))) {
            different.add(site + ": Error Prone " + columns + ", the plugin " + plugin.get(site));
          }
        });

    assertThat(errorProne)
        .containsKey(TABS_AND_ESCAPES + ":31 EagerLogMessage")
        .containsKey(FOLDED_LITERALS + ":17 EagerLogMessage")
        .containsKey(FOLDED_LITERALS + ":21 EagerLogMessage");
    assertThat(different).isEmpty();
  }

  /** The columns of each (file, line, rule), keyed {@code path:line RuleId}. */
  private static Map<String, SortedSet<Integer>> columns(SortedSet<Reported> findings) {
    Map<String, SortedSet<Integer>> columns = new TreeMap<>();
    for (Reported finding : findings) {
      columns
          .computeIfAbsent(
              finding.path() + ":" + finding.line() + " " + finding.ruleId(),
              key -> new TreeSet<>())
          .add(finding.column());
    }
    return columns;
  }

  /** What only one engine reports, printed one finding a line when the sets differ. */
  record Difference(SortedSet<Reported> onlyErrorProne, SortedSet<Reported> onlyPlugin) {
    @Override
    public String toString() {
      return "only Error Prone reports:\n"
          + lines(onlyErrorProne)
          + "only the plugin reports:\n"
          + lines(onlyPlugin);
    }

    private static String lines(SortedSet<Reported> findings) {
      StringBuilder text = new StringBuilder();
      findings.forEach(finding -> text.append("  ").append(finding).append('\n'));
      return text.toString();
    }
  }

  /** The findings of the rules both engines implement, as Error Prone reports them. */
  private static SortedSet<Reported> reported(ErrorProneCompilation compilation, Path root)
      throws IOException {
    SortedSet<Reported> findings = new TreeSet<>();
    for (Diagnostic<? extends JavaFileObject> diagnostic : compilation.diagnostics()) {
      Matcher text = DIAGNOSTIC.matcher(diagnostic.getMessage(Locale.ROOT));
      if (!diagnostic.getCode().contains("error.prone")
          || !text.matches()
          || !BOTH.contains(text.group(1))) {
        continue;
      }
      Path file = Path.of(diagnostic.getSource().toUri());
      findings.add(
          new Reported(
              Markers.relative(root, file),
              (int) diagnostic.getLineNumber(),
              column(Files.readString(file, UTF_8), (int) diagnostic.getPosition()),
              text.group(1),
              text.group(2)));
    }
    return findings;
  }

  /**
   * The 1-based column of a character offset, in UTF-16 code units with a tab as one: javac's own
   * {@link Diagnostic#getColumnNumber()} expands a tab to the next multiple of eight.
   */
  private static int column(String source, int offset) {
    int lineStart = offset;
    while (lineStart > 0 && "\n\r".indexOf(source.charAt(lineStart - 1)) < 0) {
      lineStart--;
    }
    return offset - lineStart + 1;
  }

  /** The samples scanned as {@code mvn bottleneck:check} would, with the compiler's class path. */
  private static SortedSet<Reported> scanned(Path root, List<Path> sources) throws IOException {
    SortedSet<Reported> found = new TreeSet<>();
    List<Path> classPath =
        Stream.of(System.getProperty("java.class.path").split(File.pathSeparator))
            .map(Path::of)
            .toList();
    try (JavaSourceScanner scanner =
        new JavaSourceScanner(new ScanConfig(BOTH, Map.of(), List.of(root), classPath))) {
      for (Path file : sources) {
        ScanResult result = scanner.scan(file, Files.readString(file, UTF_8));
        assertThat(result.problems()).as(file.toString()).isEmpty();
        for (Finding finding : result.findings()) {
          found.add(
              new Reported(
                  Markers.relative(root, finding.file()),
                  finding.line(),
                  finding.column(),
                  finding.ruleId(),
                  finding.message()));
        }
      }
    }
    return found;
  }

  private static SortedSet<Reported> without(SortedSet<Reported> all, SortedSet<Reported> removed) {
    SortedSet<Reported> rest = new TreeSet<>(all);
    rest.removeAll(removed);
    return rest;
  }
}
