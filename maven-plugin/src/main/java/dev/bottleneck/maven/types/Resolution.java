package dev.bottleneck.maven.types;

import com.github.javaparser.ast.CompilationUnit;
import dev.bottleneck.catalog.facts.SpringXmlBeans;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * Type resolution for one file: declarations first, then the symbol solver on demand. The parsed
 * siblings, the module's files with their facts ({@link ModuleFiles}) and the facts of its declared
 * types ({@link DeclaredTypes}) are shared by every thread that scans the module, so that two
 * threads do not parse the same sibling twice nor keep two copies of it; each thread has a symbol
 * solver of its own, whose caches are not thread-safe. Both live as long as the scanner does, not
 * as long as the thread, so a build thread that goes on to other modules keeps nothing of this one.
 *
 * <p>A long-lived resolution (a language server's) is told of each file that changes ({@link
 * #changed}) and replaces what it knows of that file alone: its facts, its declared types, its
 * parsed trees; the symbol solvers, which keep what they parsed, are built again.
 */
public final class Resolution {
  /*
   * The caches are bounded by the syntax-tree nodes they hold, which is what a tree costs: about
   * 220 bytes a node without tokens, and a line of Java has about four. Bounded by count, 512
   * siblings a cache, they held 120 MB of a 397,000-line module, and more where the files are large.
   */

  /**
   * Siblings read for their declarations, about 11 MB: each is read once for the facts that {@link
   * DeclaredTypes} keeps, so few are asked for again.
   */
  private static final long SIBLING_DECLARATION_NODES = 50_000;

  /**
   * Siblings read whole, about 66 MB: the types that the walks of call sites and of transactions
   * read again and again. A scan of the million-line benchmark module read 409 files whole with no
   * bound, 498 with this one, 659 with 200,000 nodes.
   */
  private static final long SIBLING_BODY_NODES = 300_000;

  /**
   * The source files each thread's symbol solver may keep before it lets go of them all, about 11
   * MB: the solver of a 397,000-line module parsed 127,000 nodes in a 1-thread scan. Parsing its
   * few files again after each emptying did not show in the CPU time, and in a 203 MB heap the scan
   * on 2 threads ran 178 to 183 collections against 212 to 284 with twice the bound.
   */
  private static final long SOLVER_NODES = 50_000;

  private final List<Path> sourceRoots;
  private final List<Path> classpath;
  private final List<Path> callerRoots;
  private final List<Path> upstreamRoots;
  private final Overlay overlay;
  private final Supplier<SpringXmlBeans> beans;
  private volatile SourceIndex.Siblings siblings;
  private final Map<Thread, ClasspathTypes> solvers = new ConcurrentHashMap<>();
  private volatile ModuleFiles files;
  private volatile DeclaredTypes declaredTypes = new DeclaredTypes();

  /** The declarations found by the judgments that also read the upstream modules' sources. */
  private volatile DeclaredTypes declaredAcrossBuild = new DeclaredTypes();

  private final ClasspathNames classpathNames;

  public Resolution(List<Path> sourceRoots, List<Path> classpath) {
    this(sourceRoots, classpath, List.of());
  }

  /**
   * @param callerRoots source roots of other modules whose calls of this module's methods count
   *     when a method is judged by its callers
   */
  public Resolution(List<Path> sourceRoots, List<Path> classpath, List<Path> callerRoots) {
    this(sourceRoots, classpath, callerRoots, Overlay.NONE);
  }

  /**
   * @param overlay the texts that stand in for files on disk, as an editor holds them
   */
  public Resolution(
      List<Path> sourceRoots, List<Path> classpath, List<Path> callerRoots, Overlay overlay) {
    this(sourceRoots, classpath, callerRoots, overlay, SpringXmlBeans.NONE);
  }

  /**
   * @param beans the methods the module's Spring XML bean definitions have run once
   */
  public Resolution(
      List<Path> sourceRoots,
      List<Path> classpath,
      List<Path> callerRoots,
      Overlay overlay,
      SpringXmlBeans beans) {
    this(sourceRoots, classpath, callerRoots, List.of(), overlay, () -> beans);
  }

  /**
   * @param upstreamRoots source roots of the modules of the build this one depends on: the types
   *     its own sources do not declare are looked up there (supertypes, the bodies of methods it
   *     calls), and their calls count for the methods that override one of their types' methods
   * @param beans the methods the module's Spring XML bean definitions have run once, read when a
   *     rule first asks
   */
  public Resolution(
      List<Path> sourceRoots,
      List<Path> classpath,
      List<Path> callerRoots,
      List<Path> upstreamRoots,
      Overlay overlay,
      Supplier<SpringXmlBeans> beans) {
    this.beans = beans;
    this.sourceRoots = List.copyOf(sourceRoots);
    this.classpath = List.copyOf(classpath);
    this.callerRoots = List.copyOf(callerRoots);
    this.upstreamRoots = List.copyOf(upstreamRoots);
    this.overlay = overlay;
    this.files = new ModuleFiles(sourceRoots, callerRoots, upstreamRoots);
    this.siblings = siblingsOf(files);
    this.classpathNames = new ClasspathNames(this.classpath, () -> solver(files));
  }

  /**
   * The siblings' trees, read from the overlay's texts and else from the bytes {@code listed} read
   * with each file's facts, so that a sibling's parse does not read the file again.
   */
  private SourceIndex.Siblings siblingsOf(ModuleFiles listed) {
    Overlay texts = file -> overlay.text(file).or(() -> listed.ownText(file));
    return new SourceIndex.Siblings(SIBLING_DECLARATION_NODES, SIBLING_BODY_NODES, texts);
  }

  /**
   * The bytes of {@code file}, one of the module's own files, as they were read for its facts, for
   * its scan to decode: each file is read once. Empty for a file that is not one of them, or that
   * cannot be read, which the scan reads itself to say why.
   */
  public Optional<byte[]> sourceBytes(Path file) {
    try {
      return files.ownBytes(file);
    } catch (IOException unreadable) {
      return Optional.empty();
    }
  }

  /** Types for a file that is not one of the module's files on disk (tests, generated text). */
  public Types forFile(CompilationUnit unit) {
    return forFile(null, unit);
  }

  /**
   * Types for {@code file}, parsed as {@code unit}: where the module's calls are looked up, this
   * file is read from {@code unit}, not again from disk.
   */
  public Types forFile(Path file, CompilationUnit unit) {
    SourceIndex.Siblings shared = siblings;
    ModuleFiles listed = files;
    DeclaredTypes declared = declaredTypes;
    DeclaredTypes acrossBuild = declaredAcrossBuild;
    ClasspathTypes solver = solver(listed);
    solver.nextFile();
    return new Types(
        new SourceIndex(listed, file, unit, shared, declared), solver, beans, acrossBuild);
  }

  /** This thread's symbol solver, over the module's files {@code listed}. */
  private ClasspathTypes solver(ModuleFiles listed) {
    ClasspathTypes solver = solvers.get(Thread.currentThread());
    if (solver == null) {
      solver = adoptFinished().orElseGet(() -> new ClasspathTypes(listed, classpath, SOLVER_NODES));
      solvers.put(Thread.currentThread(), solver);
    }
    return solver;
  }

  /**
   * The simple names of the module's types, read from text alone, for the rules' text gates that
   * run before a file is parsed.
   */
  public ModuleTypeNames typeNames() {
    return files.typeNames();
  }

  /**
   * The words of {@code file} if the module's index read them from {@code text} and no text gate
   * has taken them yet ({@link ModuleFiles#wordsRead}), so that the gate need not read them again.
   */
  public Optional<FileWords> wordsRead(Path file, String text) {
    return files.wordsRead(file, text);
  }

  /**
   * The class path's types by simple name, for the rules' text gates: whether one may be a subtype
   * of a library type.
   */
  public ClasspathNames classpathNames() {
    return classpathNames;
  }

  /** Drops the shared caches and every thread's solver; a later {@link #forFile} starts afresh. */
  public void release() {
    releaseSolvers();
    ModuleFiles listed = new ModuleFiles(sourceRoots, callerRoots, upstreamRoots);
    siblings = siblingsOf(listed);
    files = listed;
    declaredTypes = new DeclaredTypes();
    declaredAcrossBuild = new DeclaredTypes();
    classpathNames.forget();
  }

  /**
   * Takes the text of {@code file} as it is now, in the overlay or else on disk, for every later
   * {@link #forFile}: its facts in the module index (a file that no longer exists leaves it), its
   * declared types and its parsed trees are read again; other files' are kept. Call it between
   * scans, never while one runs.
   */
  public void changed(Path file) {
    Path path = file.toAbsolutePath().normalize();
    Optional<String> text = overlay.text(path).or(() -> onDisk(path));
    if (text.isPresent()) {
      files.update(path, text.get());
    } else {
      files.remove(path);
    }
    declaredTypes.forget(path);
    declaredAcrossBuild.forget(path);
    siblings.forget(path);
    releaseSolvers();
    classpathNames.forget();
  }

  /** The file's text as the module index reads it, leniently; empty when it cannot be read. */
  private static Optional<String> onDisk(Path file) {
    try {
      return Optional.of(new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
    } catch (IOException unreadable) {
      return Optional.empty();
    }
  }

  /**
   * The solver of a thread that has ended, taken over by this one: a long-lived resolution (a
   * language server's) sees new threads for every run, and each would otherwise build the solver
   * and its caches again, while the ended thread's stayed in memory, kept by the facades. A solver
   * serves one thread at a time, and an ended thread asks nothing more.
   */
  private Optional<ClasspathTypes> adoptFinished() {
    for (Map.Entry<Thread, ClasspathTypes> entry : solvers.entrySet()) {
      if (!entry.getKey().isAlive() && solvers.remove(entry.getKey(), entry.getValue())) {
        return Optional.of(entry.getValue());
      }
    }
    return Optional.empty();
  }

  private void releaseSolvers() {
    boolean solved = solvers.values().stream().anyMatch(ClasspathTypes::solved);
    solvers.clear();
    if (solved) {
      ClasspathTypes.releaseFacades();
    }
  }
}
