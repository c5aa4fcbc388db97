package dev.bottleneck.maven.engine;

import dev.bottleneck.catalog.Rule;
import dev.bottleneck.maven.config.LoggingConfigScanner;
import dev.bottleneck.maven.config.SpringConfigScanner;
import dev.bottleneck.maven.finding.FileProblemException;
import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.finding.ParseProblem;
import dev.bottleneck.maven.frontend.FrontEnd;
import dev.bottleneck.maven.scan.JavaSourceScanner;
import dev.bottleneck.maven.scan.ScanResult;
import dev.bottleneck.maven.scan.Workers;
import dev.bottleneck.maven.source.RootedFile;
import dev.bottleneck.maven.source.SourceException;
import dev.bottleneck.maven.source.SourceReader;
import dev.bottleneck.maven.source.SourceSet;
import dev.bottleneck.maven.types.Overlay;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

/**
 * Runs the scanners over a source set. Java and configuration files are analyzed concurrently on a
 * bounded pool of {@link Workers}, kept from one run to the next until the analyzer is closed, each
 * with a stack deep enough for generated code (hundreds of nested parentheses, string
 * concatenations of thousands of terms, else-if chains of thousands of branches); the results are
 * collected in the source set's order, so a run on many threads reports exactly what a run on one
 * does. A file that cannot be read or parsed, or that nests deeper still, is recorded and the other
 * files are still analyzed, so one run reports every broken file at once.
 */
final class Analyzer implements AutoCloseable {
  /**
   * Spring Boot reads YAML as UTF-8 whatever the source encoding, and a stray Latin-1 comment there
   * does not stop it: neither does it stop us.
   */
  private static final SourceReader YAML_READER = SourceReader.lenient(StandardCharsets.UTF_8);

  /** Spring Boot reads {@code .properties} as ISO-8859-1, as {@code Properties.load} does. */
  private static final SourceReader PROPERTIES_READER =
      SourceReader.lenient(StandardCharsets.ISO_8859_1);

  private final JavaSourceScanner javaScanner;
  private final SpringConfigScanner configScanner;
  private final LoggingConfigScanner loggingScanner;
  private final SourceReader javaReader;
  private final int threads;
  private final Overlay overlay;
  private final FrontEnd words;

  /** The threads of every run until {@link #close}; started by the first run that needs them. */
  private Workers.Pool workers;

  /**
   * An analyzer of files on disk that reports every rule of the logging configuration scanner.
   *
   * @param threads how many Java files are analyzed at once, at least 1
   */
  Analyzer(
      JavaSourceScanner javaScanner,
      SpringConfigScanner configScanner,
      SourceReader javaReader,
      int threads) {
    this(
        javaScanner,
        configScanner,
        new LoggingConfigScanner(
            LoggingConfigScanner.RULES.stream().map(Rule::id).collect(Collectors.toSet())),
        javaReader,
        threads,
        Overlay.NONE,
        FrontEnd.MAVEN);
  }

  /**
   * @param overlay texts that stand in for files on disk; the files with none are read by the
   *     readers
   * @param words how a message about a file names the setting that skips it
   */
  Analyzer(
      JavaSourceScanner javaScanner,
      SpringConfigScanner configScanner,
      LoggingConfigScanner loggingScanner,
      SourceReader javaReader,
      int threads,
      Overlay overlay,
      FrontEnd words) {
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be 1 or more, not " + threads);
    }
    this.javaScanner = javaScanner;
    this.configScanner = configScanner;
    this.loggingScanner = loggingScanner;
    this.javaReader = javaReader;
    this.threads = threads;
    this.overlay = overlay;
    this.words = words;
  }

  /**
   * @param problems Java files that do not parse, and rules that failed on a file
   * @param errors files that could not be analyzed at all: unreadable, undecodable, or
   *     configuration that does not parse; each message says what to do
   */
  record Analysis(
      List<Finding> findings, List<ParseProblem> problems, List<ParseProblem> errors, int files) {}

  Analysis analyze(SourceSet sources) {
    List<Callable<FileResult>> java = new ArrayList<>();
    for (RootedFile source : sources.javaFiles()) {
      java.add(() -> scanJava(source.file()));
    }
    List<Callable<FileResult>> config = new ArrayList<>();
    for (RootedFile source : sources.configFiles()) {
      config.add(() -> scanConfig(source.file()));
    }
    // With a second thread, the configuration goes first: its long read of the build's code then
    // runs beside the Java files. Alone, a thread takes the Java files first, so that the module's
    // own files are lexed with the words their text gates reuse, not by that read.
    boolean configFirst = threads > 1;
    List<Callable<FileResult>> tasks = new ArrayList<>(configFirst ? config : java);
    tasks.addAll(configFirst ? java : config);
    List<FileResult> results = new ArrayList<>(workers().inOrder(tasks));
    if (configFirst) {
      // The Java files' results first, then the configuration's, each in the source set's order.
      Collections.rotate(results, -config.size());
    }
    List<Finding> findings = new ArrayList<>();
    List<ParseProblem> problems = new ArrayList<>();
    List<ParseProblem> errors = new ArrayList<>();
    for (FileResult result : results) {
      findings.addAll(result.findings());
      result.problems().forEach(problem -> problems.add(worded(problem)));
      result.errors().forEach(error -> errors.add(worded(error)));
    }
    return new Analysis(findings, problems, errors, sources.size());
  }

  /**
   * One configuration file's findings, or why it could not be read. Run on the workers beside the
   * Java files: SyncLogAppender's first question reads the code of the whole build (on pig's 20
   * modules, a third of the engine's samples), which on the calling thread, after the Java files,
   * was a phase that no second thread could share.
   */
  private FileResult scanConfig(Path file) {
    try {
      String text = text(file, configReader(file));
      if (loggingScanner.reads(file)) {
        return FileResult.of(new ScanResult(loggingScanner.scan(file, text), List.of()));
      }
      List<Finding> findings = new ArrayList<>(configScanner.scan(file, text));
      findings.addAll(loggingScanner.scan(file, text));
      return FileResult.of(new ScanResult(findings, loggingScanner.missingNamedFiles(file)));
    } catch (FileProblemException e) {
      return FileResult.error(e.problem());
    }
  }

  /**
   * The problem as the front end that runs words it: the scanners' advice names the setting that
   * skips a file by the plugin's parameter ({@code the excludes parameter}), which the command
   * calls an option ({@code the --excludes option}).
   */
  private ParseProblem worded(ParseProblem problem) {
    String plugin = FrontEnd.MAVEN.parameter("excludes");
    if (words == FrontEnd.MAVEN || !problem.message().contains(plugin)) {
      return problem;
    }
    return new ParseProblem(
        problem.file(),
        problem.line(),
        problem.column(),
        problem.message().replace(plugin, words.parameter("excludes")),
        problem.parsed());
  }

  /** One file's scan, or the reason it could not be scanned. */
  private record FileResult(ScanResult scan, List<ParseProblem> errors) {
    static FileResult of(ScanResult scan) {
      return new FileResult(scan, List.of());
    }

    static FileResult error(ParseProblem error) {
      return new FileResult(new ScanResult(List.of(), List.of()), List.of(error));
    }

    List<Finding> findings() {
      return scan.findings();
    }

    List<ParseProblem> problems() {
      return scan.problems();
    }
  }

  private synchronized Workers.Pool workers() {
    if (workers == null) {
      workers = new Workers.Pool(threads);
    }
    return workers;
  }

  /** Never throws for one file: whatever goes wrong is that file's error, named and explained. */
  private FileResult scanJava(Path file) {
    try {
      return FileResult.of(javaScanner.scan(file, javaText(file)));
    } catch (SourceException e) {
      return FileResult.error(e.problem());
    } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
      return FileResult.error(
          new ParseProblem(
              file,
              1,
              1,
              "could not be analyzed ("
                  + e
                  + "); the other files were; please report this to bottleneck with the file"));
    }
  }

  /**
   * The overlay's text of {@code file}, else the bytes the module index read with its facts,
   * decoded by the Java reader, so that the file is read once; else what the reader reads.
   */
  private String javaText(Path file) throws SourceException {
    Optional<String> open = overlay.text(file.toAbsolutePath().normalize());
    if (open.isPresent()) {
      return open.get();
    }
    Optional<byte[]> read = javaScanner.sourceBytes(file);
    return read.isPresent() ? javaReader.decode(file, read.get()) : javaReader.read(file);
  }

  /** The overlay's text of {@code file}, else what {@code reader} reads from disk. */
  private String text(Path file, SourceReader reader) throws SourceException {
    Optional<String> open = overlay.text(file.toAbsolutePath().normalize());
    return open.isPresent() ? open.get() : reader.read(file);
  }

  /** See {@link JavaSourceScanner#changed}. */
  void changed(Path file) {
    javaScanner.changed(file);
  }

  /** {@code .properties} in ISO-8859-1; YAML, XML and JSON in UTF-8. */
  private static SourceReader configReader(Path file) {
    return file.getFileName().toString().endsWith(".properties") ? PROPERTIES_READER : YAML_READER;
  }

  /** Ends the threads, and releases what the Java scanner keeps for the files it has read. */
  @Override
  public synchronized void close() {
    if (workers != null) {
      workers.close();
      workers = null;
    }
    javaScanner.close();
  }
}
