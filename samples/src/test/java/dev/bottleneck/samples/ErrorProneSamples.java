package dev.bottleneck.samples;

import static java.nio.charset.StandardCharsets.UTF_8;

import dev.bottleneck.catalog.Engine;
import dev.bottleneck.catalog.Rule;
import java.io.IOException;
import java.io.UncheckedIOException;
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

/**
 * Every sample compiled the way a user's build would (javac with the Error Prone plugin, our checks
 * and Lombok found on the class path), once per test run: the findings of our checks, as a user
 * reads them.
 */
final class ErrorProneSamples {
  static final Path SAMPLES = Path.of("src", "main", "java");
  private static final Path CLASSES = Path.of("target", "error-prone-samples");
  // "[Id] message", then Error Prone's "(see link)" line and any "Did you mean" of a fix.
  private static final Pattern DIAGNOSTIC =
      Pattern.compile("^\\[(\\w+)\\] (.*?)\\R\\s*\\(see \\S+\\)(?:\\R.*)?$", Pattern.DOTALL);

  private static Result result;

  /**
   * @param compiled whether javac succeeded
   * @param diagnostics everything javac said, for a failure message
   * @param findings the findings of our checks
   */
  record Result(boolean compiled, String diagnostics, SortedSet<Reported> findings) {}

  private ErrorProneSamples() {}

  static synchronized Result compile() {
    if (result == null) {
      result = run();
    }
    return result;
  }

  static List<Path> sources() {
    try (Stream<Path> files = Files.walk(SAMPLES)) {
      return files.filter(f -> f.toString().endsWith(".java")).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Result run() {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    boolean compiled;
    try (StandardJavaFileManager files =
        javac.getStandardFileManager(diagnostics, Locale.ROOT, UTF_8)) {
      Files.createDirectories(CLASSES);
      List<String> options =
          new ArrayList<>(
              List.of(
                  "-classpath", System.getProperty("java.class.path"),
                  // Error Prone loads checks from the processor path only, as in a user's build.
                  "-processorpath", System.getProperty("java.class.path"),
                  "-d", CLASSES.toString(),
                  "-XDcompilePolicy=simple",
                  "--should-stop=ifError=FLOW",
                  "-Xplugin:ErrorProne -XepDisableAllChecks " + enableOurChecks()));
      compiled =
          javac
              .getTask(
                  null, files, diagnostics, options, null, files.getJavaFileObjectsFromPaths(sources()))
              .call();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return new Result(compiled, diagnostics.getDiagnostics().toString(), findings(diagnostics));
  }

  private static String enableOurChecks() {
    return Stream.of(Rule.values())
        .filter(rule -> rule.implementedBy(Engine.ERROR_PRONE))
        .map(rule -> "-Xep:" + rule.id() + ":WARN")
        .collect(Collectors.joining(" "));
  }

  private static SortedSet<Reported> findings(DiagnosticCollector<JavaFileObject> diagnostics) {
    SortedSet<Reported> findings = new TreeSet<>();
    for (Diagnostic<? extends JavaFileObject> diagnostic : diagnostics.getDiagnostics()) {
      Matcher text = DIAGNOSTIC.matcher(diagnostic.getMessage(Locale.ROOT));
      // Error Prone reports under its own diagnostic code; javac's lint warnings also use [key].
      if (!diagnostic.getCode().contains("error.prone") || !text.matches()) {
        continue;
      }
      Path file = Path.of(diagnostic.getSource().toUri());
      String path = SAMPLES.toAbsolutePath().relativize(file).toString().replace('\\', '/');
      findings.add(
          new Reported(
              path,
              (int) diagnostic.getLineNumber(),
              column(file, diagnostic.getPosition()),
              text.group(1),
              text.group(2)));
    }
    return findings;
  }

  /**
   * The 1-based column of a character offset, in UTF-16 code units with a tab as one: javac's own
   * {@link Diagnostic#getColumnNumber()} expands tabs to multiples of eight.
   */
  private static int column(Path file, long offset) {
    String source;
    try {
      source = Files.readString(file, UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    int lineStart = (int) offset;
    while (lineStart > 0 && source.charAt(lineStart - 1) != '\n' && source.charAt(lineStart - 1) != '\r') {
      lineStart--;
    }
    return (int) offset - lineStart + 1;
  }
}
