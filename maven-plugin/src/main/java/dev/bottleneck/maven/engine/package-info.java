/**
 * The engine entry: one {@link dev.bottleneck.maven.engine.AnalysisExecutor}, opened for an {@link
 * dev.bottleneck.maven.engine.AnalysisSetup} (rules and options, how files are read, where types
 * and callers come from), runs an {@link dev.bottleneck.maven.engine.AnalysisRequest} (files,
 * changed lines, baseline) through the stages into an {@link
 * dev.bottleneck.maven.engine.AnalysisResult}. The Maven goals, and any other front end, only turn
 * their inputs into a setup and a request and the result into their outputs. No Maven API here:
 * depends on the stages ({@code source}, {@code scan}, {@code config}, {@code filter}, {@code
 * report}, {@code finding}) and the catalog; only the Mojos depend on it.
 */
package dev.bottleneck.maven.engine;
