package dev.bottleneck.maven.types;

import java.io.IOException;
import java.nio.file.DirectoryIteratorException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystemLoopException;
import java.nio.file.FileVisitResult;
import java.nio.file.FileVisitor;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The folders of the build as this JVM last listed them, and the attributes of their entries as
 * last read, so that the executions of a multi-module build do not list the same folders again: on
 * pig (20 modules) every module's execution listed and stamped the build's 225 folders and 542
 * files, as its callers, its upstream modules and the code SyncLogAppender reads (6,274 {@code
 * getdents64} and 3,135 {@code dup} against 32 and 14 for a one-file run).
 *
 * <p>What is kept is checked against the disk once per <em>look</em>: each entry to the engine
 * (opening an executor, a run, a change it is told of, collecting a module's source set, reading
 * the build's modules) begins one with {@link #look()}, and every attribute read before it is read
 * again the first time it is asked for after it. Within one look an entry's attributes are read
 * once, whichever reader asks (the module index, the code SyncLogAppender reads, the source set);
 * the engine already assumes that files do not change while one run reads them. A folder's entries
 * are listed again only when the folder's own stamp (size, modification time, file key) differs
 * from the stamp it was listed with: adding, removing or renaming an entry changes the folder's
 * modification time. A folder modified within {@link FileStamp#SETTLED_MILLIS} of its listing is
 * listed but not kept, as {@link FileStamp#settled} rules for files: a second change within the
 * same tick of the file system's clock could leave its time as it was. A file's attributes are read
 * again in every look, since writing a file in place leaves its folder's time alone; they are what
 * finds the file's facts and bytes in {@link StoredFacts}.
 *
 * <p>So the language server (one JVM, files edited, created and deleted between analyses), the
 * standalone command and a Maven daemon (one JVM across builds) see every change made before a look
 * began, and a reactor whose plugins rewrite or generate sources between two modules' executions (a
 * formatter in {@code process-sources}) has them seen by the next execution.
 */
public final class StoredListings {
  /**
   * The paths kept at most, each with its attributes (about 200 bytes): far more than the folders
   * and files of the largest builds' source roots (the six peer applications' main sources are
   * 4,631); past it, everything is let go and read again.
   */
  static final int KEPT_PATHS = 250_000;

  private static final AtomicLong LOOKS = new AtomicLong();

  private static final Map<Path, Seen> SEEN = new ConcurrentHashMap<>();
  private static final Map<Path, Listed> LISTED = new ConcurrentHashMap<>();

  private StoredListings() {}

  /**
   * Begins a look at the disk: what was read before it is read again the first time it is asked
   * for. Every entry to the engine calls it before it lists or stamps anything.
   */
  public static void look() {
    LOOKS.incrementAndGet();
  }

  /**
   * The attributes of {@code path}, following a link; empty when they cannot be read. Read once per
   * look.
   */
  public static Optional<BasicFileAttributes> attributes(Path path) {
    Seen seen = seen(path, LOOKS.get());
    return Optional.ofNullable(seen.followed());
  }

  /** Whether {@code path} is a regular file, following a link, as {@link Files#isRegularFile}. */
  public static boolean isRegularFile(Path path) {
    return attributes(path).map(BasicFileAttributes::isRegularFile).orElse(false);
  }

  /** Whether {@code path} is a folder, following a link, as {@link Files#isDirectory}. */
  public static boolean isDirectory(Path path) {
    return attributes(path).map(BasicFileAttributes::isDirectory).orElse(false);
  }

  /**
   * Walks the tree below {@code start} as {@link Files#walkFileTree(Path, java.util.Set, int,
   * FileVisitor)} walks it with no depth limit and, when {@code followLinks}, {@link
   * java.nio.file.FileVisitOption#FOLLOW_LINKS}: the same calls of {@code visitor} in the same
   * order, with the same attributes and failures, a link back to a folder above it reported as a
   * {@link FileSystemLoopException}; from the folders' kept listings where they still hold.
   *
   * @throws IOException what the visitor throws
   */
  public static void walkFileTree(
      Path start, boolean followLinks, FileVisitor<? super Path> visitor) throws IOException {
    new Walk(followLinks, visitor, LOOKS.get()).visit(start);
  }

  /** One walk: the folders open above the entry visited, for the loop check. */
  private static final class Walk {
    private final boolean followLinks;
    private final FileVisitor<? super Path> visitor;
    private final long look;
    private final Deque<Ancestor> ancestors = new ArrayDeque<>();

    Walk(boolean followLinks, FileVisitor<? super Path> visitor, long look) {
      this.followLinks = followLinks;
      this.visitor = visitor;
      this.look = look;
    }

    /**
     * Visits {@code entry} and, for a folder, what is below it: CONTINUE, TERMINATE, or
     * SKIP_SIBLINGS for the folder above to stop.
     */
    FileVisitResult visit(Path entry) throws IOException {
      Seen seen = seen(entry, look);
      BasicFileAttributes attributes =
          followLinks && seen.followed() != null ? seen.followed() : seen.own();
      if (attributes == null) {
        return visitor.visitFileFailed(entry, seen.failure());
      }
      if (!attributes.isDirectory()) {
        return visitor.visitFile(entry, attributes);
      }
      if (followLinks && wouldLoop(entry, attributes.fileKey())) {
        return visitor.visitFileFailed(entry, new FileSystemLoopException(entry.toString()));
      }
      Listed listed;
      try {
        listed = listing(entry, attributes);
      } catch (IOException unlisted) {
        return visitor.visitFileFailed(entry, unlisted);
      }
      FileVisitResult before = visitor.preVisitDirectory(entry, attributes);
      if (before == FileVisitResult.TERMINATE || before == FileVisitResult.SKIP_SIBLINGS) {
        return before;
      }
      if (before == FileVisitResult.SKIP_SUBTREE) {
        return FileVisitResult.CONTINUE;
      }
      ancestors.push(new Ancestor(entry, attributes.fileKey()));
      try {
        for (Path child : listed.entries()) {
          FileVisitResult result = visit(child);
          if (result == FileVisitResult.TERMINATE) {
            return result;
          }
          if (result == FileVisitResult.SKIP_SIBLINGS) {
            break;
          }
        }
      } finally {
        ancestors.pop();
      }
      FileVisitResult after = visitor.postVisitDirectory(entry, listed.failure());
      return after == FileVisitResult.SKIP_SIBLINGS ? FileVisitResult.CONTINUE : after;
    }

    /** Whether a folder with {@code key} is open above {@code folder}, as the JDK's walk asks. */
    private boolean wouldLoop(Path folder, Object key) {
      for (Ancestor ancestor : ancestors) {
        if (key != null && ancestor.key() != null) {
          if (key.equals(ancestor.key())) {
            return true;
          }
        } else {
          try {
            if (Files.isSameFile(folder, ancestor.folder())) {
              return true;
            }
          } catch (IOException | SecurityException unknown) {
            // As the JDK's walk: a folder that cannot be compared is no loop.
          }
        }
      }
      return false;
    }
  }

  private record Ancestor(Path folder, Object key) {}

  /**
   * What a read of a path's attributes found in one look: its own attributes (a link's, not its
   * target's) or why they could not be read, and those of what it leads to (the same, unless it is
   * a link; null for a link whose target cannot be read).
   */
  private record Seen(
      long look, BasicFileAttributes own, IOException failure, BasicFileAttributes followed) {}

  /**
   * A folder's entries in the order the file system lists them, with the stamp of the folder they
   * were listed at; {@code failure} when the listing stopped partway (never kept).
   */
  private record Listed(FileStamp stamp, List<Path> entries, IOException failure) {}

  private static Seen seen(Path path, long look) {
    Seen kept = SEEN.get(path);
    if (kept != null && kept.look() >= look) {
      return kept;
    }
    // The look is taken before the read: the read is then later than any look up to it.
    Seen read = read(path, LOOKS.get());
    if (SEEN.size() >= KEPT_PATHS) {
      SEEN.clear();
    }
    SEEN.put(path, read);
    return read;
  }

  private static Seen read(Path path, long look) {
    BasicFileAttributes own;
    try {
      own = Files.readAttributes(path, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
    } catch (IOException failure) {
      return new Seen(look, null, failure, null);
    }
    if (!own.isSymbolicLink()) {
      return new Seen(look, own, null, own);
    }
    BasicFileAttributes followed;
    try {
      followed = Files.readAttributes(path, BasicFileAttributes.class);
    } catch (IOException broken) {
      followed = null;
    }
    return new Seen(look, own, null, followed);
  }

  /**
   * The entries of {@code folder}, whose attributes this look read: kept from an earlier listing
   * while the folder keeps the stamp it was listed at, else listed now (and kept when the folder
   * has settled and the listing is whole).
   *
   * @throws IOException when the folder cannot be opened
   */
  private static Listed listing(Path folder, BasicFileAttributes attributes) throws IOException {
    Listed kept = LISTED.get(folder);
    if (kept != null && kept.stamp().sameAs(attributes)) {
      return kept;
    }
    FileStamp stamp = FileStamp.of(folder, attributes);
    List<Path> entries = new ArrayList<>();
    IOException failure = null;
    DirectoryStream<Path> stream = Files.newDirectoryStream(folder);
    try {
      for (Path entry : stream) {
        entries.add(entry);
      }
    } catch (DirectoryIteratorException partway) {
      failure = partway.getCause();
    } finally {
      try {
        stream.close();
      } catch (IOException closing) {
        failure = Objects.requireNonNullElse(failure, closing);
      }
    }
    Listed listed = new Listed(stamp, List.copyOf(entries), failure);
    if (failure == null && stamp.settled(System.currentTimeMillis())) {
      if (LISTED.size() >= KEPT_PATHS) {
        LISTED.clear();
      }
      LISTED.put(folder, listed);
    } else {
      LISTED.remove(folder);
    }
    return listed;
  }
}
