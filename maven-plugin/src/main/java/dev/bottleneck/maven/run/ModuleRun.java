package dev.bottleneck.maven.run;

import dev.bottleneck.maven.engine.AnalysisExecutor;
import dev.bottleneck.maven.engine.AnalysisRequest;
import dev.bottleneck.maven.engine.AnalysisResult;
import dev.bottleneck.maven.engine.AnalysisSetup;
import dev.bottleneck.maven.filter.Baseline;
import dev.bottleneck.maven.filter.BaselineException;
import dev.bottleneck.maven.filter.ChangedLines;
import dev.bottleneck.maven.filter.GitException;
import dev.bottleneck.maven.filter.GitRepository;
import dev.bottleneck.maven.report.ConsoleReport;
import dev.bottleneck.maven.report.ProjectPaths;
import dev.bottleneck.maven.report.Report;
import dev.bottleneck.maven.source.SourceReader;
import dev.bottleneck.maven.source.SourceSet;
import dev.bottleneck.maven.types.Overlay;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One module under one run's settings: the steps every goal takes before and after the engine. It
 * reads the module's files, baseline and changed lines into the engine's request, opens the engine
 * for the module, and logs what the engine found.
 */
public final class ModuleRun {
  private final ModuleLayout layout;
  private final Settings settings;
  private final Log log;

  public ModuleRun(ModuleLayout layout, Settings settings, Log log) {
    this.layout = layout;
    this.settings = settings;
    this.log = log;
  }

  public ModuleLayout layout() {
    return layout;
  }

  public Settings settings() {
    return settings;
  }

  public Log log() {
    return log;
  }

  public ProjectPaths paths() {
    return layout.paths();
  }

  /**
   * The module's Java sources and Spring Boot configuration files that the includes and excludes
   * keep, and its {@code pom.xml}; its warnings are logged.
   *
   * @throws RunException naming a folder that cannot be listed
   */
  public SourceSet sources() throws RunException {
    List<Path> javaRoots = new ArrayList<>(layout.javaRoots());
    List<Path> resourceRoots = new ArrayList<>(layout.resourceRoots());
    if (settings.includeTests()) {
      javaRoots.addAll(layout.testJavaRoots());
      resourceRoots.addAll(layout.testResourceRoots());
    }
    try {
      SourceSet sources =
          SourceSet.collect(
              javaRoots,
              resourceRoots,
              new SourceSet.Selection(
                  settings.includes(),
                  settings.excludes(),
                  layout.buildDirectory(),
                  settings.parameters().includeGeneratedSources(),
                  paths()::fromBuildRoot));
      sources.warnings().forEach(warning -> log.warn("bottleneck: " + warning));
      return sources.withBuildFile(layout.basedir().resolve("pom.xml")).retain(layout.files());
    } catch (UncheckedIOException e) {
      throw new RunException(e.getMessage() + "; check the folder's permissions", e);
    }
  }

  /**
   * The baseline file's accepted findings; none when the file does not exist.
   *
   * @throws RunException when the file is a folder or not a baseline
   */
  public Baseline baseline() throws RunException {
    Path file = layout.baselineFile();
    if (!Files.exists(file)) {
      return Baseline.empty();
    }
    if (!Files.isRegularFile(file)) {
      throw new RunException(
          "The baseline "
              + paths().fromBuildRoot(file)
              + " is not a file; point "
              + settings.words().setting("baselineFile")
              + " at a file such as bottleneck-baseline.txt, written by "
              + settings.words().command("baseline"));
    }
    try {
      return Baseline.read(file, paths().fromBuildRoot(file), settings.words());
    } catch (BaselineException e) {
      throw new RunException(e.getMessage(), e);
    }
  }

  /**
   * What {@code check} reports on and {@code fix} fixes: the module's files, the lines changed
   * since the {@code since} ref (git runs once here), and {@code baseline}.
   */
  public AnalysisRequest request(Baseline baseline) throws RunException {
    return AnalysisRequest.of(sources()).withBaseline(baseline).withChangedLines(changedLines());
  }

  /**
   * The lines changed since the {@code since} ref; none when it is not set.
   *
   * @throws RunException when git is missing, the module is outside a work tree or the ref unknown
   */
  public Optional<ChangedLines> changedLines() throws RunException {
    if (settings.since().isEmpty()) {
      return Optional.empty();
    }
    try {
      return Optional.of(
          GitRepository.open(layout.basedir(), paths().buildRoot(), settings.words())
              .changedSince(settings.since().get()));
    } catch (GitException e) {
      throw new RunException(e.getMessage(), e);
    }
  }

  /**
   * The engine for this module: its rules, source roots, class path, callers, encoding and threads.
   *
   * @throws RunException naming a rule option that is unknown or has a bad value
   */
  public AnalysisExecutor open() throws RunException {
    return open(Overlay.NONE);
  }

  /**
   * The engine for this module, reading the overlay's texts in place of the files on disk: an
   * editor's open buffers.
   *
   * @throws RunException naming a rule option that is unknown or has a bad value
   */
  public AnalysisExecutor open(Overlay overlay) throws RunException {
    AnalysisSetup setup =
        AnalysisSetup.builder(
                layout.basedir(),
                SourceReader.strict(settings.encoding(), settings.words().encodingSetting()))
            .rules(settings.rules())
            .sourceRoots(layout.javaRoots())
            .resourceRoots(layout.resourceRoots())
            .classpath(layout.classpath())
            .callerRoots(layout.callerRoots())
            .upstreamRoots(layout.upstreamRoots())
            .threads(settings.threads())
            .words(settings.words())
            .overlay(overlay)
            .build();
    try {
      return AnalysisExecutor.open(setup);
    } catch (IllegalArgumentException e) {
      throw new RunException(
          "Invalid bottleneck " + settings.words().parameter("rules") + ": " + e.getMessage(), e);
    }
  }

  /** Logs the report: files that could not be analyzed, parse problems, findings, the summary. */
  public void logReport(Report report) {
    ConsoleReport.Lines console =
        ConsoleReport.render(report, paths(), settings.docs(), settings.words());
    console.errors().forEach(log::error);
    console.warnings().forEach(log::warn);
    console.summary().forEach(log::info);
  }

  /**
   * Logs the files that were not analyzed, or not by every rule, as the console report does: for a
   * run that reports nothing else, so that nobody mistakes one for a clean file.
   */
  public void logSkippedFiles(AnalysisResult result) {
    ConsoleReport.Lines console =
        ConsoleReport.render(
            new Report(
                List.of(),
                result.problems(),
                List.of(),
                0,
                result.filesAnalyzed(),
                result.errors()),
            paths(),
            settings.docs(),
            settings.words());
    console.errors().forEach(log::error);
    console.warnings().forEach(log::warn);
  }

  /** The message for files that stop the run, which the log lists above it, if any. */
  public Optional<String> brokenInput(AnalysisResult result) {
    return settings.failPolicy().brokenInput(result.errors(), result.problems());
  }
}
