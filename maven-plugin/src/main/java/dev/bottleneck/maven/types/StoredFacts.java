package dev.bottleneck.maven.types;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * The {@link FileFacts} of files read from disk, and the bytes they were read from, kept for the
 * whole JVM, so that the executions of a multi-module build (a Maven reactor, sequential or
 * parallel) read and lex each file once: each module's execution lists the files of the modules
 * that call it, which the executions of those modules list again as their own. On eladmin's five
 * modules the facts were read 836 times for 269 files; once per file with this store. Whoever else
 * reads a listed file takes its bytes from here ({@link #bytes}): the scan of the file, the parse
 * of a sibling, SyncLogAppender's reading of the build's code; each file of the benchmark corpus
 * merged as one module was opened about 3.6 times, and is opened once.
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
 * the heap grow); an entry weighs its bytes and its facts, about a third more (17 MB for the 12.9
 * MB of the benchmark corpus).
 */
final class StoredFacts {
  /** About 1.5 million lines of Java, kept in about 85 MB. */
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

  /**
   * A file's facts and the bytes they were read from, which every other reader of the file takes
   * instead of reading it again: null when the file could not be read.
   */
  record Source(FileFacts facts, byte[] bytes) {}

  /** The file read, and whether it still had its stamp after the read. */
  private record Read(Stamp stamp, Source source, boolean unchanged) {}

  /**
   * The facts and bytes of the file {@code stamp} names, kept from an earlier read of the file with
   * the same stamp, or read now (and kept when the file has settled and did not change while it was
   * read).
   *
   * @param stamp null when the file's attributes are not known: it is then read, and not kept
   * @param lexed told of the file's words when this call reads the file, not when it finds its
   *     facts kept
   */
  static Source read(Path file, Stamp stamp, Consumer<FileFacts.Lexed> lexed) {
    if (stamp == null || !stamp.settled(System.currentTimeMillis())) {
      return lex(file, lexed);
    }
    Read read = STORE.get(stamp, key -> readAndCheck(key, lexed));
    if (!read.unchanged()) {
      STORE.remove(stamp);
    }
    return read.source();
  }

  /**
   * The bytes of the file {@code stamp} names: those kept with its facts, else read now, without
   * its facts and without keeping them.
   *
   * @param stamp null when the file's attributes are not known: it is then read
   * @throws IOException when the file cannot be read
   */
  static byte[] bytes(Path file, Stamp stamp) throws IOException {
    Read kept = stamp == null ? null : STORE.getIfDone(stamp);
    if (kept != null && kept.unchanged() && kept.source().bytes() != null) {
      return kept.source().bytes();
    }
    return Files.readAllBytes(file);
  }

  private static Source lex(Path file, Consumer<FileFacts.Lexed> lexed) {
    byte[] bytes;
    try {
      bytes = Files.readAllBytes(file);
    } catch (IOException | RuntimeException unreadable) {
      return new Source(FileFacts.UNREADABLE, null);
    }
    FileFacts.Lexed read = FileFacts.lex(bytes);
    lexed.accept(read);
    return new Source(read.facts(), bytes);
  }

  private static Read readAndCheck(Stamp stamp, Consumer<FileFacts.Lexed> lexed) {
    Source source = lex(stamp.path(), lexed);
    boolean unchanged;
    try {
      unchanged =
          source.facts().readable()
              && stamp.sameAs(Files.readAttributes(stamp.path(), BasicFileAttributes.class));
    } catch (IOException | RuntimeException gone) {
      unchanged = false;
    }
    return new Read(stamp, source, unchanged);
  }
}
