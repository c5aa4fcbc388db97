package dev.bottleneck.cli.lsp;

import dev.bottleneck.catalog.DocsLinks;
import dev.bottleneck.maven.engine.AnalysisExecutor;
import dev.bottleneck.maven.engine.AnalysisRequest;
import dev.bottleneck.maven.engine.AnalysisResult;
import dev.bottleneck.maven.filter.Baseline;
import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.finding.ParseProblem;
import dev.bottleneck.maven.frontend.FrontEnd;
import dev.bottleneck.maven.run.ModuleLayout;
import dev.bottleneck.maven.run.ModuleRun;
import dev.bottleneck.maven.run.RunException;
import dev.bottleneck.maven.run.Settings;
import dev.bottleneck.maven.source.RootedFile;
import dev.bottleneck.maven.source.SourceException;
import dev.bottleneck.maven.source.SourceReader;
import dev.bottleneck.maven.source.SourceSet;
import dev.bottleneck.maven.types.Overlay;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * One module of a workspace folder as its build would check it: its files, settings and baseline,
 * and one engine that lives as long as the session, so that the module index and the parsed files
 * are built once and then kept current one changed file at a time. Used by the analysis thread
 * alone.
 */
final class ModuleSession implements AutoCloseable {
  /**
   * What one file's analysis found.
   *
   * @param problems why the file, or a rule on it, could not be analyzed
   */
  record FileResult(Path file, List<Finding> findings, List<ParseProblem> problems) {}

  private final ModuleRun run;
  private final AnalysisExecutor executor;
  private final Baseline baseline;
  private final List<Path> roots;

  /** The roots of the module's own files, without the callers' roots that {@link #roots} adds. */
  private final List<Path> ownRoots;

  private boolean closed;
  private SourceSet sources;

  /**
   * The module's Java files and its other files, each with its root, as the last listing found
   * them: a batch's files are looked up here, where filtering the module's files for each batch of
   * a first analysis took time that grew with the square of the module's size.
   */
  private Map<Path, RootedFile> javaFiles;

  private Map<Path, RootedFile> configFiles;

  /** Files below the roots that the settings leave out, as the last listing found. */
  private final Set<Path> leftOut = new HashSet<>();

  private ModuleSession(ModuleRun run, AnalysisExecutor executor, Baseline baseline)
      throws RunException {
    this.run = run;
    this.executor = executor;
    this.baseline = baseline;
    ModuleLayout layout = run.layout();
    this.ownRoots =
        Stream.of(
                layout.javaRoots(),
                layout.resourceRoots(),
                layout.testJavaRoots(),
                layout.testResourceRoots())
            .flatMap(List::stream)
            .map(root -> root.toAbsolutePath().normalize())
            .toList();
    this.roots =
        Stream.of(ownRoots.stream(), layout.callerRoots().stream(), layout.upstreamRoots().stream())
            .flatMap(roots -> roots)
            .map(root -> root.toAbsolutePath().normalize())
            .distinct()
            .toList();
    list();
  }

  /**
   * The session of a module, with the settings its poms give the plugin; empty when the build skips
   * the module or its settings are wrong, which the log says.
   */
  static Optional<ModuleSession> open(
      ModuleLayout found, Path workspace, Overlay overlay, ServerLog log) {
    Path basedir = found.basedir();
    if (!Files.isRegularFile(basedir.resolve("pom.xml"))) {
      log.info(
          "bottleneck: "
              + found.name()
              + " ("
              + basedir
              + ") has no pom.xml: the plugin's default settings apply");
    }
    PomSettings.Read read = PomSettings.read(basedir, workspace, log::warn);
    if (read.skip()) {
      log.info("bottleneck: " + found.name() + " is not analyzed: its pom sets skip");
      return Optional.empty();
    }
    ModuleLayout layout = withBaseline(found, read.baselineFile().orElse(found.baselineFile()));
    try {
      ModuleRun run =
          new ModuleRun(layout, Settings.read(read.parameters(), FrontEnd.MAVEN, log), log);
      return Optional.of(new ModuleSession(run, run.open(overlay), run.baseline()));
    } catch (RunException e) {
      log.error("bottleneck: " + found.name() + " is not analyzed: " + e.getMessage());
      return Optional.empty();
    }
  }

  String name() {
    return run.layout().name();
  }

  Path basedir() {
    return run.layout().basedir();
  }

  DocsLinks docs() {
    return run.settings().docs();
  }

  /** The module's files, Java sources first. */
  List<Path> files() {
    return sources.files();
  }

  /**
   * Whether the module analyzes {@code file}: one of its files, as its settings select them. A file
   * below one of its own roots that the module did not have is looked for again, as a new file; a
   * file of the modules that call it never is (asking for every open file of theirs listed the
   * module's files again after each edit).
   */
  boolean owns(Path file) throws RunException {
    if (has(file)) {
      return true;
    }
    if (ownRoots.stream().noneMatch(file::startsWith) || leftOut.contains(file)) {
      return false;
    }
    list();
    if (!has(file)) {
      leftOut.add(file);
    }
    return has(file);
  }

  /** Whether the module index reads {@code file}: below a source root of it or of its callers. */
  boolean reads(Path file) {
    return roots.stream().anyMatch(file::startsWith);
  }

  /**
   * Tells the engine that the text of {@code file} changed, in the editor or on disk; a file of the
   * module that is gone from both leaves its files.
   *
   * @param exists whether the file is open or on disk
   */
  void changed(Path file, boolean exists) throws RunException {
    if (file.getFileName().toString().endsWith(".java")) {
      executor.changed(file);
    }
    if (!exists && has(file)) {
      list();
    }
  }

  /**
   * Analyzes the module's files among {@code wanted}, each one's findings after the baseline; Java
   * files first, each kind in the order of {@code wanted}.
   */
  Map<Path, FileResult> analyze(Collection<Path> wanted) {
    List<RootedFile> java = new ArrayList<>();
    List<RootedFile> config = new ArrayList<>();
    for (Path file : new LinkedHashSet<>(wanted)) {
      if (javaFiles.containsKey(file)) {
        java.add(javaFiles.get(file));
      } else if (configFiles.containsKey(file)) {
        config.add(configFiles.get(file));
      }
    }
    SourceSet some = new SourceSet(java, config, sources.warnings());
    AnalysisResult result = executor.execute(AnalysisRequest.of(some).withBaseline(baseline));
    Map<Path, List<Finding>> findings = new LinkedHashMap<>();
    Map<Path, List<ParseProblem>> problems = new LinkedHashMap<>();
    result
        .findings()
        .forEach(f -> findings.computeIfAbsent(f.file(), k -> new ArrayList<>()).add(f));
    Stream.concat(result.errors().stream(), result.problems().stream())
        .forEach(p -> problems.computeIfAbsent(p.file(), k -> new ArrayList<>()).add(p));
    Map<Path, FileResult> byFile = new LinkedHashMap<>();
    for (Path file : some.files()) {
      byFile.put(
          file,
          new FileResult(
              file,
              findings.getOrDefault(file, List.of()),
              problems.getOrDefault(file, List.of())));
    }
    return byFile;
  }

  /**
   * The text of one of the module's files on disk, as the engine read it: Java sources in the
   * module's encoding, {@code .properties} in ISO-8859-1 and YAML in UTF-8, as Spring Boot reads
   * them; undecodable bytes replaced.
   */
  String textOnDisk(Path file) {
    String name = file.getFileName().toString();
    Charset charset =
        name.endsWith(".properties")
            ? StandardCharsets.ISO_8859_1
            : name.endsWith(".java") ? run.settings().encoding() : StandardCharsets.UTF_8;
    try {
      return SourceReader.lenient(charset).read(file);
    } catch (SourceException unreadable) {
      return "";
    }
  }

  boolean isClosed() {
    return closed;
  }

  @Override
  public void close() {
    closed = true;
    executor.close();
  }

  private void list() throws RunException {
    sources = run.sources();
    javaFiles = byPath(sources.javaFiles());
    configFiles = byPath(sources.configFiles());
    leftOut.clear();
  }

  private boolean has(Path file) {
    return javaFiles.containsKey(file) || configFiles.containsKey(file);
  }

  private static Map<Path, RootedFile> byPath(List<RootedFile> files) {
    Map<Path, RootedFile> byPath = new HashMap<>();
    files.forEach(rooted -> byPath.put(rooted.file(), rooted));
    return byPath;
  }

  private static ModuleLayout withBaseline(ModuleLayout layout, Path baselineFile) {
    return new ModuleLayout(
        layout.name(),
        layout.paths(),
        layout.javaRoots(),
        layout.resourceRoots(),
        layout.testJavaRoots(),
        layout.testResourceRoots(),
        layout.buildDirectory(),
        layout.classpath(),
        layout.callerRoots(),
        layout.upstreamRoots(),
        baselineFile,
        layout.files());
  }
}
