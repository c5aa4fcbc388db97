package dev.bottleneck.maven;

import dev.bottleneck.maven.filter.Baseline;
import dev.bottleneck.maven.filter.ChangedLines;
import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.policy.FailPolicy;
import dev.bottleneck.maven.report.GithubAnnotations;
import dev.bottleneck.maven.report.ProjectPaths;
import dev.bottleneck.maven.report.Report;
import dev.bottleneck.maven.report.SarifReport;
import dev.bottleneck.maven.source.SourceSet;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.descriptor.PluginDescriptor;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * Analyzes the module's Java sources and Spring Boot configuration files, reports every known
 * bottleneck that the baseline does not accept, and fails the build if any is left.
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
   * A git ref such as {@code origin/main}: reports only findings on lines changed between its merge
   * base with HEAD and the work tree (commits, uncommitted edits and untracked files), and analyzes
   * only the changed files.
   */
  @Parameter(property = "bottleneck.since")
  String since;

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

  @Parameter(defaultValue = "${plugin}", readonly = true, required = true)
  PluginDescriptor plugin;

  @Override
  public void execute() throws MojoExecutionException, MojoFailureException {
    if (skip) {
      getLog().info("bottleneck: skipped");
      return;
    }
    deletePreviousReport();
    Set<String> reports = formats();
    RuleSelection selection = ruleSelection();
    Baseline baseline = baseline();
    ProjectPaths paths = paths();
    SourceSet sources = sourceSet();
    ChangedLines changed = null;
    if (since != null && !since.isBlank()) {
      changed = changedLines(since);
      sources = sources.retain(changed::touches);
      getLog()
          .info(
              "bottleneck: "
                  + sources.size()
                  + " file(s) of this module changed since "
                  + since.strip());
    }
    Analyzer.Analysis analysis;
    try (Analyzer analyzer = analyzer(selection)) {
      analysis = analyzer.analyze(sources);
    }

    List<Finding> findings = analysis.findings();
    if (changed != null) {
      findings =
          findings.stream().filter(changed::contains).map(changed::withFixOnlyInChange).toList();
    }
    Set<String> scanned = new HashSet<>();
    sources.files().forEach(file -> scanned.add(paths.fromBasedir(file)));
    Baseline.Result filtered =
        baseline.apply(
            findings,
            finding -> paths.fromBasedir(finding.file()),
            Baseline.analyzedOrGone(scanned, project.getBasedir().toPath()));
    Report report =
        new Report(
            filtered.remaining(),
            analysis.problems(),
            filtered.baselined(),
            filtered.stale(),
            analysis.files(),
            analysis.errors());

    // Everything found is reported before any failure, so that one broken file hides nothing.
    logReport(report);
    Path sarif = null;
    if (reports.contains("sarif")) {
      sarif = writeSarif(report, paths);
    }
    if (reports.contains("github")) {
      // Workflow commands must start their line, so they bypass the log's level prefix.
      GithubAnnotations.render(report, paths).forEach(System.out::println);
    }
    FailPolicy policy = new FailPolicy(failOnViolation, failOnParseError);
    failOnErrors(analysis, policy);
    Optional<String> failure =
        policy.violations(report.findings(), project.getArtifactId(), Optional.ofNullable(sarif));
    if (failure.isPresent()) {
      throw new MojoFailureException(failure.get());
    }
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

  private Path writeSarif(Report report, ProjectPaths paths) throws MojoExecutionException {
    String sarif = SarifReport.render(report, paths, plugin.getVersion(), project.getArtifactId());
    try {
      Path file = SarifReport.write(outputDirectory.toPath(), sarif);
      getLog().info("bottleneck: SARIF report " + paths.fromBasedir(file));
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
