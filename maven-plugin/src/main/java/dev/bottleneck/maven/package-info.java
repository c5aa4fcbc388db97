/**
 * The Mojos ({@code check}, {@code baseline}, {@code fix}): each reads its parameters and the
 * project model into the shared steps of a run ({@code run}), which the standalone command calls
 * too, and turns what they return into the build's verdict. Every package below this one is plain
 * Java with its own tests, free of the Maven API; this package may depend on all of them, none of
 * them on it.
 */
package dev.bottleneck.maven;
