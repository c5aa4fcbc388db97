/**
 * What every stage shares: a {@link dev.bottleneck.maven.finding.Finding} of a rule and a {@link
 * dev.bottleneck.maven.finding.ParseProblem} for a file that could not be analyzed. The bottom of
 * the plugin: depends on nothing else of it.
 */
package dev.bottleneck.maven.finding;
