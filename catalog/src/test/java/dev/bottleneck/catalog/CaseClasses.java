package dev.bottleneck.catalog;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;
import java.util.stream.Stream;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * The shared cases compiled with plain javac, for the engines that read class files (ArchUnit,
 * SpotBugs): the case files an engine claims and the support types, against the test's class path,
 * into a directory emptied first so that a renamed or deleted case leaves no classes behind.
 */
public final class CaseClasses {
  private CaseClasses() {}

  /**
   * Compiles the {@code .java} files below {@code casesRoot} whose relative path {@code
   * compiledHere} accepts into {@code classes}.
   *
   * @param options javac options besides the class path and output directory ({@code -proc:none},
   *     or a processor path)
   * @throws IllegalStateException naming javac's diagnostics when the cases do not compile
   */
  public static Path compile(
      Path casesRoot, Predicate<String> compiledHere, List<String> options, Path classes) {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    try (StandardJavaFileManager files =
        javac.getStandardFileManager(diagnostics, Locale.ROOT, UTF_8)) {
      deleteRecursively(classes);
      Files.createDirectories(classes);
      List<Path> sources =
          Markers.files(casesRoot).stream()
              .filter(f -> f.toString().endsWith(".java"))
              .filter(f -> compiledHere.test(Markers.relative(casesRoot, f)))
              .toList();
      List<String> arguments = new ArrayList<>(options);
      arguments.addAll(
          List.of("-classpath", System.getProperty("java.class.path"), "-d", classes.toString()));
      boolean compiled =
          javac
              .getTask(
                  null,
                  files,
                  diagnostics,
                  arguments,
                  null,
                  files.getJavaFileObjectsFromPaths(sources))
              .call();
      if (!compiled) {
        throw new IllegalStateException("cases do not compile: " + diagnostics.getDiagnostics());
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return classes;
  }

  private static void deleteRecursively(Path directory) throws IOException {
    if (!Files.isDirectory(directory)) {
      return;
    }
    try (Stream<Path> files = Files.walk(directory)) {
      for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(file);
      }
    }
  }
}
