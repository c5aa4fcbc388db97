/**
 * The Mojos ({@code check}, {@code baseline}) and the wiring of the stages: source set, scanners,
 * filters, reporters and the fail policy. Data flows one way, and every package below this one is
 * plain Java with its own tests; this package may depend on all of them, none of them on it.
 */
package dev.bottleneck.maven;
