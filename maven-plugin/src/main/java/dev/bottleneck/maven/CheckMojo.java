package dev.bottleneck.maven;

import dev.bottleneck.maven.frontend.FrontEnd;
import dev.bottleneck.maven.policy.FailPolicy;
import dev.bottleneck.maven.policy.ModuleOutcome;
import dev.bottleneck.maven.policy.ReactorResults;
import dev.bottleneck.maven.report.SarifReport;
import dev.bottleneck.maven.run.CheckRun;
import dev.bottleneck.maven.run.ModuleRun;
import dev.bottleneck.maven.run.RunException;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
    ModuleRun module = moduleRun();
    Path output = outputDirectory.toPath();
    unchecked(() -> deletePreviousSarif(output));
    Set<String> reports = unchecked(() -> CheckRun.formats(formats, FrontEnd.MAVEN));
    CheckRun.Checked checked = unchecked(() -> CheckRun.run(module));

    // Everything found is reported before any failure, so that one broken file hides nothing.
    Optional<String> sarif = Optional.empty();
    if (reports.contains("sarif")) {
      String text =
          SarifReport.render(
              checked.report(),
              module.paths(),
              plugin.getVersion(),
              project.getArtifactId(),
              module.settings().sharedDocs());
      sarif =
          Optional.of(
              unchecked(
                  () ->
                      CheckRun.writeSarif(
                          output, text, module.paths(), FrontEnd.MAVEN, module.log())));
    }
    if (reports.contains("github")) {
      CheckRun.annotate(module, checked.report());
    }
    end(checked.outcome(project.getArtifactId(), failOnViolation, sarif));
  }

  private static Void deletePreviousSarif(Path output) throws RunException {
    CheckRun.deletePreviousSarif(output, FrontEnd.MAVEN);
    return null;
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
}
