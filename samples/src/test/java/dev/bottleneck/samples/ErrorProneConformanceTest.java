package dev.bottleneck.samples;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.catalog.Engine;
import dev.bottleneck.catalog.Marker;
import dev.bottleneck.catalog.Markers;
import dev.bottleneck.catalog.Rule;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Compiles every sample the way a user's build would (javac with the Error Prone plugin, our checks
 * and Lombok found on the class path) and asserts that the checks report exactly the marked
 * findings: the same (file, line, rule id) set, no more, no fewer.
 */
final class ErrorProneConformanceTest {
  static final Path SAMPLES = Path.of("src", "main", "java");
  private static final Pattern CHECK_NAME = Pattern.compile("^\\[(\\w+)\\] ");

  @TempDir Path classes;

  @Test
  void samples() throws IOException {
    List<Path> sources;
    try (Stream<Path> files = Files.walk(SAMPLES)) {
      sources = files.filter(f -> f.toString().endsWith(".java")).sorted().toList();
    }
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    boolean compiled;
    try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, Locale.ROOT, UTF_8)) {
      List<String> options = new ArrayList<>(List.of(
          "-classpath", System.getProperty("java.class.path"),
          // Error Prone loads checks from the processor path only, as in a user's build.
          "-processorpath", System.getProperty("java.class.path"),
          "-d", classes.toString(),
          "-XDcompilePolicy=simple",
          "--should-stop=ifError=FLOW",
          "-Xplugin:ErrorProne -XepDisableAllChecks " + enableOurChecks()));
      compiled = javac.getTask(null, files, diagnostics, options, null,
          files.getJavaFileObjectsFromPaths(sources)).call();
    }

    assertThat(compiled).as("samples compile: %s", diagnostics.getDiagnostics()).isTrue();
    assertThat(reported(diagnostics)).containsExactlyElementsOf(expected());
  }

  /** The markers of the rules Error Prone implements; other engines claim the rest. */
  private static SortedSet<Marker> expected() {
    SortedSet<Marker> expected = new TreeSet<>(Markers.read(SAMPLES));
    expected.removeIf(marker -> !Rule.byId(marker.ruleId()).implementedBy(Engine.ERROR_PRONE));
    return expected;
  }

  private static String enableOurChecks() {
    return Stream.of(Rule.values())
        .filter(rule -> rule.implementedBy(Engine.ERROR_PRONE))
        .map(rule -> "-Xep:" + rule.id() + ":WARN")
        .collect(Collectors.joining(" "));
  }

  private static SortedSet<Marker> reported(DiagnosticCollector<JavaFileObject> diagnostics) {
    SortedSet<Marker> findings = new TreeSet<>();
    for (Diagnostic<? extends JavaFileObject> diagnostic : diagnostics.getDiagnostics()) {
      Matcher name = CHECK_NAME.matcher(diagnostic.getMessage(Locale.ROOT));
      // Error Prone reports under its own diagnostic code; javac's lint warnings also use [key].
      if (!diagnostic.getCode().contains("error.prone") || !name.find()) {
        continue;
      }
      Path file = SAMPLES.toAbsolutePath().relativize(Path.of(diagnostic.getSource().toUri()));
      findings.add(new Marker(file.toString().replace('\\', '/'),
          (int) diagnostic.getLineNumber(), name.group(1)));
    }
    return findings;
  }
}
