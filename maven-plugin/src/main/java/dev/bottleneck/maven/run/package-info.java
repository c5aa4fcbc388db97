/**
 * What a run of {@code check}, {@code fix} or {@code baseline} does around the engine, for every
 * front end: the user's settings validated into a {@link dev.bottleneck.maven.run.Settings}, one
 * module's files, baseline and changed lines turned into the engine's setup and request ({@link
 * dev.bottleneck.maven.run.ModuleRun}), and the result turned into console lines, reports, fixed
 * files or a baseline file. The Maven goals and the standalone command only translate their own
 * inputs into a {@link dev.bottleneck.maven.run.ModuleLayout} and {@link
 * dev.bottleneck.maven.run.Parameters}, and the outcome into a build verdict or an exit code. No
 * Maven API; messages name settings in the front end's words ({@code frontend}).
 */
package dev.bottleneck.maven.run;
