package dev.bottleneck.samples;

import static java.nio.charset.StandardCharsets.UTF_8;

import dev.bottleneck.catalog.Marker;
import dev.bottleneck.catalog.Markers;
import dev.bottleneck.catalog.Rule;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
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

/**
 * Compiles sources the way a user's build would (javac with the Error Prone plugin, our checks and
 * Lombok found on the class path) and collects what our checks report, by (file, line, id) site.
 */
record ErrorProneCompilation(
    boolean compiled,
    List<Diagnostic<? extends JavaFileObject>> diagnostics,
    SortedMap<Marker, List<String>> findings) {
  private static final Pattern CHECK_NAME = Pattern.compile("^\\[(\\w+)\\] ");

  /** Compiles {@code sources} into {@code classes}; sites are relative to {@code root}. */
  static ErrorProneCompilation compile(Path root, List<Path> sources, Path classes) {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    boolean compiled;
    try (StandardJavaFileManager files =
        javac.getStandardFileManager(diagnostics, Locale.ROOT, UTF_8)) {
      List<String> options =
          new ArrayList<>(
              List.of(
                  "-classpath",
                  System.getProperty("java.class.path"),
                  // Error Prone loads checks from the processor path only, as in a user's build.
                  "-processorpath",
                  System.getProperty("java.class.path"),
                  "-d",
                  classes.toString(),
                  // javac hands only the first 100 warnings to a listener unless told otherwise.
                  "-Xmaxwarns",
                  "100000",
                  "-XDcompilePolicy=simple",
                  "--should-stop=ifError=FLOW",
                  "-Xplugin:ErrorProne -XepDisableAllChecks " + enableOurChecks()));
      compiled =
          javac
              .getTask(
                  null,
                  files,
                  diagnostics,
                  options,
                  null,
                  files.getJavaFileObjectsFromPaths(sources))
              .call();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return new ErrorProneCompilation(
        compiled, diagnostics.getDiagnostics(), findings(root, diagnostics));
  }

  /**
   * The catalog's Error Prone rules that have their check, in catalog order: naming a check that is
   * not there would stop javac, and every test that compiles with it, for what {@link CatalogTest}
   * reports once.
   */
  private static String enableOurChecks() {
    return Stream.of(Rule.values())
        .map(Rule::id)
        .filter(ImplementedRules.ERROR_PRONE::contains)
        .map(id -> "-Xep:" + id + ":WARN")
        .collect(Collectors.joining(" "));
  }

  private static SortedMap<Marker, List<String>> findings(
      Path root, DiagnosticCollector<JavaFileObject> diagnostics) {
    SortedMap<Marker, List<String>> findings = new TreeMap<>();
    for (Diagnostic<? extends JavaFileObject> diagnostic : diagnostics.getDiagnostics()) {
      String message = diagnostic.getMessage(Locale.ROOT);
      Matcher name = CHECK_NAME.matcher(message);
      // Error Prone reports under its own diagnostic code; javac's lint warnings also use [key].
      if (!diagnostic.getCode().contains("error.prone") || !name.find()) {
        continue;
      }
      String file = Markers.relative(root, Path.of(diagnostic.getSource().toUri()));
      findings
          .computeIfAbsent(
              new Marker(file, (int) diagnostic.getLineNumber(), name.group(1)),
              site -> new ArrayList<>())
          .add(message);
    }
    return findings;
  }

  /** The findings in one file, relative to the root the compilation was given. */
  Map<Marker, List<String>> in(String file) {
    return findings.entrySet().stream()
        .filter(entry -> entry.getKey().path().equals(file))
        .collect(
            Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue, (a, b) -> a, TreeMap::new));
  }
}
