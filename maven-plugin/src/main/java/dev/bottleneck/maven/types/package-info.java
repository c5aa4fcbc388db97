/**
 * Static type resolution for JavaParser trees. {@link dev.bottleneck.maven.types.Types} answers for
 * one file from its declarations, its imports, Lombok's logger annotations and a table of library
 * facts ({@link dev.bottleneck.maven.types.KnownTypes}), and asks the symbol solver only where
 * those cannot decide; an unresolvable type is empty, never a guess. {@link
 * dev.bottleneck.maven.types.Resolution} builds a {@code Types} per file and owns the caches of
 * parsed siblings, which the threads of a scan share, and each thread's symbol solver. Only what
 * rules call is public; the symbol solver, the declaration scanner and the name resolution behind
 * them are package-private. Depends on JavaParser alone: never on rules, findings or any stage of
 * the plugin.
 */
package dev.bottleneck.maven.types;
