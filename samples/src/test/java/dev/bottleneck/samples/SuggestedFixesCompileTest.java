package dev.bottleneck.samples;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.catalog.Engine;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.finding.Fix;
import dev.bottleneck.maven.scan.JavaSourceScanner;
import dev.bottleneck.maven.scan.ScanConfig;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The plugin's suggested fixes compile: every fix it offers on the shared cases and on the samples
 * is applied (as {@code bottleneck:fix} applies them: those that do not touch a line another
 * changes, then again on the changed files until none is left), and the changed sources compile
 * with javac, each applied fix having removed its finding.
 */
final class SuggestedFixesCompileTest {
  private static final Set<String> CLAIMED =
      Stream.of(Rule.values())
          .filter(rule -> rule.implementedBy(Engine.MAVEN_PLUGIN))
          .map(Rule::id)
          .collect(Collectors.toSet());

  @TempDir Path copy;
  @TempDir Path classes;

  @ParameterizedTest
  @ValueSource(strings = {"src/cases/java", "src/main/java"})
  void fixedSourcesCompileWithoutTheFixedFindings(String root) throws IOException {
    Path original = Path.of(root);
    List<Path> sources = new ArrayList<>();
    try (Stream<Path> files = Files.walk(original)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
        Path target = copy.resolve(original.relativize(file).toString());
        Files.createDirectories(target.getParent());
        Files.copy(file, target);
        sources.add(target);
      }
    }
    JavaSourceScanner scanner =
        new JavaSourceScanner(new ScanConfig(CLAIMED, Map.of(), List.of(copy), List.of()));
    int before = findings(scanner, sources).size();

    int applied = 0;
    List<Path> changed = sources;
    for (int round = 0; round < 10 && !changed.isEmpty(); round++) {
      List<Path> next = new ArrayList<>();
      for (Path file : changed) {
        String source = Files.readString(file, UTF_8);
        List<Fix> fixes =
            scanner.scan(file, source).findings().stream()
                .flatMap(finding -> finding.fix().stream())
                .toList();
        Fix.Applied result = Fix.apply(source, fixes);
        if (!result.applied().isEmpty()) {
          Files.writeString(file, result.text(), UTF_8);
          applied += result.applied().size();
          next.add(file);
        }
      }
      changed = next;
    }

    List<Finding> after = findings(scanner, sources);
    assertThat(changed).as("files still changing after 10 rounds").isEmpty();
    assertThat(applied).as("fixes applied in %s", root).isPositive();
    assertThat(after).hasSize(before - applied);
    assertThat(after.stream().filter(finding -> finding.fix().isPresent())).isEmpty();

    // Plain javac: whether the fixed code compiles; the plugin's scan above checked the findings.
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    boolean compiled;
    try (StandardJavaFileManager files =
        javac.getStandardFileManager(diagnostics, Locale.ROOT, UTF_8)) {
      compiled =
          javac
              .getTask(
                  null,
                  files,
                  diagnostics,
                  List.of(
                      "-classpath",
                      System.getProperty("java.class.path"),
                      // Lombok generates the cases' loggers; from JDK 23 javac runs processors
                      // found on the class path only when a processor path is given.
                      "-processorpath",
                      System.getProperty("java.class.path"),
                      "-d",
                      classes.toString(),
                      "-nowarn"),
                  null,
                  files.getJavaFileObjectsFromPaths(sources))
              .call();
    }
    assertThat(
            diagnostics.getDiagnostics().stream()
                .filter(diagnostic -> diagnostic.getKind() == Diagnostic.Kind.ERROR)
                .map(Object::toString))
        .isEmpty();
    assertThat(compiled).isTrue();
  }

  private static List<Finding> findings(JavaSourceScanner scanner, List<Path> sources)
      throws IOException {
    List<Finding> findings = new ArrayList<>();
    for (Path file : sources) {
      findings.addAll(scanner.scan(file, Files.readString(file, UTF_8)).findings());
    }
    return findings;
  }
}
