package dev.bottleneck.maven.types;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
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
 * <p>An entry is found by the file's {@link FileStamp}, taken when its root was listed. A file that
 * changes gets another stamp, and so another entry; the old one ages out. A file modified within
 * {@link FileStamp#SETTLED_MILLIS} of the read is read but not kept. Nor is a file kept whose stamp
 * after the read differs from the stamp it was found by. Texts that stand in for files (a language
 * server's open buffers) never enter the store: {@link ModuleFiles#update} reads their facts from
 * the text it is given.
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

  private static final SharedCache<FileStamp, Read> STORE =
      new SharedCache<>(CAPACITY_BYTES, read -> Math.max(1, read.stamp().size()));

  private StoredFacts() {}

  /**
   * A file's facts and the bytes they were read from, which every other reader of the file takes
   * instead of reading it again: null when the file could not be read.
   */
  record Source(FileFacts facts, byte[] bytes) {}

  /** The file read, and whether it still had its stamp after the read. */
  private record Read(FileStamp stamp, Source source, boolean unchanged) {}

  /**
   * The facts and bytes of the file {@code stamp} names, kept from an earlier read of the file with
   * the same stamp, or read now (and kept when the file has settled and did not change while it was
   * read).
   *
   * @param stamp null when the file's attributes are not known: it is then read, and not kept
   * @param lexed told of the file's words when this call reads the file, not when it finds its
   *     facts kept
   */
  static Source read(Path file, FileStamp stamp, Consumer<FileFacts.Lexed> lexed) {
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
  static byte[] bytes(Path file, FileStamp stamp) throws IOException {
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

  private static Read readAndCheck(FileStamp stamp, Consumer<FileFacts.Lexed> lexed) {
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
