package dev.bottleneck.maven.finding;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;

/**
 * Why a file could not be read or written, without its path: the message around it names the file
 * once, relative to the project, where an {@link IOException}'s own text holds the absolute path.
 */
public final class IoReason {
  private IoReason() {}

  /** E.g. {@code it no longer exists}, {@code access denied}, {@code Is a directory}. */
  public static String of(IOException e) {
    if (e instanceof NoSuchFileException) {
      return "it no longer exists";
    }
    if (e instanceof AccessDeniedException) {
      return "access denied";
    }
    if (e instanceof FileSystemException system && system.getReason() != null) {
      return system.getReason();
    }
    if (e instanceof FileSystemException) {
      return e.getClass().getSimpleName();
    }
    return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
  }
}
