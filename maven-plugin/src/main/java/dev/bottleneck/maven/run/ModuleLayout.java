package dev.bottleneck.maven.run;

import dev.bottleneck.maven.report.ProjectPaths;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.function.Predicate;

/**
 * Where one module's files are: what Maven's project model says for the goals, what the project's
 * conventional folders say for the command.
 *
 * @param name the module's name in summaries and in the SARIF run's category, e.g. its artifact id
 * @param paths the module's folder, and how reports name its files
 * @param javaRoots the main Java source roots
 * @param resourceRoots the main resource roots, where Spring Boot configuration files are
 * @param testJavaRoots the test source roots, analyzed with {@code includeTests}
 * @param testResourceRoots the test resource roots, analyzed with {@code includeTests}
 * @param buildDirectory where the build writes; source roots below it hold generated code
 * @param classpath the compile class path, for types that imports and sources cannot decide
 * @param callerRoots main source roots of other modules that may call this one
 * @param upstreamRoots main source roots of the modules of the build this one depends on, where the
 *     types its own sources do not declare are looked up
 * @param baselineFile the module's baseline file, which need not exist
 * @param files which of the module's files to analyze, e.g. only those named on a command line
 */
public record ModuleLayout(
    String name,
    ProjectPaths paths,
    List<Path> javaRoots,
    List<Path> resourceRoots,
    List<Path> testJavaRoots,
    List<Path> testResourceRoots,
    Path buildDirectory,
    List<Path> classpath,
    List<Path> callerRoots,
    List<Path> upstreamRoots,
    Path baselineFile,
    Predicate<Path> files) {
  public ModuleLayout {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(paths, "paths");
    javaRoots = List.copyOf(javaRoots);
    resourceRoots = List.copyOf(resourceRoots);
    testJavaRoots = List.copyOf(testJavaRoots);
    testResourceRoots = List.copyOf(testResourceRoots);
    Objects.requireNonNull(buildDirectory, "buildDirectory");
    classpath = List.copyOf(classpath);
    callerRoots = List.copyOf(callerRoots);
    upstreamRoots = List.copyOf(upstreamRoots);
    Objects.requireNonNull(baselineFile, "baselineFile");
    Objects.requireNonNull(files, "files");
  }

  /** The module's folder. */
  public Path basedir() {
    return paths.basedir();
  }

  /** This module with other modules' source roots as its callers. */
  public ModuleLayout withCallerRoots(List<Path> callerRoots) {
    return new ModuleLayout(
        name,
        paths,
        javaRoots,
        resourceRoots,
        testJavaRoots,
        testResourceRoots,
        buildDirectory,
        classpath,
        callerRoots,
        upstreamRoots,
        baselineFile,
        files);
  }
}
