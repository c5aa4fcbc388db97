package dev.bottleneck.maven.types;

import java.nio.file.Path;
import java.util.Optional;

/**
 * Texts that stand in for some files on disk: the buffers an editor holds open, saved or not. Every
 * reading of a module's Java text by the engine goes through it (the file being analyzed, a sibling
 * parsed for its declarations or its calls) and so does the reading of a Spring Boot configuration
 * file; the disk is read for every file it has no text for. The module index learns of a file's new
 * text only when told of the change ({@code AnalysisExecutor.changed}), so a front end that gives a
 * file a text tells the executor too.
 *
 * <p>Implementations are asked from the analysis threads and must be thread-safe; the text of a
 * file must not change while an analysis runs, or different parts of it may see different texts.
 */
@FunctionalInterface
public interface Overlay {
  /** No file stands in: everything is read from disk, as the build reads it. */
  Overlay NONE = file -> Optional.empty();

  /**
   * The text that stands in for {@code file}, or empty to read it from disk.
   *
   * @param file an absolute, normalized path
   */
  Optional<String> text(Path file);
}
