package dev.bottleneck.cli;

import dev.bottleneck.maven.run.Parameters;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * The options every command shares, named as the Maven plugin's parameters in kebab case, with the
 * plugin's defaults. Only {@code --classpath} is the command's own: Maven resolves the class path
 * for the goals.
 */
final class RunOptions {
  @Option(
      names = "--rules",
      paramLabel = "RULES",
      description = {
        "Which rules run and their options, separated by commas: -RuleId disables a rule, RuleId"
            + " enables it, RuleId:Option=value sets an option, e.g."
            + " -CommonPoolAsync,EagerLogMessage:Levels=debug,trace. Default: every rule."
      })
  String rules;

  @Option(
      names = "--includes",
      split = ",",
      paramLabel = "GLOB",
      description =
          "Globs of the Java files to analyze, relative to each source root, e.g. com/acme/**."
              + " Default: every .java file.")
  List<String> includes;

  @Option(
      names = "--excludes",
      split = ",",
      paramLabel = "GLOB",
      description =
          "Globs of Java and configuration files to leave out, relative to each source or"
              + " resource root, e.g. **/generated/**.")
  List<String> excludes;

  @Option(
      names = "--include-tests",
      arity = "0..1",
      fallbackValue = "true",
      paramLabel = "BOOLEAN",
      description = "Also analyzes test sources and test resources (src/test/...). Default: false.")
  boolean includeTests;

  @Option(
      names = "--include-generated-sources",
      arity = "0..1",
      fallbackValue = "true",
      paramLabel = "BOOLEAN",
      description =
          "Also analyzes source roots below the build directory (target/, build/), where"
              + " generators write. Default: false.")
  boolean includeGeneratedSources;

  @Option(
      names = "--baseline-file",
      defaultValue = "bottleneck-baseline.txt",
      paramLabel = "FILE",
      description =
          "The baseline: known findings that check does not report, written by bottleneck"
              + " baseline. Relative to each module's folder. Default: ${DEFAULT-VALUE}.")
  String baselineFile;

  @Option(
      names = "--since",
      paramLabel = "REF",
      description =
          "A git ref such as origin/main: reports only findings on lines changed between its"
              + " merge base with HEAD and the work tree, and analyzes only the changed files.")
  String since;

  @Option(
      names = "--encoding",
      defaultValue = "UTF-8",
      paramLabel = "CHARSET",
      description = "The encoding of the Java sources. Default: ${DEFAULT-VALUE}.")
  String encoding;

  @Option(
      names = "--docs-base-url",
      paramLabel = "URL",
      description =
          "Where the docs links point: the folder that holds <RuleId>.html, such as your team's"
              + " copy of the site. Default: the pages this version ships, installed in"
              + " ~/.cache/bottleneck/VERSION/rules/ ($XDG_CACHE_HOME where that is set); SARIF"
              + " then carries each rule's help with no link.")
  String docsBaseUrl;

  @Option(
      names = "--fail-on-parse-error",
      arity = "0..1",
      fallbackValue = "true",
      paramLabel = "BOOLEAN",
      description =
          "Fails (exit code 2) on Java files that do not parse instead of warning. Default:"
              + " false.")
  boolean failOnParseError;

  @Option(
      names = "--threads",
      paramLabel = "N",
      description =
          "How many Java files are analyzed at once; at most, and by default, the available"
              + " processors. The report is the same for any value.")
  Integer threads;

  @Option(
      names = {"--classpath", "-cp"},
      paramLabel = "PATH",
      description =
          "The compile class path (jars and class folders, separated by the platform's path"
              + " separator, : or ;), for the few types that imports and sources cannot decide;"
              + " the plugin gets it from Maven. Default: none.")
  List<String> classpath;

  @Option(
      names = "--skip",
      arity = "0..1",
      fallbackValue = "true",
      paramLabel = "BOOLEAN",
      description = "Skips the analysis (exit code 0). Default: false.")
  boolean skip;

  @picocli.CommandLine.Parameters(
      paramLabel = "PATH",
      arity = "0..*",
      description =
          "Project folders (Maven or Gradle: every module below, with its src/main/java and"
              + " src/main/resources), source folders, or Java and Spring Boot configuration"
              + " files. Default: the current folder.")
  List<String> paths = new ArrayList<>();

  Parameters parameters() {
    return new Parameters(
        rules,
        includes,
        excludes,
        includeTests,
        includeGeneratedSources,
        since,
        encoding,
        docsBaseUrl,
        failOnParseError,
        threads);
  }

  List<Path> classpath(Path workingDirectory) {
    return Layout.classpath(classpath, workingDirectory);
  }
}
