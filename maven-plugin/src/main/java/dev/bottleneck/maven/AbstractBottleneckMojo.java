package dev.bottleneck.maven;

import dev.bottleneck.catalog.facts.MavenArtifacts;
import dev.bottleneck.maven.frontend.FrontEnd;
import dev.bottleneck.maven.report.ProjectPaths;
import dev.bottleneck.maven.run.Log;
import dev.bottleneck.maven.run.ModuleLayout;
import dev.bottleneck.maven.run.ModuleRun;
import dev.bottleneck.maven.run.Parameters;
import dev.bottleneck.maven.run.RunException;
import dev.bottleneck.maven.run.Settings;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.apache.maven.artifact.Artifact;
import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.model.Resource;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;

/** The parameters and the analysis that {@code check}, {@code baseline} and {@code fix} share. */
abstract class AbstractBottleneckMojo extends AbstractMojo {
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

  /**
   * The parameters checked, and the module's layout from the project model: what every goal hands
   * to the shared steps of a run.
   */
  ModuleRun moduleRun() throws MojoExecutionException {
    Settings settings = settings();
    return new ModuleRun(layout(), settings, log());
  }

  /** The build log, as the shared steps write to it. */
  Log log() {
    return new Log() {
      @Override
      public void info(String line) {
        getLog().info(line);
      }

      @Override
      public void warn(String line) {
        getLog().warn(line);
      }

      @Override
      public void error(String line) {
        getLog().error(line);
      }

      @Override
      public void annotation(String line) {
        // Workflow commands must start their line, so they bypass the log's level prefix.
        System.out.println(line);
      }
    };
  }

  private Settings settings() throws MojoExecutionException {
    return unchecked(
        () ->
            Settings.read(
                new Parameters(
                    rules,
                    includes,
                    excludes,
                    includeTests,
                    includeGeneratedSources,
                    since,
                    sourceEncoding(),
                    docsBaseUrl,
                    failOnParseError,
                    threads),
                FrontEnd.MAVEN,
                log()));
  }

  private ModuleLayout layout() throws MojoExecutionException {
    Path basedir = project.getBasedir().toPath();
    return new ModuleLayout(
        project.getArtifactId(),
        paths(),
        paths(project.getCompileSourceRoots()),
        resourceRoots(project.getResources()),
        paths(project.getTestCompileSourceRoots()),
        resourceRoots(project.getTestResources()),
        Path.of(project.getBuild().getDirectory()),
        classpath(),
        callerRoots(),
        upstreamRoots(),
        baselineFile == null ? basedir.resolve("bottleneck-baseline.txt") : baselineFile.toPath(),
        file -> true);
  }

  /** A step of a run, whose bad input the build reports as a configuration or I/O problem. */
  interface Step<T> {
    T run() throws RunException;
  }

  /** Runs a shared step; what stops it stops the build with the step's message. */
  static <T> T unchecked(Step<T> step) throws MojoExecutionException {
    try {
      return step.run();
    } catch (RunException e) {
      throw new MojoExecutionException(e.getMessage(), e.getCause() == null ? e : e.getCause());
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

  /**
   * The main source roots of the modules of this build that this one depends on, directly or
   * through others, with a scope its main code compiles against ({@code compile}, {@code provided},
   * {@code system}): the types its own sources do not declare are looked up there, and their calls
   * of the methods this module's classes override count. A dependency built outside this build is
   * read from its jar on the class path, if at all.
   */
  List<Path> upstreamRoots() {
    if (session == null || session.getProjectDependencyGraph() == null) {
      return List.of();
    }
    Set<String> compiled = new HashSet<>();
    if (project.getArtifacts() != null) {
      for (Artifact artifact : project.getArtifacts()) {
        if (MavenArtifacts.MAIN_CODE_SCOPES.contains(artifact.getScope())) {
          compiled.add(artifact.getGroupId() + ":" + artifact.getArtifactId());
        }
      }
    }
    List<Path> roots = new ArrayList<>();
    for (MavenProject upstream :
        session.getProjectDependencyGraph().getUpstreamProjects(project, true)) {
      if (compiled.contains(upstream.getGroupId() + ":" + upstream.getArtifactId())) {
        roots.addAll(paths(upstream.getCompileSourceRoots()));
      }
    }
    return roots;
  }

  /** The source encoding's name: the project's, or UTF-8 with a warning when the pom sets none. */
  private String sourceEncoding() {
    if (encoding == null || encoding.isBlank()) {
      getLog()
          .warn(
              "project.build.sourceEncoding is not set: reading Java sources as UTF-8; set it in"
                  + " the pom to silence this warning");
      return StandardCharsets.UTF_8.name();
    }
    return encoding;
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
