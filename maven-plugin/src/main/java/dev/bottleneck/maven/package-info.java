/**
 * The Mojos ({@code check}, {@code baseline}, {@code fix}): each reads its parameters into the
 * {@code engine}'s setup and request, runs them, and turns the result into reports, files and the
 * build's verdict. Every package below this one is plain Java with its own tests, free of the Maven
 * API; this package may depend on all of them, none of them on it.
 */
package dev.bottleneck.maven;
