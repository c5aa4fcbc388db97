package dev.bottleneck.maven.types;

import com.github.javaparser.ast.CompilationUnit;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Type resolution for one file: declarations first, then the symbol solver on demand. Each thread
 * that scans gets its own caches and solver, which are not thread-safe; they live as long as the
 * scanner does, not as long as the thread, so a build thread that goes on to other modules keeps
 * nothing of this one.
 */
public final class Resolution {
  /** Enough parsed siblings for the types a module uses everywhere, at bounded memory. */
  private static final int SIBLING_CACHE_SIZE = 512;

  private record PerThread(ClasspathTypes classpath, SourceIndex.Siblings siblings) {}

  private final List<Path> sourceRoots;
  private final List<Path> classpath;
  private final List<Path> callerRoots;
  private final Map<Thread, PerThread> perThread = new ConcurrentHashMap<>();
  private volatile ModuleCalls moduleCalls;

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
    this.moduleCalls = newModuleCalls();
  }

  private ModuleCalls newModuleCalls() {
    List<Path> roots = new ArrayList<>(sourceRoots);
    roots.addAll(callerRoots);
    return new ModuleCalls(roots);
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
    PerThread state =
        perThread.computeIfAbsent(
            Thread.currentThread(),
            thread -> {
              SourceIndex.Siblings siblings = SourceIndex.Siblings.of(SIBLING_CACHE_SIZE);
              return new PerThread(
                  new ClasspathTypes(sourceRoots, classpath, siblings.directories()), siblings);
            });
    return new Types(
        new SourceIndex(sourceRoots, file, unit, state.siblings(), moduleCalls),
        state.classpath());
  }

  /** Drops every thread's caches and solver; a later {@link #forFile} starts afresh. */
  public void release() {
    boolean solved = perThread.values().stream().anyMatch(state -> state.classpath().solved());
    perThread.clear();
    moduleCalls = newModuleCalls();
    if (solved) {
      ClasspathTypes.releaseFacades();
    }
  }
}
