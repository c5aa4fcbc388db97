package dev.bottleneck.maven.finding;

import java.nio.file.Path;

/** A file the scanner could not parse; the other files are still analyzed. */
public record ParseProblem(Path file, int line, int column, String message) {}
