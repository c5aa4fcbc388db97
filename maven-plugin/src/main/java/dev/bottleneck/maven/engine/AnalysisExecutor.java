package dev.bottleneck.maven.engine;

import dev.bottleneck.catalog.Rule;
import dev.bottleneck.catalog.facts.ConfiguredLevels;
import dev.bottleneck.maven.config.LoggingConfigScanner;
import dev.bottleneck.maven.config.SpringConfigScanner;
import dev.bottleneck.maven.filter.Baseline;
import dev.bottleneck.maven.filter.ChangedLines;
import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.report.ProjectPaths;
import dev.bottleneck.maven.scan.JavaSourceScanner;
import dev.bottleneck.maven.scan.ScanConfig;
import dev.bottleneck.maven.types.StoredListings;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The one entry to the analysis, for the Maven goals and for every other front end: opened for an
 * {@link AnalysisSetup}, it runs {@link AnalysisRequest}s into {@link AnalysisResult}s. A run
 * analyzes the request's files (only those a change touched, when it has one), keeps the findings
 * on changed lines, and removes those the baseline accepts. The scanners' caches and threads live
 * as long as the executor, so that the runs of one module share them; close it to release them. A
 * long-lived executor (an editor's) is told of each file that changes between runs ({@link
 * #changed}), and then analyzes one file at a time with the module-wide judgments kept current.
 *
 * <pre>{@code
 * try (AnalysisExecutor executor = AnalysisExecutor.open(setup)) {
 *   AnalysisResult result = executor.execute(AnalysisRequest.of(sources).withBaseline(baseline));
 * }
 * }</pre>
 */
public final class AnalysisExecutor implements AutoCloseable {
  private final Analyzer analyzer;
  private final ProjectPaths paths;
  private final Path basedir;

  private AnalysisExecutor(Analyzer analyzer, Path basedir) {
    this.analyzer = analyzer;
    this.paths = new ProjectPaths(basedir, basedir);
    this.basedir = basedir;
  }

  /**
   * Builds the scanners the setup asks for.
   *
   * @throws IllegalArgumentException naming a rule option that is unknown or has a bad value, and
   *     the valid ones
   */
  public static AnalysisExecutor open(AnalysisSetup setup) {
    StoredListings.look();
    RuleSelection rules = setup.rules();
    boolean eager = rules.enabled(Rule.EAGER_LOG_MESSAGE.id());
    boolean sync = rules.enabled(Rule.SYNC_LOG_APPENDER.id());
    ModuleResources resources = new ModuleResources(setup.resourceRoots());
    JavaSourceScanner javaScanner =
        new JavaSourceScanner(
            new ScanConfig(
                rules.enabledRuleIds(),
                rules.options(),
                setup.sourceRoots(),
                setup.classpath(),
                setup.callerRoots(),
                setup.overlay(),
                eager ? () -> resources.levels().all() : () -> ConfiguredLevels.NONE,
                resources::beans,
                setup.upstreamRoots()));
    return new AnalysisExecutor(
        new Analyzer(
            javaScanner,
            new SpringConfigScanner(
                rules.enabled(Rule.ANT_PATH_MATCHER.id()),
                rules.enabled(Rule.COMMONS_DBCP_POOL.id())),
            new LoggingConfigScanner(
                rules.enabledRuleIds(),
                sync ? () -> resources.levels().spring().defaults() : Map::of,
                new LoggingConfigScanner.ModuleSources(
                    setup.basedir(),
                    setup.sourceRoots(),
                    setup.callerRoots(),
                    setup.classpath(),
                    setup.resourceRoots()),
                resources::names),
            setup.javaReader(),
            setup.threads(),
            setup.overlay(),
            setup.words()),
        setup.basedir());
  }

  /**
   * Analyzes the request's files and filters what was found. Never throws for a file: a file that
   * cannot be read, parsed or checked is a problem or an error of the result, and the other files
   * are still analyzed.
   */
  public AnalysisResult execute(AnalysisRequest request) {
    StoredListings.look();
    QuickCompilation.request(request.sources().javaFiles().size());
    Analyzer.Analysis analysis = analyzer.analyze(request.sources());
    Baseline.Result filtered =
        request
            .baseline()
            .apply(
                inChange(analysis.findings(), request),
                finding -> paths.fromBasedir(finding.file()),
                Baseline.analyzedOrGone(analyzed(request), basedir));
    return new AnalysisResult(
        filtered.remaining(),
        analysis.problems(),
        analysis.errors(),
        filtered.accepted(),
        filtered.stale(),
        analysis.files());
  }

  /** The findings on the request's changed lines, or all of them when it has none. */
  private static List<Finding> inChange(List<Finding> findings, AnalysisRequest request) {
    if (request.changedLines().isEmpty()) {
      return findings;
    }
    ChangedLines changed = request.changedLines().get();
    List<Finding> kept = findings.stream().filter(changed::contains).toList();
    return request.fixesOnlyInChange()
        ? kept.stream().map(changed::withFixOnlyInChange).toList()
        : kept;
  }

  /** The files of the run, as baseline entries name them. */
  private Set<String> analyzed(AnalysisRequest request) {
    Set<String> analyzed = new HashSet<>();
    request.sources().files().forEach(file -> analyzed.add(paths.fromBasedir(file)));
    return analyzed;
  }

  /**
   * Takes the text {@code file} has now, in the setup's overlay or else on disk, for every later
   * run: the module index replaces that file's facts alone (a file that no longer exists leaves
   * it), so that the next run judges callers, run-once places and transactions by it. Call it
   * between runs, never while one runs.
   */
  public void changed(Path file) {
    StoredListings.look();
    analyzer.changed(file);
  }

  /** Ends the threads, and releases what the scanners keep for the files they have read. */
  @Override
  public void close() {
    analyzer.close();
  }
}
