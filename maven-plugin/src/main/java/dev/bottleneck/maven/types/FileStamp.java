package dev.bottleneck.maven.types;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * What proves a file unchanged since it was read: its path, size, modification time and file key
 * (the inode where the platform has one, which an editor's save by rename or a checkout changes).
 * What the engine keeps of a file for the whole JVM (a Java file's facts and bytes, a pom's) is
 * found by its stamp. A file modified within {@link #SETTLED_MILLIS} of the read is read but not
 * kept, as git treats a racily clean file: a second write within the same tick of the file system's
 * clock could keep its stamp.
 *
 * @param fileKey the platform's identity of the file, or null where it has none
 */
public record FileStamp(Path path, long size, long modifiedNanos, Object fileKey) {
  /** How long a file must have been left alone to be kept: longer than any clock tick of a disk. */
  public static final long SETTLED_MILLIS = 2_000;

  /** The stamp of {@code path} with the attributes read when its folder was listed. */
  public static FileStamp of(Path path, BasicFileAttributes attributes) {
    return new FileStamp(
        path,
        attributes.size(),
        attributes.lastModifiedTime().to(TimeUnit.NANOSECONDS),
        attributes.fileKey());
  }

  /** The stamp of {@code path} now; empty when its attributes cannot be read. */
  public static Optional<FileStamp> read(Path path) {
    try {
      return Optional.of(of(path, Files.readAttributes(path, BasicFileAttributes.class)));
    } catch (IOException | RuntimeException unreadable) {
      return Optional.empty();
    }
  }

  /** Whether the file was last modified long enough before {@code nowMillis} to be kept. */
  public boolean settled(long nowMillis) {
    return TimeUnit.NANOSECONDS.toMillis(modifiedNanos) < nowMillis - SETTLED_MILLIS;
  }

  /** Whether the file still has these attributes. */
  public boolean sameAs(BasicFileAttributes attributes) {
    return size == attributes.size()
        && modifiedNanos == attributes.lastModifiedTime().to(TimeUnit.NANOSECONDS)
        && Objects.equals(fileKey, attributes.fileKey());
  }

  /*
   * Equality and hash written out, with the same answers as a record's own: those are linked at
   * their first call through method-handle combinators (java.lang.runtime.ObjectMethods), which
   * spin classes the first time a record of each shape is compared in the JVM: after a run on a
   * small application had warmed the JVM's method handles, the six records the engine compares took
   * 17 to 21 ms of the comparing thread's CPU time to link (12 to 14 ms the first), 37 to 43 ms in a
   * fresh JVM. The hash is the record's own (31 times the hash so far, plus the next component's),
   * so that the maps keyed by stamps iterate as before.
   */

  @Override
  public boolean equals(Object other) {
    return other instanceof FileStamp that
        && Objects.equals(path, that.path)
        && size == that.size
        && modifiedNanos == that.modifiedNanos
        && Objects.equals(fileKey, that.fileKey);
  }

  @Override
  public int hashCode() {
    int hash = Objects.hashCode(path);
    hash = 31 * hash + Long.hashCode(size);
    hash = 31 * hash + Long.hashCode(modifiedNanos);
    return 31 * hash + Objects.hashCode(fileKey);
  }
}
