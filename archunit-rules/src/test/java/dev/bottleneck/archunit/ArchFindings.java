package dev.bottleneck.archunit;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import dev.bottleneck.catalog.Engine;
import dev.bottleneck.catalog.Marker;
import dev.bottleneck.catalog.Markers;
import dev.bottleneck.catalog.Rule;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Turns rule violations and source markers into comparable (file, line, id) sets. Violation details
 * name only the source file, so markers are compared by file name; the fixtures and samples keep
 * file names unique.
 */
final class ArchFindings {
  static final Path SAMPLES = Path.of("..", "samples", "src", "main", "java");
  static final Path FIXTURES =
      Path.of("src", "test", "java", "dev", "bottleneck", "archunit", "fixtures");
  private static final Pattern DETAIL =
      Pattern.compile("^\\[(\\w+)] .+ in \\((\\w+\\.java):(\\d+)\\)$");

  private ArchFindings() {}

  /** The {@code ArchRule} constants of {@link BottleneckRules}. */
  static List<Field> constants() {
    return Arrays.stream(BottleneckRules.class.getFields())
        .filter(
            field -> Modifier.isStatic(field.getModifiers()) && field.getType() == ArchRule.class)
        .toList();
  }

  /**
   * The rules ArchUnit claims and has a constant for, in catalog order: those whose findings the
   * tests expect. A claimed rule without its constant is {@code BottleneckRulesTest}'s failure, not
   * one per sample or case of that rule.
   */
  static List<Rule> implemented() {
    Set<String> constants = constants().stream().map(Field::getName).collect(Collectors.toSet());
    return Arrays.stream(Rule.values())
        .filter(rule -> rule.implementedBy(Engine.ARCHUNIT))
        .filter(rule -> constants.contains(rule.name()))
        .toList();
  }

  /** The compiled samples, from the reactor-built {@code bottleneck-samples} on the class path. */
  static JavaClasses samples() {
    return SamplesHolder.CLASSES;
  }

  /**
   * The markers of a rule in the samples, against what the rule reports over the compiled samples
   * (each finding moved to the first line of its statement, see {@link #toStatementStart}).
   */
  static void assertSamples(ArchRule archRule, Rule rule) {
    assertThat(toStatementStart(reported(archRule, samples()), SAMPLES))
        .as("%s over the samples", rule.id())
        .containsExactlyElementsOf(expected(SAMPLES, List.of(rule)));
  }

  /** The markers of a rule in one fixture package, against what the rule reports over it. */
  static void assertFixtures(ArchRule archRule, Rule rule, String subpackage) {
    assertThat(reported(archRule, fixtures(subpackage)))
        .as("%s over the %s fixtures", rule.id(), subpackage)
        .containsExactlyElementsOf(expected(FIXTURES.resolve(subpackage), List.of(rule)));
  }

  static JavaClasses fixtures(String subpackage) {
    return new ClassFileImporter().importPackages("dev.bottleneck.archunit.fixtures." + subpackage);
  }

  /**
   * What the rule reports, each detail checked for the {@code [Id] ... in (File.java:line)} form.
   */
  static SortedSet<Marker> reported(ArchRule rule, JavaClasses classes) {
    SortedSet<Marker> findings = new TreeSet<>();
    for (String detail : rule.evaluate(classes).getFailureReport().getDetails()) {
      Matcher matcher = DETAIL.matcher(detail);
      assertThat(matcher.matches()).as("violation detail form: %s", detail).isTrue();
      findings.add(
          new Marker(matcher.group(2), Integer.parseInt(matcher.group(3)), matcher.group(1)));
    }
    return findings;
  }

  /** The markers below {@code root} of the given rules, by file name. */
  static SortedSet<Marker> expected(Path root, List<Rule> rules) {
    SortedSet<Marker> expected = new TreeSet<>();
    for (Marker marker : Markers.read(root)) {
      if (rules.contains(Rule.byId(marker.ruleId()))) {
        expected.add(new Marker(fileName(marker.path()), marker.line(), marker.ruleId()));
      }
    }
    return expected;
  }

  /**
   * Moves each finding up to the first line of its statement ({@link Markers#statementStart}):
   * javac numbers a call by the line of its opening parenthesis.
   */
  static SortedSet<Marker> toStatementStart(SortedSet<Marker> findings, Path root) {
    Map<String, List<String>> sources = sources(root);
    SortedSet<Marker> aligned = new TreeSet<>();
    for (Marker finding : findings) {
      List<String> lines = sources.get(finding.path());
      int line = lines == null ? finding.line() : Markers.statementStart(lines, finding.line());
      aligned.add(new Marker(finding.path(), line, finding.ruleId()));
    }
    return aligned;
  }

  private static Map<String, List<String>> sources(Path root) {
    Map<String, List<String>> sources = new HashMap<>();
    try (Stream<Path> files = Files.walk(root)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
        sources.put(file.getFileName().toString(), Files.readAllLines(file));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return sources;
  }

  private static String fileName(String path) {
    return Path.of(path).getFileName().toString();
  }

  private static final class SamplesHolder {
    static final JavaClasses CLASSES =
        new ClassFileImporter().importPackages("dev.bottleneck.samples");
  }
}
