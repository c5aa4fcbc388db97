/**
 * The contract between the scanner and the rules: a {@link dev.bottleneck.maven.spi.JavaRule} is
 * handed one {@link dev.bottleneck.maven.spi.SourceFile} at a time (the parsed tree, its {@code
 * Types}) and reports through it; the file places each finding where javac would, names its
 * enclosing member for baselines, and drops it under a matching {@code @SuppressWarnings}. Depends
 * on {@code finding} and {@code types} only, so that rules and the scanner both see it and neither
 * sees the other.
 */
package dev.bottleneck.maven.spi;
