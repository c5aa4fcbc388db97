package dev.bottleneck.maven;

import dev.bottleneck.catalog.DocsLinks;
import dev.bottleneck.maven.engine.AnalysisExecutor;
import dev.bottleneck.maven.engine.AnalysisRequest;
import dev.bottleneck.maven.engine.AnalysisResult;
import dev.bottleneck.maven.engine.RuleSelection;
import dev.bottleneck.maven.policy.FailPolicy;
import dev.bottleneck.maven.policy.ModuleOutcome;
import dev.bottleneck.maven.policy.ReactorResults;
import dev.bottleneck.maven.report.GithubAnnotations;
import dev.bottleneck.maven.report.ProjectPaths;
import dev.bottleneck.maven.report.Report;
import dev.bottleneck.maven.report.SarifReport;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.maven.model.Plugin;
import org.apache.maven.model.PluginExecution;
import org.apache.maven.plugin.MojoExecution;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.descriptor.PluginDescriptor;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;
import org.apache.maven.project.MavenProject;

/**
 * Analyzes the module's Java sources and Spring Boot configuration files, reports every known
 * bottleneck that the baseline does not accept, and fails the build if any is left: in a build of
 * several modules once, at its end, after every module was analyzed (unless {@code failFast}).
 */
@Mojo(
    name = "check",
    defaultPhase = LifecyclePhase.VERIFY,
    threadSafe = true,
    requiresDependencyResolution = ResolutionScope.COMPILE)
public final class CheckMojo extends AbstractBottleneckMojo {
  private static final Set<String> FORMATS = Set.of("console", "sarif", "github");

  /** Fails the build when findings remain after the baseline and {@code since}. */
  @Parameter(property = "bottleneck.failOnViolation", defaultValue = "true")
  boolean failOnViolation;

  /**
   * Reports besides the console: {@code sarif} writes {@code bottleneck.sarif} to the output
   * directory, {@code github} prints GitHub Actions annotations. Comma-separated on the command
   * line.
   */
  @Parameter(property = "bottleneck.formats")
  List<String> formats;

  /** Where reports are written. */
  @Parameter(
      property = "bottleneck.outputDirectory",
      defaultValue = "${project.build.directory}/bottleneck")
  File outputDirectory;

  /**
   * Fails the build at the first module with findings, as soon as it is analyzed. By default every
   * module of the build is analyzed and the build fails once, at its end, with the total and each
   * module's count.
   */
  @Parameter(property = "bottleneck.failFast", defaultValue = "false")
  boolean failFast;

  @Parameter(defaultValue = "${plugin}", readonly = true, required = true)
  PluginDescriptor plugin;

  @Parameter(defaultValue = "${mojoExecution}", readonly = true, required = true)
  MojoExecution mojoExecution;

  @Override
  public void execute() throws MojoExecutionException, MojoFailureException {
    Optional<String> notAnalyzed = notAnalyzed();
    if (notAnalyzed.isPresent()) {
      getLog().info("bottleneck: skipped (" + notAnalyzed.get() + ")");
      end(ModuleOutcome.skipped(project.getArtifactId(), notAnalyzed.get()));
      return;
    }
    DocsLinks docs = docs();
    deletePreviousReport();
    Set<String> reports = formats();
    AnalysisResult result = analyze();
    Report report = result.report();

    // Everything found is reported before any failure, so that one broken file hides nothing.
    logReport(report, docs);
    Optional<String> sarif = writeReports(report, reports, docs);
    end(
        ModuleOutcome.analyzed(
            project.getArtifactId(),
            report.findings().size(),
            failOnViolation,
            sarif,
            brokenInput(result, new FailPolicy(failOnParseError))));
  }

  /** The module's findings that the baseline does not accept, on the lines changed since since. */
  private AnalysisResult analyze() throws MojoExecutionException {
    RuleSelection selection = ruleSelection();
    AnalysisRequest request = request(baseline());
    if (request.changedLines().isPresent()) {
      getLog()
          .info(
              "bottleneck: "
                  + request.sources().size()
                  + " file(s) of this module changed since "
                  + since.strip());
    }
    try (AnalysisExecutor executor = open(selection)) {
      return executor.execute(request);
    }
  }

  /**
   * Writes the reports besides the console that {@code formats} asks for.
   *
   * @return the SARIF report's file as the console names it, if one was written
   */
  private Optional<String> writeReports(Report report, Set<String> reports, DocsLinks docs)
      throws MojoExecutionException {
    ProjectPaths paths = paths();
    Optional<String> sarif = Optional.empty();
    if (reports.contains("sarif")) {
      sarif = Optional.of(paths.fromBuildRoot(writeSarif(report, paths, docs)));
    }
    if (reports.contains("github")) {
      // Workflow commands must start their line, so they bypass the log's level prefix.
      GithubAnnotations.render(report, paths, docs).forEach(System.out::println);
    }
    return sarif;
  }

  /**
   * Judges the module now ({@code failFast}, or a build of this module alone), or records it and
   * judges every module once the last one that runs this goal has reported.
   */
  private void end(ModuleOutcome outcome) throws MojoExecutionException, MojoFailureException {
    if (failFast) {
      judge(List.of(outcome));
      return;
    }
    Optional<List<ModuleOutcome>> all = reactor().record(project.getId(), outcome);
    if (all.isEmpty()) {
      boolean fails = outcome.failOnViolation() && outcome.findings() > 0;
      if (fails || outcome.brokenInput().isPresent()) {
        getLog()
            .info(
                "bottleneck: the build goes on to analyze the other modules and fails at its end"
                    + " (set bottleneck.failFast to stop here)");
      }
      return;
    }
    if (all.get().size() > 1) {
      FailPolicy.summary(all.get()).forEach(getLog()::info);
    }
    judge(all.get());
  }

  private static void judge(List<ModuleOutcome> outcomes)
      throws MojoExecutionException, MojoFailureException {
    Optional<String> broken = FailPolicy.brokenInput(outcomes);
    if (broken.isPresent()) {
      throw new MojoExecutionException(broken.get());
    }
    Optional<String> failure = FailPolicy.violations(outcomes);
    if (failure.isPresent()) {
      throw new MojoFailureException(failure.get());
    }
  }

  /**
   * The outcomes of this build's modules, shared through the plugin context of its first project.
   * Each execution of the goal (e.g. one on the command line, one bound to a phase) gathers its
   * own.
   */
  @SuppressWarnings("unchecked")
  private ReactorResults reactor() {
    List<MavenProject> projects = session == null ? null : session.getProjects();
    if (projects == null || projects.isEmpty()) {
      return new ReactorResults(List.of(project.getId()));
    }
    Map<String, Object> context = session.getPluginContext(plugin, projects.get(0));
    String key = ReactorResults.class.getName() + "/" + mojoExecution.getExecutionId();
    synchronized (context) {
      return new ReactorResults(
          (Map<String, Object>)
              context.computeIfAbsent(
                  key, k -> ReactorResults.newState(modulesRunningThisGoal(projects))));
    }
  }

  /**
   * The modules of the build that will run this execution, in build order: every module for a goal
   * given on the command line; otherwise each module that binds an execution of the same id with
   * {@code check} to the same phase, as a parent pom's plugin block does for all its children. A
   * module that binds the goal elsewhere, or not at all, is not waited for.
   */
  private List<String> modulesRunningThisGoal(List<MavenProject> projects) {
    List<String> ids = new ArrayList<>();
    boolean everyModule = mojoExecution.getSource() == MojoExecution.Source.CLI;
    for (MavenProject module : projects) {
      if (everyModule || module.getId().equals(project.getId()) || bindsThisGoal(module)) {
        ids.add(module.getId());
      }
    }
    return ids;
  }

  private boolean bindsThisGoal(MavenProject module) {
    Plugin bound = module.getPlugin(plugin.getPluginLookupKey());
    if (bound == null) {
      return false;
    }
    String phase = mojoExecution.getLifecyclePhase();
    String defaultPhase = mojoExecution.getMojoDescriptor().getPhase();
    for (PluginExecution execution : bound.getExecutions()) {
      String boundPhase = execution.getPhase() == null ? defaultPhase : execution.getPhase();
      if (execution.getId().equals(mojoExecution.getExecutionId())
          && execution.getGoals().contains(mojoExecution.getGoal())
          && (phase == null || phase.equals(boundPhase))) {
        return true;
      }
    }
    return false;
  }

  private void deletePreviousReport() throws MojoExecutionException {
    try {
      SarifReport.deletePrevious(outputDirectory.toPath());
    } catch (IOException e) {
      throw new MojoExecutionException(
          "Cannot remove the previous SARIF report from "
              + outputDirectory
              + " ("
              + e
              + "); check the outputDirectory parameter and the folder's permissions",
          e);
    }
  }

  private Set<String> formats() throws MojoExecutionException {
    Set<String> reports = new LinkedHashSet<>();
    if (formats == null) {
      return reports;
    }
    for (String format : formats) {
      if (format == null) {
        continue;
      }
      for (String name : format.split(",")) {
        String normalized = name.strip().toLowerCase(Locale.ROOT);
        if (normalized.isEmpty()) {
          continue;
        }
        if (!FORMATS.contains(normalized)) {
          throw new MojoExecutionException(
              "Unknown bottleneck report format '"
                  + name.strip()
                  + "'; formats accepts console,"
                  + " sarif and github");
        }
        reports.add(normalized);
      }
    }
    return reports;
  }

  private Path writeSarif(Report report, ProjectPaths paths, DocsLinks docs)
      throws MojoExecutionException {
    String sarif =
        SarifReport.render(report, paths, plugin.getVersion(), project.getArtifactId(), docs);
    try {
      Path file = SarifReport.write(outputDirectory.toPath(), sarif);
      getLog().info("bottleneck: SARIF report " + paths.fromBuildRoot(file));
      return file;
    } catch (IOException e) {
      throw new MojoExecutionException(
          "Cannot write the SARIF report to "
              + outputDirectory
              + " ("
              + e
              + "); check the"
              + " outputDirectory parameter and the folder's permissions",
          e);
    }
  }
}
