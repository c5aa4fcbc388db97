package dev.bottleneck.maven.types;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemLoopException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.FutureTask;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The Java files below the module's source roots, below the source roots of the modules that call
 * it and below those of the modules it depends on (upstream), listed once, each with the {@link
 * FileFacts} of its text once read. Every question the type lookups and the caller lookups ask of
 * the disk is answered from here: is there a file {@code p/Outer.java} below a source root, which
 * files of a package directory may declare a type, which files call a method. No lookup probes the
 * file system; only a file's facts and its parse read it.
 *
 * <p>The listing is taken on first use, one walk of each root that follows links to directories as
 * the compiler does: the module's roots for the first lookup, the upstream roots for the first type
 * the module's roots do not declare, the callers' roots for the first question about callers. The
 * threads that need it first walk different roots, and wait only for the roots still being walked
 * and for the merge of the walks. It assumes that the files do not change while a scan runs: a file
 * created after the listing is not seen, and one deleted after it is read in vain, which counts as
 * a file that cannot be read. A directory the walk cannot read lists no files, and its package may
 * declare any name. Whoever watches the files (a language server) passes on each change, one file
 * at a time, with {@link #update} and {@link #remove}.
 *
 * <p>A file's facts are read the first time a question needs them, by the thread that asks and
 * without a module-wide lock: the files of one package directory for a question about that package,
 * every file for the callers of a method. Threads that need every file at the same time share the
 * work, each reading the files no other thread has begun; a file still being read by another thread
 * is read again rather than waited for. The facts of a file unchanged since it was listed are taken
 * from the JVM's {@link StoredFacts} when another module's execution (or an earlier scan) read
 * them.
 */
final class ModuleFiles {
  private final Roots sources;
  private final Roots callers;
  private final Roots upstream;
  private final ModuleCalls calls = new ModuleCalls(this);
  private final ModuleTypeNames typeNames = new ModuleTypeNames(this);

  ModuleFiles(List<Path> sourceRoots, List<Path> callerRoots) {
    this(sourceRoots, callerRoots, List.of());
  }

  /**
   * @param callerRoots source roots of other modules, listed for their calls alone, and only once
   *     the callers of a method are asked for
   * @param upstreamRoots source roots of the modules this one depends on: their types are looked up
   *     where the module's own roots declare none, and their calls count only for the methods that
   *     override one of their types' methods (no other call of theirs can reach this module's
   *     code); a root that is also the module's own or upstream is not a caller root as well
   */
  ModuleFiles(List<Path> sourceRoots, List<Path> callerRoots, List<Path> upstreamRoots) {
    Set<Path> taken = new HashSet<>();
    List<Path> own = distinct(sourceRoots, taken);
    List<Path> above = distinct(upstreamRoots, taken);
    this.sources = new Roots(own, new WordsBudget());
    this.upstream = new Roots(above, null);
    this.callers = new Roots(distinct(callerRoots, taken), null);
  }

  /** The roots not taken yet, normalized, each added to {@code taken}. */
  private static List<Path> distinct(List<Path> roots, Set<Path> taken) {
    List<Path> kept = new ArrayList<>();
    for (Path root : roots) {
      Path path = root.toAbsolutePath().normalize();
      if (taken.add(path)) {
        kept.add(path);
      }
    }
    return kept;
  }

  /** Which files call a method of a given name, answered from these files' facts. */
  ModuleCalls calls() {
    return calls;
  }

  /** The simple names of the module's types that the rules' text gates read. */
  ModuleTypeNames typeNames() {
    return typeNames;
  }

  /** The module's own source roots, in the order given. */
  List<Root> sourceRoots() {
    List<Root> handles = new ArrayList<>();
    for (int index = 0; index < sources.paths.size(); index++) {
      handles.add(new Root(index));
    }
    return handles;
  }

  /**
   * The files at {@code relative} ({@code p/Outer.java}) below the module's source roots, one for
   * each root that holds one, in the order of the roots.
   */
  List<Path> sourceFiles(String relative) {
    return sourceFiles(relative, false);
  }

  /**
   * The files at {@code relative} below the module's source roots or, with {@code upstream}, below
   * the roots of the modules it depends on.
   */
  List<Path> sourceFiles(String relative, boolean upstream) {
    return (upstream ? this.upstream : sources).listing().filesAt.getOrDefault(relative, List.of());
  }

  /**
   * The files at {@code relative} below the roots of the modules that call this one, those below
   * the root that holds {@code near} first: where a caller's file finds the types its module
   * declares. Lists the callers' roots if no question about callers has yet.
   */
  List<Path> callerFiles(String relative, Path near) {
    List<Path> found = callers.listing().filesAt.getOrDefault(relative, List.of());
    Path at = near.toAbsolutePath().normalize();
    Optional<Path> root = callers.paths.stream().filter(at::startsWith).findFirst();
    if (found.size() < 2 || root.isEmpty()) {
      return found;
    }
    List<Path> ordered =
        new ArrayList<>(found.stream().filter(f -> f.startsWith(root.get())).toList());
    found.stream().filter(f -> !f.startsWith(root.get())).forEach(ordered::add);
    return ordered;
  }

  /**
   * Whether {@code file} lies below a root of a module that calls this one and below none of its
   * own or its upstream modules' roots; no walk needed.
   */
  boolean isCaller(Path file) {
    if (file == null || callers.paths.isEmpty()) {
      return false;
    }
    Path path = file.toAbsolutePath().normalize();
    return callers.paths.stream().anyMatch(path::startsWith)
        && sources.paths.stream().noneMatch(path::startsWith)
        && upstream.paths.stream().noneMatch(path::startsWith);
  }

  /** Whether the module depends on other modules whose sources it reads. */
  boolean readsUpstream() {
    return !upstream.paths.isEmpty();
  }

  /** Whether {@code file} lies below a root of a module this one depends on; no walk needed. */
  boolean isUpstream(Path file) {
    if (file == null || upstream.paths.isEmpty()) {
      return false;
    }
    Path path = file.toAbsolutePath().normalize();
    return upstream.paths.stream().anyMatch(path::startsWith)
        && sources.paths.stream().noneMatch(path::startsWith);
  }

  /**
   * The files of the package directory {@code directory} ({@code p/q}) below the module's source
   * roots that may declare a top-level type {@code name}, root by root and in path order within a
   * root; a root whose directory holds a file that cannot be read adds none, as if it could not be
   * listed.
   *
   * @param unicodeEscapes whether the parser this answer serves translates unicode escapes
   */
  List<Path> sourceFilesDeclaring(String directory, String name, boolean unicodeEscapes) {
    return sourceFilesDeclaring(directory, name, unicodeEscapes, false);
  }

  /**
   * {@link #sourceFilesDeclaring(String, String, boolean)} below the module's source roots or, with
   * {@code upstream}, below the roots of the modules it depends on.
   */
  List<Path> sourceFilesDeclaring(
      String directory, String name, boolean unicodeEscapes, boolean upstream) {
    List<Path> files = new ArrayList<>();
    Roots roots = upstream ? this.upstream : sources;
    for (Directory inRoot : roots.listing().directoriesAt.getOrDefault(directory, List.of())) {
      inRoot.filesDeclaring(name, unicodeEscapes).ifPresent(files::addAll);
    }
    return files;
  }

  /**
   * Every file named {@code *.java} below the source roots and then the caller roots, in the order
   * of the roots and in path order within each, with its facts read; empty when a root could not be
   * listed whole or a file could not be read, since the answers built on them would then miss
   * something.
   */
  Optional<List<JavaFile>> everyFileRead() {
    return everyFileRead(false);
  }

  /**
   * {@link #everyFileRead()}, and with {@code upstream} the files below the roots of the modules
   * this one depends on after them.
   */
  Optional<List<JavaFile>> everyFileRead(boolean upstream) {
    Listing own = sources.listing();
    Listing calling = callers.listing();
    Listing above = upstream ? this.upstream.listing() : null;
    if (!own.complete || !calling.complete || above != null && !above.complete) {
      return Optional.empty();
    }
    List<JavaFile> every = new ArrayList<>(own.everyFile);
    every.addAll(calling.everyFile);
    if (above != null) {
      every.addAll(above.everyFile);
    }
    for (JavaFile file : every) {
      file.readUnlessBegun();
    }
    for (JavaFile file : every) {
      if (!file.facts().readable()) {
        return Optional.empty();
      }
    }
    return Optional.of(every);
  }

  /**
   * Every file named {@code *.java} below the module's own source roots, in root and path order,
   * with its facts read; empty when a root could not be listed whole or a file could not be read.
   */
  Optional<List<JavaFile>> sourceFilesRead() {
    Listing own = sources.listing();
    if (!own.complete) {
      return Optional.empty();
    }
    for (JavaFile file : own.everyFile) {
      file.readUnlessBegun();
    }
    return own.everyFile.stream().allMatch(file -> file.facts().readable())
        ? Optional.of(own.everyFile)
        : Optional.empty();
  }

  /**
   * The words of {@code file}, one of the module's own files, if reading its facts read {@code
   * text} and they have not been asked for yet: the rules' text gate then need not read them again.
   * They are let go once asked for, and kept only within a {@link WordsBudget}.
   */
  Optional<FileWords> wordsRead(Path file, String text) {
    Listing now = file == null ? null : sources.listing.get();
    JavaFile listed = now == null ? null : now.files.get(file.toAbsolutePath().normalize());
    return listed == null ? Optional.empty() : listed.takeWords(text);
  }

  /**
   * The bytes of {@code file}, one of the module's own files, read once with its facts ({@link
   * JavaFile#bytes}); empty for a file not listed below the module's source roots.
   *
   * @throws IOException when the file cannot be read
   */
  Optional<byte[]> ownBytes(Path file) throws IOException {
    JavaFile listed = sources.listing().files.get(file.toAbsolutePath().normalize());
    return listed == null ? Optional.empty() : Optional.of(listed.bytes());
  }

  /**
   * The text of {@code file}, one of the module's own files, decoded strictly as UTF-8 from the
   * bytes read with its facts; empty for a file not listed, one that cannot be read, or bytes that
   * are not UTF-8, which whoever asks then reads from disk and finds unreadable.
   */
  Optional<String> ownText(Path file) {
    try {
      return ownBytes(file).flatMap(ModuleFiles::utf8);
    } catch (IOException unreadable) {
      return Optional.empty();
    }
  }

  /** {@code bytes} decoded as UTF-8, as {@link Files#readString} decodes them; empty if invalid. */
  private static Optional<String> utf8(byte[] bytes) {
    String lenient = new String(bytes, StandardCharsets.UTF_8);
    if (lenient.indexOf('\uFFFD') < 0) {
      return Optional.of(lenient);
    }
    try {
      return Optional.of(
          StandardCharsets.UTF_8
              .newDecoder()
              .onMalformedInput(CodingErrorAction.REPORT)
              .onUnmappableCharacter(CodingErrorAction.REPORT)
              .decode(ByteBuffer.wrap(bytes))
              .toString());
    } catch (CharacterCodingException malformed) {
      return Optional.empty();
    }
  }

  /**
   * Takes {@code text} for the contents of {@code file}, as an editor holds it, in place of what
   * was read from disk; a file not listed yet joins the listing if it lies below a root, else it is
   * ignored. The answers built on the file's facts are dropped as far as the old or the new facts
   * can change them ({@link ModuleCalls#changed}, {@link ModuleTypeNames#changed}); the rest are
   * kept. Only this index changes: parsed siblings are the caller's to drop.
   */
  void update(Path file, String text) {
    Path path = file.toAbsolutePath().normalize();
    FileFacts facts = FileFacts.of(text);
    synchronized (this) {
      // Every kind of root is told: a file may lie below roots of two kinds, one in the other.
      Optional<FileFacts> before =
          sources
              .factsKept(path)
              .or(() -> callers.factsKept(path))
              .or(() -> upstream.factsKept(path));
      boolean own = sources.update(path, facts);
      boolean calling = callers.update(path, facts);
      boolean above = upstream.update(path, facts);
      if (own || calling || above) {
        changed(before, Optional.of(facts), own);
      }
    }
  }

  /** Takes {@code file} out of the listing, as when it is deleted; an unlisted file is ignored. */
  void remove(Path file) {
    Path path = file.toAbsolutePath().normalize();
    synchronized (this) {
      Optional<FileFacts> before =
          sources
              .factsKept(path)
              .or(() -> callers.factsKept(path))
              .or(() -> upstream.factsKept(path));
      boolean own = sources.remove(path);
      boolean calling = callers.remove(path);
      boolean above = upstream.remove(path);
      if (own || calling || above) {
        changed(before, Optional.empty(), own);
      }
    }
  }

  /**
   * Drops the answers that a file's change from {@code before} to {@code after} (empty: not listed,
   * or not read yet) may have made wrong; the facts are in place already.
   *
   * @param own whether the file lies below one of the module's own source roots
   */
  private void changed(Optional<FileFacts> before, Optional<FileFacts> after, boolean own) {
    calls.changed(before, after);
    if (own) {
      typeNames.changed(before, after);
    }
  }

  /**
   * Some roots, listed together the first time a thread needs them: the threads that need them
   * first each walk the roots no other thread has begun (a task another thread runs, or has run,
   * returns at once), then wait for the others and for the merge of the walks.
   */
  private static final class Roots {
    private final List<Path> paths = new ArrayList<>();
    private final List<FutureTask<Walk>> walks = new ArrayList<>();
    private final FutureTask<Listing> merged;
    private final WordsBudget budget;

    /** Null until the walks are merged; then replaced by each change. */
    private final AtomicReference<Listing> listing = new AtomicReference<>();

    /**
     * @param budget where the words of these roots' files are kept for their text gates: the
     *     module's own roots; null for the callers' roots
     */
    Roots(List<Path> roots, WordsBudget budget) {
      this.budget = budget;
      for (Path root : roots) {
        Path path = root.toAbsolutePath().normalize();
        paths.add(path);
        walks.add(new FutureTask<>(() -> Walk.of(path)));
      }
      this.merged =
          new FutureTask<>(
              () ->
                  new Listing(walks.stream().map(SharedCache::valueOf).toList(), Map.of(), budget));
    }

    Listing listing() {
      Listing now = listing.get();
      if (now != null) {
        return now;
      }
      for (FutureTask<Walk> walk : walks) {
        walk.run();
      }
      merged.run();
      listing.compareAndSet(null, SharedCache.valueOf(merged));
      return listing.get();
    }

    /** The facts kept for {@code path} if a root lists it and they have been read. */
    Optional<FileFacts> factsKept(Path path) {
      Listing now = listing.get();
      JavaFile listed = now == null ? null : now.files.get(path);
      return listed == null ? Optional.empty() : listed.factsKept();
    }

    /** Whether a root holds {@code path}, now with {@code facts}. */
    boolean update(Path path, FileFacts facts) {
      Listing now = listing();
      JavaFile listed = now.files.get(path);
      if (listed == null) {
        now = now.changed(path, true);
        listed = now.files.get(path);
        if (listed == null) {
          return false;
        }
        listing.set(now);
      }
      listed.replace(facts);
      return true;
    }

    /** Whether a root held {@code path}, which it no longer does. */
    boolean remove(Path path) {
      Listing now = listing();
      if (!now.files.containsKey(path)) {
        return false;
      }
      listing.set(now.changed(path, false));
      return true;
    }
  }

  /** One source root of the module, asked about as the symbol solver asks about it. */
  final class Root {
    private final int index;

    private Root(int index) {
      this.index = index;
    }

    Path path() {
      return sources.paths.get(index);
    }

    /** Whether the root was a directory when it was listed, or has gained a file since. */
    boolean isDirectory() {
      return sources.listing().walks.get(index).directory();
    }

    /**
     * Whether a file of this root at {@code directory} ({@code p/q}, empty for the root itself) may
     * declare a top-level type {@code name}: its file {@code name.java} is there, or a file of the
     * directory may declare it, or a file of the directory cannot be read.
     */
    boolean mayDeclare(String directory, String name, boolean unicodeEscapes) {
      String file = (directory.isEmpty() ? "" : directory + "/") + name + ".java";
      Listing now = sources.listing();
      return now.rootFiles.get(index).containsKey(file)
          || now.rootDirectories
              .get(index)
              .getOrDefault(directory, Directory.EMPTY)
              .filesDeclaring(name, unicodeEscapes)
              .map(files -> !files.isEmpty())
              .orElse(true);
    }
  }

  /**
   * A listed file and its facts: none yet, being read by some thread, or read (or given by {@link
   * #update}). Reading is deterministic, so when two threads read the same file the first answer
   * kept is as good as the other; an update always wins over a read.
   */
  static final class JavaFile {
    private static final Object READING = new Object();

    private final Path path;
    private final FileStamp stamp;
    private final WordsBudget budget;
    private final AtomicReference<Object> state = new AtomicReference<>();

    /**
     * Whether the facts were given by {@link #update}: the store's bytes are then not the file's.
     */
    private volatile boolean replaced;

    /** The words read with the facts of an own file, until its text gate takes them. */
    private final AtomicReference<Words> words = new AtomicReference<>();

    private JavaFile(Path path, FileStamp stamp, WordsBudget budget) {
      this.path = path;
      this.stamp = stamp;
      this.budget = budget;
    }

    Path path() {
      return path;
    }

    /** The file's facts, read by this thread unless some thread has kept them already. */
    FileFacts facts() {
      Object now = state.get();
      return now instanceof FileFacts facts
          ? facts
          : keep(StoredFacts.read(path, stamp, this::lexed).facts());
    }

    /**
     * The file's bytes as its facts were read from them: with its facts, when no thread has begun
     * to read those, else those the store keeps with them, else read again. A file whose facts were
     * replaced ({@link #update}) is read from disk.
     *
     * @throws IOException when the file cannot be read
     */
    byte[] bytes() throws IOException {
      if (state.get() == null && state.compareAndSet(null, READING)) {
        StoredFacts.Source read = StoredFacts.read(path, stamp, this::lexed);
        keep(read.facts());
        if (read.bytes() != null) {
          return read.bytes();
        }
      }
      return StoredFacts.bytes(path, replaced ? null : stamp);
    }

    /** The facts kept, unless no thread has read them yet. */
    Optional<FileFacts> factsKept() {
      return state.get() instanceof FileFacts facts ? Optional.of(facts) : Optional.empty();
    }

    /** Reads the file unless another thread has begun to; the others then skip it. */
    void readUnlessBegun() {
      if (state.get() == null && state.compareAndSet(null, READING)) {
        keep(StoredFacts.read(path, stamp, this::lexed).facts());
      }
    }

    private FileFacts keep(FileFacts read) {
      while (true) {
        Object now = state.get();
        if (now instanceof FileFacts kept) {
          return kept;
        }
        if (state.compareAndSet(now, read)) {
          return read;
        }
      }
    }

    private void replace(FileFacts facts) {
      dropWords();
      replaced = true;
      state.set(facts);
    }

    /** Keeps the words of an own file that this thread has read, if the budget allows. */
    private void lexed(FileFacts.Lexed lexed) {
      String text = lexed.text();
      if (budget == null || text == null || words.get() != null || !budget.take(text.length())) {
        return;
      }
      if (!words.compareAndSet(null, new Words(text.length(), text.hashCode(), lexed.words()))) {
        budget.giveBack(text.length());
      }
    }

    /**
     * The words kept, if they were read from {@code text}: the same length and hash, which tells
     * apart the texts that differ here (a file read in an encoding other than UTF-8, a BOM).
     */
    private Optional<FileWords> takeWords(String text) {
      Words kept = dropWords();
      return kept != null && kept.length() == text.length() && kept.hash() == text.hashCode()
          ? Optional.of(kept.words())
          : Optional.empty();
    }

    private Words dropWords() {
      Words dropped = words.getAndSet(null);
      if (dropped != null) {
        budget.giveBack(dropped.length());
      }
      return dropped;
    }
  }

  /** A file's words, and the length and hash of the text they were read from. */
  private record Words(int length, int hash, FileWords words) {}

  /**
   * How many characters of text the words kept for the module's text gates may stand for: about 2
   * million, some 50,000 lines, whose words weigh about 7 MB (three and a half bytes a character of
   * text). The facts of every file are read before most gates run, so that keeping every file's
   * words would hold 46 MB for the 12.9 MB of the benchmark corpus as one module, and in the heap
   * of 512 MB per million lines that issue 20 allows, the collections that cost took more CPU than
   * lexing the files again; a module of up to about 50,000 lines has all its words kept.
   */
  private static final class WordsBudget {
    private static final long CHARS = 2_000_000;

    private final AtomicLong left = new AtomicLong(CHARS);

    /** Whether words for {@code chars} characters may be kept, counted if so. */
    boolean take(int chars) {
      if (left.addAndGet(-chars) >= 0) {
        return true;
      }
      left.addAndGet(chars);
      return false;
    }

    void giveBack(int chars) {
      left.addAndGet(chars);
    }
  }

  /** The Java files of one directory of one root, or a directory the walk could not read. */
  private record Directory(List<JavaFile> files, boolean listed) {
    static final Directory EMPTY = new Directory(List.of(), true);

    /** Empty when unsure: the directory could not be listed or a file of it could not be read. */
    Optional<List<Path>> filesDeclaring(String name, boolean unicodeEscapes) {
      if (!listed) {
        return Optional.empty();
      }
      List<Path> declaring = new ArrayList<>();
      for (JavaFile file : files) {
        FileFacts facts = file.facts();
        if (!facts.readable()) {
          return Optional.empty();
        }
        if (facts.mayDeclare(name, unicodeEscapes)) {
          declaring.add(file.path());
        }
      }
      return Optional.of(declaring);
    }
  }

  /**
   * A listed file, its path relative to its root, and its attributes when it was listed (null for a
   * file added by a change, which is read from disk or given its text, never from the store).
   */
  private record Entry(Path path, String relative, FileStamp stamp) {
    static final Comparator<Entry> IN_PATH_ORDER = Comparator.comparing(Entry::path);
  }

  /**
   * What the walk of one root found: its Java files (any case of {@code .java}, as JavaParser reads
   * a package directory) in path order, and the directories it could not read.
   */
  private record Walk(
      Path root, boolean directory, List<Entry> files, Set<String> unlisted, boolean complete) {
    static Walk of(Path root) {
      if (!StoredListings.isDirectory(root)) {
        return new Walk(root, false, List.of(), Set.of(), true);
      }
      List<Entry> files = new ArrayList<>();
      Set<String> unlisted = new HashSet<>();
      try {
        StoredListings.walkFileTree(
            root,
            true,
            new SimpleFileVisitor<>() {
              @Override
              public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                if (attributes.isRegularFile() && isJava(file)) {
                  files.add(new Entry(file, relative(root, file), FileStamp.of(file, attributes)));
                }
                return FileVisitResult.CONTINUE;
              }

              @Override
              public FileVisitResult visitFileFailed(Path file, IOException failure) {
                // A link back up the tree only leads to files that are listed already.
                if (!(failure instanceof FileSystemLoopException)) {
                  unlisted.add(relative(root, file));
                }
                return FileVisitResult.CONTINUE;
              }

              @Override
              public FileVisitResult postVisitDirectory(Path directory, IOException failure) {
                if (failure != null) {
                  unlisted.add(relative(root, directory));
                }
                return FileVisitResult.CONTINUE;
              }
            });
      } catch (IOException | RuntimeException failure) {
        unlisted.add("");
      }
      files.sort(Entry.IN_PATH_ORDER);
      return new Walk(root, true, List.copyOf(files), Set.copyOf(unlisted), unlisted.isEmpty());
    }

    /** This root with {@code file} added or taken out, if the file lies below it. */
    Walk changed(Path file, boolean added) {
      if (!file.startsWith(root) || file.equals(root) || !isJava(file)) {
        return this;
      }
      List<Entry> changed = new ArrayList<>(files);
      changed.removeIf(entry -> entry.path().equals(file));
      if (added) {
        changed.add(new Entry(file, relative(root, file), null));
        changed.sort(Entry.IN_PATH_ORDER);
      }
      return new Walk(root, directory || added, List.copyOf(changed), unlisted, complete);
    }

    private static boolean isJava(Path file) {
      return file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".java");
    }
  }

  /** {@code file} relative to {@code root}, its names joined by {@code /} on every platform. */
  private static String relative(Path root, Path file) {
    String relative = root.relativize(file).toString();
    String separator = root.getFileSystem().getSeparator();
    return separator.equals("/") ? relative : relative.replace(separator, "/");
  }

  /** The directory part of a relative path: empty for a file directly below its root. */
  private static String directoryOf(String relative) {
    int slash = relative.lastIndexOf('/');
    return slash < 0 ? "" : relative.substring(0, slash);
  }

  /**
   * One state of the listing, never changed: a change builds another, keeping the facts read.
   * Relative paths and directories are plain strings, so that a lookup hashes a string once instead
   * of building and hashing a path for every root.
   */
  private static final class Listing {
    private final List<Walk> walks;
    private final WordsBudget budget;
    private final boolean complete;
    private final Map<Path, JavaFile> files = new HashMap<>();
    private final List<JavaFile> everyFile = new ArrayList<>();
    private final List<Map<String, JavaFile>> rootFiles = new ArrayList<>();
    private final List<Map<String, Directory>> rootDirectories = new ArrayList<>();
    private final Map<String, List<Path>> filesAt = new HashMap<>();
    private final Map<String, List<Directory>> directoriesAt = new HashMap<>();

    /**
     * @param known the files of an earlier listing, kept with their facts
     * @param budget where the files' words are kept; null for the callers' roots
     */
    Listing(List<Walk> walks, Map<Path, JavaFile> known, WordsBudget budget) {
      this.walks = List.copyOf(walks);
      this.budget = budget;
      boolean whole = true;
      for (int index = 0; index < walks.size(); index++) {
        whole &= walks.get(index).complete();
        add(index, walks.get(index), known);
      }
      this.complete = whole;
      filesAt.replaceAll((relative, inRoots) -> List.copyOf(inRoots));
    }

    private void add(int index, Walk walk, Map<Path, JavaFile> known) {
      Map<String, JavaFile> relatives = new HashMap<>();
      Map<String, List<JavaFile>> inDirectories = new HashMap<>();
      for (Entry entry : walk.files()) {
        Path path = entry.path();
        JavaFile file = files.get(path);
        if (file == null) {
          file =
              known.containsKey(path) ? known.get(path) : new JavaFile(path, entry.stamp(), budget);
          files.put(path, file);
        }
        String relative = entry.relative();
        relatives.put(relative, file);
        inDirectories.computeIfAbsent(directoryOf(relative), name -> new ArrayList<>()).add(file);
        // The callers are read from the files the compiler reads, named in lower case.
        if (path.getFileName().toString().endsWith(".java")) {
          everyFile.add(file);
        }
        filesAt.computeIfAbsent(relative, name -> new ArrayList<>()).add(path);
      }
      Map<String, Directory> byName = new HashMap<>();
      inDirectories.forEach((name, in) -> byName.put(name, new Directory(List.copyOf(in), true)));
      for (String name : walk.unlisted()) {
        byName.put(name, new Directory(List.of(), false));
      }
      rootFiles.add(relatives);
      rootDirectories.add(byName);
      byName.forEach(
          (name, directory) ->
              directoriesAt.computeIfAbsent(name, key -> new ArrayList<>()).add(directory));
    }

    /** This listing with {@code file} added to, or taken out of, every root it lies below. */
    Listing changed(Path file, boolean added) {
      List<Walk> changed = new ArrayList<>();
      for (Walk walk : walks) {
        changed.add(walk.changed(file, added));
      }
      return new Listing(changed, files, budget);
    }
  }
}
