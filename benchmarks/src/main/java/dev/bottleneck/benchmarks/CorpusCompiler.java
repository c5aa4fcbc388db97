package dev.bottleneck.benchmarks;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticListener;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles a corpus in-process with javac and the Error Prone plugin, the way Maven's compiler
 * plugin does, and sorts what comes back into findings, crashes and errors.
 *
 * <p>Error Prone 2.42.0 and 2.50.0 both report a check that throws as the error {@code
 * compiler.err.error.prone.crash}: "An unhandled exception was thrown by the Error Prone static
 * analysis plugin", followed by {@code BugPattern: <check name>} and the stack trace.
 */
public final class CorpusCompiler {
  static final String CRASH_CODE = "compiler.err.error.prone.crash";
  static final String CRASH_TEXT = "An unhandled exception was thrown by the Error Prone";
  private static final Pattern CRASHED_CHECK = Pattern.compile("BugPattern: (\\S+)");
  private static final Pattern FINDING_CHECK = Pattern.compile("^\\[(\\w+)\\] ");
  private static final int TRACE_LINES = 8;
  private static final String OUR_FRAMES = "at dev.bottleneck.";
  private static final int ERRORS_KEPT = 20;

  private final List<Path> processorPath;

  /**
   * @param processorPath where javac finds Error Prone and the checks it loads
   */
  public CorpusCompiler(List<Path> processorPath) {
    this.processorPath = List.copyOf(processorPath);
  }

  /** A compiler whose processor path is this JVM's class path. */
  public static CorpusCompiler fromClassPath() {
    return new CorpusCompiler(
        Stream.of(System.getProperty("java.class.path").split(File.pathSeparator))
            .map(Path::of)
            .toList());
  }

  /**
   * @param errorProneOptions what follows {@code -Xplugin:ErrorProne}; an empty list still runs
   *     Error Prone with its defaults, {@code null} compiles with plain javac
   */
  public CompileRun compile(Corpus corpus, List<String> errorProneOptions) {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    Collector collector = new Collector();
    Path classes = temporaryDirectory();
    try (StandardJavaFileManager files =
        javac.getStandardFileManager(collector, Locale.ROOT, UTF_8)) {
      List<String> options =
          new ArrayList<>(
              List.of(
                  "-classpath",
                  joined(corpus.classpath()),
                  "--processor-path",
                  joined(processorPath),
                  "-proc:none",
                  "-d",
                  classes.toString(),
                  "-encoding",
                  "UTF-8",
                  "-XDcompilePolicy=simple",
                  "--should-stop=ifError=FLOW",
                  // javac hands only the first 100 warnings and errors to the listener without
                  // these.
                  "-Xmaxwarns",
                  String.valueOf(Integer.MAX_VALUE),
                  "-Xmaxerrs",
                  String.valueOf(Integer.MAX_VALUE)));
      if (errorProneOptions != null) {
        options.add(String.join(" ", plugin(errorProneOptions)));
      }
      ThreadMXBean threads = ManagementFactory.getThreadMXBean();
      long cpuStart = threads.getCurrentThreadCpuTime();
      long wallStart = System.nanoTime();
      boolean succeeded =
          javac
              .getTask(
                  null,
                  files,
                  collector,
                  options,
                  null,
                  files.getJavaFileObjectsFromPaths(corpus.sources()))
              .call();
      long wall = System.nanoTime() - wallStart;
      long cpu = threads.getCurrentThreadCpuTime() - cpuStart;
      return new CompileRun(
          succeeded, collector.findings, collector.crashes, collector.errors, wall, cpu);
    } catch (IOException e) {
      throw new UncheckedIOException(
          "Cannot close the compiler's file manager: " + e.getMessage(), e);
    } finally {
      deleteRecursively(classes);
    }
  }

  private static List<String> plugin(List<String> errorProneOptions) {
    List<String> plugin = new ArrayList<>();
    plugin.add("-Xplugin:ErrorProne");
    plugin.addAll(errorProneOptions);
    return plugin;
  }

  private static String joined(List<Path> paths) {
    return paths.stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator));
  }

  private static final class Collector implements DiagnosticListener<JavaFileObject> {
    final SortedMap<String, Integer> findings = new TreeMap<>();
    final List<String> crashes = new ArrayList<>();
    final List<String> errors = new ArrayList<>();

    @Override
    public void report(Diagnostic<? extends JavaFileObject> diagnostic) {
      String message = diagnostic.getMessage(Locale.ROOT);
      if (CRASH_CODE.equals(diagnostic.getCode()) || message.contains(CRASH_TEXT)) {
        crashes.add(crash(diagnostic, message));
        return;
      }
      Matcher check = FINDING_CHECK.matcher(message);
      // javac's own lint warnings also start with [key]; Error Prone's carry its diagnostic code.
      if (diagnostic.getCode().contains("error.prone") && check.find()) {
        findings.merge(check.group(1), 1, Integer::sum);
        return;
      }
      if (diagnostic.getKind() == Diagnostic.Kind.ERROR && errors.size() < ERRORS_KEPT) {
        errors.add(where(diagnostic) + ": " + message);
      }
    }

    private static String crash(Diagnostic<? extends JavaFileObject> diagnostic, String message) {
      Matcher check = CRASHED_CHECK.matcher(message);
      String name = check.find() ? check.group(1) : "an unnamed check";
      List<String> trace =
          message
              .lines()
              .dropWhile(line -> !line.contains("Stack Trace:"))
              .skip(1)
              .map(String::strip)
              .toList();
      List<String> shown = new ArrayList<>(trace.subList(0, Math.min(TRACE_LINES, trace.size())));
      // The JDK's frames often fill the first lines; the check's own frame says where to fix it.
      trace.stream()
          .filter(line -> line.contains(OUR_FRAMES))
          .findFirst()
          .filter(frame -> !shown.contains(frame))
          .ifPresent(frame -> shown.add("... " + frame));
      return name + " crashed at " + where(diagnostic) + ": " + String.join(" | ", shown);
    }

    private static String where(Diagnostic<? extends JavaFileObject> diagnostic) {
      String file = diagnostic.getSource() == null ? "(no file)" : diagnostic.getSource().getName();
      return file + ":" + diagnostic.getLineNumber();
    }
  }

  private static Path temporaryDirectory() {
    try {
      return Files.createTempDirectory("bottleneck-corpus-classes");
    } catch (IOException e) {
      throw new UncheckedIOException(
          "Cannot create a folder for class files: " + e.getMessage(), e);
    }
  }

  private static void deleteRecursively(Path directory) {
    try (Stream<Path> files = Files.walk(directory)) {
      for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(file);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot delete " + directory + ": " + e.getMessage(), e);
    }
  }
}
