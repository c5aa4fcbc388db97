package dev.bottleneck.maven.types;

import com.github.javaparser.ast.CompilationUnit;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Type resolution for one file: declarations first, then the symbol solver on demand. The parsed
 * siblings, the module's files with their facts ({@link ModuleFiles}) and the facts of its declared
 * types ({@link DeclaredTypes}) are shared by every thread that scans the module, so that two
 * threads do not parse the same sibling twice nor keep two copies of it; each thread has a symbol
 * solver of its own, whose caches are not thread-safe. Both live as long as the scanner does, not
 * as long as the thread, so a build thread that goes on to other modules keeps nothing of this one.
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
  private volatile SourceIndex.Siblings siblings =
      new SourceIndex.Siblings(SIBLING_DECLARATION_NODES, SIBLING_BODY_NODES);
  private final Map<Thread, ClasspathTypes> solvers = new ConcurrentHashMap<>();
  private volatile ModuleFiles files;
  private volatile DeclaredTypes declaredTypes = new DeclaredTypes();

  public Resolution(List<Path> sourceRoots, List<Path> classpath) {
    this(sourceRoots, classpath, List.of());
  }

  /**
   * @param callerRoots source roots of other modules whose calls of this module's methods count
   *     when a method is judged by its callers
   */
  public Resolution(List<Path> sourceRoots, List<Path> classpath, List<Path> callerRoots) {
    this.sourceRoots = List.copyOf(sourceRoots);
    this.classpath = List.copyOf(classpath);
    this.callerRoots = List.copyOf(callerRoots);
    this.files = new ModuleFiles(sourceRoots, callerRoots);
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
    ClasspathTypes solver =
        solvers.computeIfAbsent(
            Thread.currentThread(), thread -> new ClasspathTypes(listed, classpath, SOLVER_NODES));
    solver.nextFile();
    return new Types(new SourceIndex(listed, file, unit, shared, declared), solver);
  }

  /** Drops the shared caches and every thread's solver; a later {@link #forFile} starts afresh. */
  public void release() {
    boolean solved = solvers.values().stream().anyMatch(ClasspathTypes::solved);
    solvers.clear();
    siblings = new SourceIndex.Siblings(SIBLING_DECLARATION_NODES, SIBLING_BODY_NODES);
    files = new ModuleFiles(sourceRoots, callerRoots);
    declaredTypes = new DeclaredTypes();
    if (solved) {
      ClasspathTypes.releaseFacades();
    }
  }
}
