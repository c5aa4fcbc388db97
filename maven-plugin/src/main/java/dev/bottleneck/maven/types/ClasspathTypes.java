package dev.bottleneck.maven.types;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.resolution.TypeSolver;
import com.github.javaparser.resolution.declarations.ResolvedReferenceTypeDeclaration;
import com.github.javaparser.resolution.model.SymbolReference;
import com.github.javaparser.resolution.types.ResolvedType;
import com.github.javaparser.symbolsolver.JavaSymbolSolver;
import com.github.javaparser.symbolsolver.javaparsermodel.JavaParserFacade;
import com.github.javaparser.symbolsolver.resolution.typesolvers.CombinedTypeSolver;
import com.github.javaparser.symbolsolver.resolution.typesolvers.CombinedTypeSolver.ExceptionHandlers;
import com.github.javaparser.symbolsolver.resolution.typesolvers.JarTypeSolver;
import com.github.javaparser.symbolsolver.resolution.typesolvers.ReflectionTypeSolver;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.zip.ZipFile;

/**
 * The JavaParser symbol solver over the JDK, the module's source roots and its classpath jars: the
 * last resort when imports and declarations cannot decide a type, because it is several times
 * slower than parsing. It is built on first use only. Every failure (a dependency missing from the
 * classpath, a solver limitation) is an empty answer, never an exception and never a guess. One
 * instance per thread: the solver's caches are not thread-safe, and it writes to the trees it
 * reads.
 */
final class ClasspathTypes {
  /** This thread's copies of shared sibling trees that the solver worked on. */
  private static final int COPIES = 32;

  private final ModuleFiles sources;
  private final List<Path> classpath;
  private final SolverCaches caches;
  private final Map<String, Optional<ResolvedReferenceTypeDeclaration>> declarations =
      new HashMap<>();
  private final Map<String, Boolean> classFiles = new HashMap<>();
  private final Map<SourceIndex.Origin, Optional<CompilationUnit>> copies =
      new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(
            Map.Entry<SourceIndex.Origin, Optional<CompilationUnit>> eldest) {
          return size() > COPIES;
        }
      };
  private Boolean readsJars;
  private TypeSolver solver;
  private JavaSymbolSolver symbolSolver;

  /**
   * @param sources the module's files, shared with the source index
   * @param solverNodes the syntax-tree nodes of the source files the solver may keep (see {@link
   *     SolverCaches})
   */
  ClasspathTypes(ModuleFiles sources, List<Path> classpath, long solverNodes) {
    this.sources = sources;
    this.classpath = classpath;
    this.caches = new SolverCaches(solverNodes);
  }

  /**
   * Called as this thread begins a file: once the solver's caches hold more than their bound, lets
   * go of them, with the declarations and the copies of siblings that hold their trees, so that
   * what the thread keeps between files stays bounded however large the module is.
   */
  void nextFile() {
    if (caches.full()) {
      caches.empty();
      declarations.clear();
      copies.clear();
    }
  }

  /** The static type of {@code expression}, erased to its qualified name, or a primitive name. */
  Optional<String> typeOf(Expression expression) {
    try {
      Optional<Expression> own = own(expression);
      if (own.isEmpty()) {
        return Optional.empty();
      }
      attach(own.get());
      ResolvedType type = JavaParserFacade.get(solver()).getType(own.get());
      return nameOf(type);
    } catch (RuntimeException | StackOverflowError | LinkageError unresolved) {
      return Optional.empty();
    }
  }

  /**
   * The expression itself, or, in a sibling tree that every thread reads, the same expression in
   * this thread's copy of it: the solver stores its answers and itself in the trees it works on,
   * and must never write to a tree that another thread reads.
   */
  private Optional<Expression> own(Expression expression) {
    Optional<SourceIndex.Origin> origin =
        expression.findCompilationUnit().flatMap(SourceIndex::originOf);
    if (origin.isEmpty()) {
      return Optional.of(expression);
    }
    return copies
        .computeIfAbsent(origin.get(), SourceIndex.Origin::read)
        .flatMap(copy -> SourceIndex.counterpart(expression, copy))
        .map(Expression.class::cast);
  }

  /**
   * The declaration of a type by qualified name, if the JDK, the sources or the classpath hold it.
   */
  Optional<ResolvedReferenceTypeDeclaration> declaration(String qualifiedName) {
    Optional<ResolvedReferenceTypeDeclaration> known = declarations.get(qualifiedName);
    if (known == null) {
      known = solve(qualifiedName);
      declarations.put(qualifiedName, known);
    }
    return known;
  }

  private Optional<ResolvedReferenceTypeDeclaration> solve(String qualifiedName) {
    try {
      SymbolReference<ResolvedReferenceTypeDeclaration> found =
          solver().tryToSolveType(qualifiedName);
      return found.isSolved() ? Optional.of(found.getCorrespondingDeclaration()) : Optional.empty();
    } catch (RuntimeException | StackOverflowError | LinkageError unresolved) {
      return Optional.empty();
    }
  }

  /**
   * Whether the class path holds the class file of the top-level class {@code qualifiedName}, in a
   * jar or below a directory: a look at the entries, without the symbol solver.
   */
  boolean hasClassFile(String qualifiedName) {
    return classFiles.computeIfAbsent(qualifiedName, this::findClassFile);
  }

  private boolean findClassFile(String qualifiedName) {
    String entry = qualifiedName.replace('.', '/') + ".class";
    for (Path element : classpath) {
      boolean found =
          Files.isDirectory(element)
              ? Files.isRegularFile(element.resolve(entry))
              : inJar(element, entry);
      if (found) {
        return true;
      }
    }
    return false;
  }

  private static boolean inJar(Path jar, String entry) {
    if (!Files.isRegularFile(jar)) {
      return false;
    }
    try (ZipFile zip = new ZipFile(jar.toFile())) {
      return zip.getEntry(entry) != null;
    } catch (IOException | UncheckedIOException unreadable) {
      // A jar that cannot be read holds nothing we can see, as for the symbol solver.
      return false;
    }
  }

  /** Whether {@code qualifiedName} names a type below {@code superName}, as far as known. */
  boolean isSubtype(String qualifiedName, String superName) {
    return subtypeIfKnown(qualifiedName, superName).orElse(false);
  }

  /**
   * Whether {@code qualifiedName} names a type below {@code superName}; empty when its declaration
   * or its ancestors cannot be read.
   */
  Optional<Boolean> subtypeIfKnown(String qualifiedName, String superName) {
    Optional<ResolvedReferenceTypeDeclaration> type = declaration(qualifiedName);
    if (type.isEmpty()) {
      return Optional.empty();
    }
    try {
      return Optional.of(
          type.get().getAllAncestors().stream()
              .anyMatch(ancestor -> ancestor.getQualifiedName().equals(superName)));
    } catch (RuntimeException | StackOverflowError | LinkageError unresolved) {
      return Optional.empty();
    }
  }

  /** Whether the class path holds a jar for the solver to read types from; looked at once. */
  boolean readsJars() {
    if (readsJars == null) {
      readsJars = classpath.stream().anyMatch(ClasspathTypes::readsJar);
    }
    return readsJars;
  }

  /** Whether the solver was built, so that releasing it means something. */
  boolean solved() {
    return solver != null;
  }

  /**
   * Lets go of the symbol solvers of finished scans. JavaParser keeps one facade per type solver in
   * a static weak map whose values hold their keys strongly, so an entry, and the solver with every
   * file and jar it has read, is never collected: a build would keep each module's solver until the
   * JVM exits. The map can only be cleared whole; a scan still running on another thread merely
   * builds its facade again. {@code get} locks the class, so the lock keeps them apart.
   */
  static void releaseFacades() {
    synchronized (JavaParserFacade.class) {
      JavaParserFacade.clearInstances();
    }
  }

  static Optional<String> nameOf(ResolvedType type) {
    if (type.isPrimitive()) {
      return Optional.of(type.asPrimitive().describe());
    }
    if (type.isReferenceType()) {
      return Optional.of(type.asReferenceType().getQualifiedName());
    }
    return Optional.empty();
  }

  private void attach(Node node) {
    node.findCompilationUnit()
        .filter(unit -> !unit.containsData(Node.SYMBOL_RESOLVER_KEY))
        .ifPresent(this::attachTo);
  }

  private void attachTo(CompilationUnit unit) {
    solver();
    unit.setData(Node.SYMBOL_RESOLVER_KEY, symbolSolver);
  }

  private TypeSolver solver() {
    if (solver == null) {
      CombinedTypeSolver combined =
          new CombinedTypeSolver(
              ExceptionHandlers.IGNORE_NONE,
              List.of(new ReflectionTypeSolver(true)),
              caches.answers());
      // The solver keeps the files it parses; it needs their declarations and code, not their
      // comments, nor their tokens, which only the positions of findings in the scanned file use,
      // nor their validation.
      JavaParser parser = JavaParsers.withoutTokens();
      for (ModuleFiles.Root root : sources.sourceRoots()) {
        if (root.isDirectory()) {
          combined.add(new SourceRootTypeSolver(root, parser, caches));
        }
      }
      for (Path entry : classpath) {
        addClasspathEntry(combined, entry);
      }
      solver = combined;
      symbolSolver = new JavaSymbolSolver(combined);
    }
    return solver;
  }

  /**
   * Whether the solver reads this class path entry: a jar. Directories of compiled classes are left
   * out: the source roots cover the module's own types.
   */
  static boolean readsJar(Path entry) {
    return Files.isRegularFile(entry) && entry.toString().endsWith(".jar");
  }

  private static void addClasspathEntry(CombinedTypeSolver combined, Path entry) {
    if (!readsJar(entry)) {
      return;
    }
    try {
      combined.add(new JarTypeSolver(entry));
    } catch (IOException | RuntimeException unreadable) {
      // A jar the solver cannot read only narrows what can be resolved.
    }
  }
}
