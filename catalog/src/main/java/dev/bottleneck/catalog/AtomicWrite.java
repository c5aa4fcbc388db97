package dev.bottleneck.catalog;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.SecureRandom;

/**
 * Writes a report, a baseline or an installed page so that a reader sees the old file or the new
 * one, never an empty or half-written one: the content goes to a temporary file beside the target,
 * which then replaces it in one move. Here, at the bottom of every engine, so that each writes
 * files the same way.
 */
public final class AtomicWrite {
  private static final SecureRandom RANDOM = new SecureRandom();

  private AtomicWrite() {}

  public static void writeString(Path file, String text) throws IOException {
    writeString(file, text, StandardCharsets.UTF_8);
  }

  /** Writes {@code text} in {@code charset}, e.g. a source file in the project's encoding. */
  public static void writeString(Path file, String text, Charset charset) throws IOException {
    write(file, text.getBytes(charset));
  }

  /** Writes {@code bytes}, creating the folders above the file. */
  public static void write(Path file, byte[] bytes) throws IOException {
    Path target = file.toAbsolutePath();
    Path parent = target.getParent();
    Files.createDirectories(parent);
    Path temporary = temporaryBeside(target);
    try {
      Files.write(temporary, bytes);
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

  /**
   * A new, empty file beside {@code target}, created as any file a program creates, with the
   * permissions the umask leaves: {@link Files#createTempFile} would make it readable by its owner
   * only, and a report or baseline that replaces nothing would keep that, unreadable to the CI step
   * that uploads it as another user.
   */
  private static Path temporaryBeside(Path target) throws IOException {
    while (true) {
      Path temporary =
          target.resolveSibling(
              "." + target.getFileName() + "." + Long.toUnsignedString(RANDOM.nextLong()) + ".tmp");
      try {
        return Files.createFile(temporary);
      } catch (FileAlreadyExistsException taken) {
        // Another writer's name: draw again.
      }
    }
  }

  /** A replaced file keeps its permissions, not the umask's. */
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
