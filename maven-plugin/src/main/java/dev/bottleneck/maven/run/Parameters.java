package dev.bottleneck.maven.run;

import java.util.List;

/**
 * The settings every goal shares, as the user gave them: the Maven plugin's parameters, or the
 * command's options of the same names. {@link Settings#read} checks them.
 *
 * @param rules which rules run and their options (see {@code RuleSelection}); null for all
 * @param includes globs of the Java files to analyze; null or empty for every Java file
 * @param excludes globs of Java and configuration files to leave out; null for none
 * @param includeTests whether test sources and test resources are analyzed too
 * @param includeGeneratedSources whether source roots below the build directory are analyzed
 * @param since a git ref: only findings on lines changed since it are reported; null or blank for
 *     every line
 * @param encoding the charset name of the Java sources
 * @param docsBaseUrl where the rule pages are published; null for the published site
 * @param failOnParseError whether Java files that do not parse stop the run
 * @param threads how many Java files are analyzed at once; null for the available processors
 */
public record Parameters(
    String rules,
    List<String> includes,
    List<String> excludes,
    boolean includeTests,
    boolean includeGeneratedSources,
    String since,
    String encoding,
    String docsBaseUrl,
    boolean failOnParseError,
    Integer threads) {}
