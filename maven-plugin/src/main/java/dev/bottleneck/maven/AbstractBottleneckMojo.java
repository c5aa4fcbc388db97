package dev.bottleneck.maven;

import dev.bottleneck.catalog.DocsLinks;
import dev.bottleneck.maven.engine.AnalysisExecutor;
import dev.bottleneck.maven.engine.AnalysisRequest;
import dev.bottleneck.maven.engine.AnalysisResult;
import dev.bottleneck.maven.engine.AnalysisSetup;
import dev.bottleneck.maven.engine.RuleSelection;
import dev.bottleneck.maven.filter.Baseline;
import dev.bottleneck.maven.filter.BaselineException;
import dev.bottleneck.maven.filter.ChangedLines;
import dev.bottleneck.maven.filter.GitException;
import dev.bottleneck.maven.filter.GitRepository;
import dev.bottleneck.maven.policy.FailPolicy;
import dev.bottleneck.maven.report.ConsoleReport;
import dev.bottleneck.maven.report.ProjectPaths;
import dev.bottleneck.maven.report.Report;
import dev.bottleneck.maven.source.SourceReader;
import dev.bottleneck.maven.source.SourceSet;
import java.io.File;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.StandardCharsets;
import java.nio.charset.UnsupportedCharsetException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.model.Resource;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;

/** The parameters and the analysis that {@code check}, {@code baseline} and {@code fix} share. */
abstract class AbstractBottleneckMojo extends AbstractMojo {
  /** The plugin's guide, beside the rule pages' folder on the site. */
  private static final String GUIDE = "../maven-plugin.html";

  /** Skips the analysis. */
  @Parameter(property = "bottleneck.skip", defaultValue = "false")
  boolean skip;

  /** Also analyzes test sources and test resources. */
  @Parameter(property = "bottleneck.includeTests", defaultValue = "false")
  boolean includeTests;

  /**
   * Globs of the Java files to analyze, relative to each source root, e.g. {@code com/acme/**}.
   * Default: every {@code .java} file.
   */
  @Parameter(property = "bottleneck.includes")
  List<String> includes;

  /**
   * Globs of Java files and configuration files to leave out, relative to each source or resource
   * root, e.g. {@code **}{@code /generated/**} or {@code application-local.yml}.
   */
  @Parameter(property = "bottleneck.excludes")
  List<String> excludes;

  /**
   * Which rules run and their options, separated by commas: {@code -RuleId} disables a rule, {@code
   * RuleId} enables it, {@code RuleId:Option=value} sets an option, e.g. {@code
   * -CommonPoolAsync,EagerLogMessage:Levels=debug,trace}. All rules run by default.
   */
  @Parameter(property = "bottleneck.rules")
  String rules;

  /**
   * The baseline: known findings that {@code check} does not report. Written by {@code baseline}.
   */
  @Parameter(
      property = "bottleneck.baselineFile",
      defaultValue = "${project.basedir}/bottleneck-baseline.txt")
  File baselineFile;

  /**
   * A git ref such as {@code origin/main}: reports only findings on lines changed between its merge
   * base with HEAD and the work tree (commits, uncommitted edits and untracked files), and analyzes
   * only the changed files. {@code fix} fixes only those findings; {@code baseline} ignores it,
   * since a baseline records every finding of the module.
   */
  @Parameter(property = "bottleneck.since")
  String since;

  /** The encoding of the Java sources. */
  @Parameter(property = "bottleneck.encoding", defaultValue = "${project.build.sourceEncoding}")
  String encoding;

  /** Also analyzes source roots below the build directory, where generators write. */
  @Parameter(property = "bottleneck.includeGeneratedSources", defaultValue = "false")
  boolean includeGeneratedSources;

  /**
   * Where the rule pages are published: the folder that holds {@code <RuleId>.html}, e.g. {@code
   * https://docs.example.com/bottleneck/rules/} for a copy of the site you host yourself, or a
   * {@code file:} URL to read it offline. Every docs link of the console, the annotations and the
   * SARIF report points there. Default: the published site.
   */
  @Parameter(property = "bottleneck.docsBaseUrl")
  String docsBaseUrl;

  @Parameter(defaultValue = "${project}", readonly = true, required = true)
  MavenProject project;

  @Parameter(defaultValue = "${session}", readonly = true, required = true)
  MavenSession session;

  /** Fails on files that do not parse as Java instead of warning about them. */
  @Parameter(property = "bottleneck.failOnParseError", defaultValue = "false")
  boolean failOnParseError;

  /**
   * How many Java files are analyzed at once; default, and most: the available processors (a larger
   * value is lowered to it, with a warning). The report is the same for any value. Each analyzing
   * thread keeps its own caches, so memory grows with the count; lower it when a parallel build
   * ({@code -T}) already keeps every core busy.
   */
  @Parameter(property = "bottleneck.threads")
  Integer threads;

  /** The module's paths; the console names files as they open from where the build runs. */
  ProjectPaths paths() {
    String root = session == null ? null : session.getExecutionRootDirectory();
    Path basedir = project.getBasedir().toPath();
    return ProjectPaths.of(basedir, root == null ? basedir : Path.of(root));
  }

  DocsLinks docs() throws MojoExecutionException {
    try {
      return DocsLinks.parse(docsBaseUrl, "bottleneck.docsBaseUrl");
    } catch (IllegalArgumentException e) {
      throw new MojoExecutionException(e.getMessage(), e);
    }
  }

  /** The guide on the configured site, or on the published one while docsBaseUrl is bad. */
  private String guideUrl() {
    try {
      return DocsLinks.parse(docsBaseUrl, "bottleneck.docsBaseUrl").resolve(GUIDE);
    } catch (IllegalArgumentException e) {
      return DocsLinks.DEFAULT.resolve(GUIDE);
    }
  }

  /**
   * Why the module is not analyzed, if it is not: a {@code pom} module compiles no sources, and its
   * sources and resources would be its children's, already analyzed there.
   */
  Optional<String> notAnalyzed() {
    if (skip) {
      return Optional.of("skip is set");
    }
    if ("pom".equals(project.getPackaging())) {
      return Optional.of("pom packaging");
    }
    return Optional.empty();
  }

  RuleSelection ruleSelection() throws MojoExecutionException {
    try {
      return RuleSelection.parse(rules);
    } catch (IllegalArgumentException e) {
      throw new MojoExecutionException(
          "Invalid bottleneck rules parameter (" + e.getMessage() + "); see " + guideUrl(), e);
    }
  }

  SourceSet sourceSet() throws MojoExecutionException {
    List<Path> javaRoots = new ArrayList<>(paths(project.getCompileSourceRoots()));
    List<Path> resourceRoots = new ArrayList<>(resourceRoots(project.getResources()));
    if (includeTests) {
      javaRoots.addAll(paths(project.getTestCompileSourceRoots()));
      resourceRoots.addAll(resourceRoots(project.getTestResources()));
    }
    try {
      SourceSet sources =
          SourceSet.collect(
              javaRoots,
              resourceRoots,
              new SourceSet.Selection(
                  includes,
                  excludes,
                  Path.of(project.getBuild().getDirectory()),
                  includeGeneratedSources));
      sources.warnings().forEach(warning -> getLog().warn("bottleneck: " + warning));
      return sources;
    } catch (UncheckedIOException e) {
      throw new MojoExecutionException(e.getMessage() + "; check the folder's permissions", e);
    }
  }

  /**
   * The executor for this module and {@code selection}, reading the class path, the callers, the
   * encoding and the thread count.
   */
  AnalysisExecutor open(RuleSelection selection) throws MojoExecutionException {
    List<Path> classpath = classpath();
    List<Path> callerRoots = callerRoots();
    SourceReader javaReader =
        SourceReader.strict(
            sourceEncoding(), "project.build.sourceEncoding (or bottleneck.encoding)");
    AnalysisSetup setup =
        AnalysisSetup.builder(project.getBasedir().toPath(), javaReader)
            .rules(selection)
            .sourceRoots(paths(project.getCompileSourceRoots()))
            .classpath(classpath)
            .callerRoots(callerRoots)
            .threads(threads())
            .build();
    try {
      return AnalysisExecutor.open(setup);
    } catch (IllegalArgumentException e) {
      throw new MojoExecutionException("Invalid bottleneck rules parameter: " + e.getMessage(), e);
    }
  }

  /**
   * The main source roots of the modules of this build that depend on this one: their calls decide,
   * with the module's own, whether a public method runs once. A module outside the build (built on
   * its own, or left out with {@code -pl}) is not seen.
   */
  List<Path> callerRoots() {
    if (session == null || session.getProjectDependencyGraph() == null) {
      return List.of();
    }
    List<Path> roots = new ArrayList<>();
    for (MavenProject downstream :
        session.getProjectDependencyGraph().getDownstreamProjects(project, true)) {
      roots.addAll(paths(downstream.getCompileSourceRoots()));
    }
    return roots;
  }

  /** Logs the report: files that could not be analyzed, parse problems, findings, the summary. */
  void logReport(Report report, DocsLinks docs) {
    ConsoleReport.Lines console = ConsoleReport.render(report, paths(), docs);
    console.errors().forEach(getLog()::error);
    console.warnings().forEach(getLog()::warn);
    console.summary().forEach(getLog()::info);
  }

  /**
   * Fails for files that could not be analyzed, and for files that do not parse when {@link
   * #failOnParseError} is set. Called after every file was analyzed and the report written.
   *
   * @throws MojoExecutionException listing every file that could not be analyzed
   */
  void failOnErrors(AnalysisResult result, FailPolicy policy) throws MojoExecutionException {
    Optional<String> broken = brokenInput(result, policy);
    if (broken.isPresent()) {
      throw new MojoExecutionException(broken.get());
    }
  }

  /** The baseline file's accepted findings; none when the file does not exist. */
  Baseline baseline() throws MojoExecutionException {
    if (baselineFile == null || !baselineFile.exists()) {
      return Baseline.empty();
    }
    if (!baselineFile.isFile()) {
      throw new MojoExecutionException(
          "The baseline "
              + baselineFile
              + " is not a file; point bottleneck.baselineFile at a file such as"
              + " bottleneck-baseline.txt, written by mvn bottleneck:baseline");
    }
    try {
      return Baseline.read(baselineFile.toPath());
    } catch (BaselineException e) {
      throw new MojoExecutionException(e.getMessage(), e);
    }
  }

  /**
   * What {@code check} reports on and {@code fix} fixes: the module's source set, the lines changed
   * since {@link #since} (git runs once here), and the baseline.
   */
  AnalysisRequest request(Baseline baseline) throws MojoExecutionException {
    return AnalysisRequest.of(sourceSet()).withBaseline(baseline).withChangedLines(changedLines());
  }

  /** The lines changed since {@link #since}, a git ref; none when it is not set. */
  Optional<ChangedLines> changedLines() throws MojoExecutionException {
    if (since == null || since.isBlank()) {
      return Optional.empty();
    }
    try {
      return Optional.of(
          GitRepository.open(project.getBasedir().toPath()).changedSince(since.strip()));
    } catch (GitException e) {
      throw new MojoExecutionException(e.getMessage(), e);
    }
  }

  /** The message for files that stop the build, each named as the console names it, if any. */
  Optional<String> brokenInput(AnalysisResult result, FailPolicy policy) {
    return policy.brokenInput(result.errors(), result.problems(), paths()::fromBuildRoot);
  }

  private int threads() throws MojoExecutionException {
    int processors = Runtime.getRuntime().availableProcessors();
    if (threads == null) {
      return processors;
    }
    if (threads < 1) {
      throw new MojoExecutionException(
          "bottleneck.threads is "
              + threads
              + "; set it to 1 or more, or leave it out to use every available processor");
    }
    if (threads > processors) {
      // Each thread keeps its own caches and reserves a deep stack: past the processors, more
      // threads only cost memory (100,000 of them filled a 6 GB heap and never finished).
      getLog()
          .warn(
              "bottleneck: bottleneck.threads is "
                  + threads
                  + ", more than the "
                  + processors
                  + " available processors; analyzing on "
                  + processors);
      return processors;
    }
    return threads;
  }

  Charset sourceEncoding() throws MojoExecutionException {
    if (encoding == null || encoding.isBlank()) {
      getLog()
          .warn(
              "project.build.sourceEncoding is not set: reading Java sources as UTF-8; set it in"
                  + " the pom to silence this warning");
      return StandardCharsets.UTF_8;
    }
    try {
      return Charset.forName(encoding.trim());
    } catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
      throw new MojoExecutionException(
          "Unknown source encoding '"
              + encoding
              + "'; set project.build.sourceEncoding (or"
              + " bottleneck.encoding) to a Java charset name such as UTF-8",
          e);
    }
  }

  private List<Path> classpath() throws MojoExecutionException {
    try {
      return paths(project.getCompileClasspathElements());
    } catch (DependencyResolutionRequiredException e) {
      throw new MojoExecutionException(
          "The compile classpath of " + project.getId() + " is not resolved: " + e.getMessage(), e);
    }
  }

  private static List<Path> paths(List<String> names) {
    List<Path> paths = new ArrayList<>();
    if (names != null) {
      for (String name : names) {
        paths.add(Path.of(name));
      }
    }
    return paths;
  }

  private static List<Path> resourceRoots(List<Resource> resources) {
    List<Path> roots = new ArrayList<>();
    if (resources != null) {
      for (Resource resource : resources) {
        if (resource.getDirectory() != null) {
          roots.add(Path.of(resource.getDirectory()));
        }
      }
    }
    return roots;
  }
}
