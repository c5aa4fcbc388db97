package dev.bottleneck.maven.types;

import java.io.IOException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Optional;

/**
 * The bytes of a source file that a walk listed, as the JVM's {@link StoredFacts} keep them with
 * the file's facts, so that a reader beside the scans (SyncLogAppender's parse of a class that
 * logs) does not read the file again; read from disk when they are not kept.
 */
public final class SourceBytes {
  private SourceBytes() {}

  /**
   * The file's bytes; empty when it cannot be read.
   *
   * @param attributes the file's attributes, as the walk that listed it found them
   */
  public static Optional<byte[]> read(Path file, BasicFileAttributes attributes) {
    try {
      return Optional.of(StoredFacts.bytes(file, FileStamp.of(file, attributes)));
    } catch (IOException unreadable) {
      return Optional.empty();
    }
  }
}
