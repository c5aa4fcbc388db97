/**
 * The source set: which files of a module are analyzed (roots, include and exclude globs, tests or
 * not) and how they are read (encoding, clear errors naming the file). Depends on nothing else of
 * the plugin.
 */
package dev.bottleneck.maven.source;
