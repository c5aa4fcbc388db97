package dev.bottleneck.maven.types;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * The {@link FileFacts} of files read from disk, kept for the whole JVM, so that the executions of
 * a multi-module build (a Maven reactor, sequential or parallel) read and lex each file once: each
 * module's execution lists the files of the modules that call it, which the executions of those
 * modules list again as their own. On eladmin's five modules the facts were read 836 times for 269
 * files; once per file with this store.
 *
 * <p>An entry is found by the file's {@link Stamp}, taken when its root was listed: path, size,
 * modification time and file key (the inode where the platform has one, which an editor's save by
 * rename or a checkout changes). A file that changes gets another stamp, and so another entry; the
 * old one ages out. A file modified within {@link #SETTLED_MILLIS} of the read is read but not
 * kept, as git treats a racily clean file: a second write within the same tick of the file system's
 * clock could keep its stamp. Nor is a file kept whose stamp after the read differs from the stamp
 * it was found by. Texts that stand in for files (a language server's open buffers) never enter the
 * store: {@link ModuleFiles#update} reads their facts from the text it is given.
 *
 * <p>Bounded by a size cap, counted in bytes of source: the least recently used entries are dropped
 * once the files kept exceed {@link #CAPACITY_BYTES}. A cap rather than soft references, so that
 * the memory it holds is known and does not grow with the heap's free space (soft references are
 * let go only when the heap is nearly full, which in a build keeps every entry ever read and lets
 * the heap grow); facts weigh about a third of their source (4.2 MB for the 12.9 MB of the
 * benchmark corpus).
 */
final class StoredFacts {
  /** About 1.5 million lines of Java, kept in about 21 MB. */
  static final long CAPACITY_BYTES = 64L << 20;

  /** How long a file must have been left alone to be kept: longer than any clock tick of a disk. */
  static final long SETTLED_MILLIS = 2_000;

  private static final SharedCache<Stamp, Read> STORE =
      new SharedCache<>(CAPACITY_BYTES, read -> Math.max(1, read.stamp().size()));

  private StoredFacts() {}

  /**
   * What proves a file unchanged since it was listed: its attributes then.
   *
   * @param fileKey the platform's identity of the file, or null where it has none
   */
  record Stamp(Path path, long size, long modifiedNanos, Object fileKey) {
    static Stamp of(Path path, BasicFileAttributes attributes) {
      return new Stamp(
          path,
          attributes.size(),
          attributes.lastModifiedTime().to(TimeUnit.NANOSECONDS),
          attributes.fileKey());
    }

    /** Whether the file was last modified long enough before {@code nowMillis} to be kept. */
    boolean settled(long nowMillis) {
      return TimeUnit.NANOSECONDS.toMillis(modifiedNanos) < nowMillis - SETTLED_MILLIS;
    }

    private boolean sameAs(BasicFileAttributes attributes) {
      return size == attributes.size()
          && modifiedNanos == attributes.lastModifiedTime().to(TimeUnit.NANOSECONDS)
          && Objects.equals(fileKey, attributes.fileKey());
    }
  }

  /** The facts read, and whether the file still had its stamp after the read. */
  private record Read(Stamp stamp, FileFacts facts, boolean unchanged) {}

  /**
   * The facts of the file {@code stamp} names, kept from an earlier read of the file with the same
   * stamp, or read now (and kept when the file has settled and did not change while it was read).
   *
   * @param stamp null when the file's attributes are not known: it is then read, and not kept
   * @param lexed told of the file's words when this call reads the file, not when it finds its
   *     facts kept
   */
  static FileFacts read(Path file, Stamp stamp, Consumer<FileFacts.Lexed> lexed) {
    if (stamp == null || !stamp.settled(System.currentTimeMillis())) {
      FileFacts.Lexed read = FileFacts.lex(file);
      lexed.accept(read);
      return read.facts();
    }
    Read read = STORE.get(stamp, key -> readAndCheck(key, lexed));
    if (!read.unchanged()) {
      STORE.remove(stamp);
    }
    return read.facts();
  }

  private static Read readAndCheck(Stamp stamp, Consumer<FileFacts.Lexed> lexed) {
    FileFacts.Lexed read = FileFacts.lex(stamp.path());
    lexed.accept(read);
    FileFacts facts = read.facts();
    boolean unchanged;
    try {
      unchanged =
          facts.readable()
              && stamp.sameAs(Files.readAttributes(stamp.path(), BasicFileAttributes.class));
    } catch (IOException | RuntimeException gone) {
      unchanged = false;
    }
    return new Read(stamp, facts, unchanged);
  }
}
