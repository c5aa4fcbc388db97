package dev.bottleneck.maven.filter;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Writes a report or a baseline so that a reader sees the old file or the new one, never an empty
 * or half-written one: the text goes to a temporary file beside the target, which then replaces it
 * in one move.
 */
public final class AtomicWrite {
  private AtomicWrite() {}

  public static void writeString(Path file, String text) throws IOException {
    writeString(file, text, StandardCharsets.UTF_8);
  }

  /** Writes {@code text} in {@code charset}, e.g. a source file in the project's encoding. */
  public static void writeString(Path file, String text, Charset charset) throws IOException {
    Path target = file.toAbsolutePath();
    Path parent = target.getParent();
    Files.createDirectories(parent);
    Path temporary = Files.createTempFile(parent, "." + target.getFileName(), ".tmp");
    try {
      Files.writeString(temporary, text, charset);
      keepPermissions(target, temporary);
      try {
        Files.move(
            temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException e) {
        // Some file systems cannot; a plain replacement still never shows a truncated file.
        Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
      }
    } finally {
      Files.deleteIfExists(temporary);
    }
  }

  /** A replaced file keeps its permissions, not the temporary file's owner-only ones. */
  private static void keepPermissions(Path target, Path temporary) throws IOException {
    if (!Files.exists(target)) {
      return;
    }
    try {
      Files.setPosixFilePermissions(temporary, Files.getPosixFilePermissions(target));
    } catch (UnsupportedOperationException e) {
      // Not a POSIX file system: the replacement takes the folder's defaults.
    }
  }
}
