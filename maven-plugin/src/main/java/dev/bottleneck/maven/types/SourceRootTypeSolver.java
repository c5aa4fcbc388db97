package dev.bottleneck.maven.types;

import com.github.javaparser.JavaParser;
import com.github.javaparser.resolution.TypeSolver;
import com.github.javaparser.resolution.declarations.ResolvedReferenceTypeDeclaration;
import com.github.javaparser.resolution.model.SymbolReference;
import com.github.javaparser.symbolsolver.resolution.typesolvers.JavaParserTypeSolver;
import java.util.List;

/**
 * JavaParser's source-root type solver, asked only when the type can be there. When a name is not
 * in its canonical file, JavaParser parses every file of the package directory, and of each
 * enclosing directory, to look for a secondary top-level type: for a simple name the scanner could
 * not resolve, that is a second parse of whole packages. A file can only declare a top-level type
 * whose name follows a declaring keyword outside braces, so the {@link DeclaredNames} of the
 * directory's files decide when the parse could find nothing, and the answer is the same unsolved
 * reference it would have given. Which files there are comes from the {@link ModuleFiles}, not from
 * the disk. Where a file may declare the name, JavaParser decides as before. Its caches are the
 * thread's {@link SolverCaches}, which every root shares.
 *
 * <p>JavaParser's solver is built the first time it is asked, not with this one: its constructor
 * walks the whole root for {@code module-info.java} files, a listing of every directory and a
 * {@code stat} of every file, for each thread's solver of each module. A root no type is looked up
 * in is never walked that way; one that is, is walked as before, so the answers are the same.
 */
final class SourceRootTypeSolver implements TypeSolver {
  private final ModuleFiles.Root root;
  private final JavaParser parser;
  private final SolverCaches caches;
  private final boolean unicodeEscapes;
  private TypeSolver parent;
  private JavaParserTypeSolver stock;

  SourceRootTypeSolver(ModuleFiles.Root root, JavaParser parser, SolverCaches caches) {
    this.root = root;
    this.parser = parser;
    this.caches = caches;
    this.unicodeEscapes = parser.getParserConfiguration().isPreprocessUnicodeEscapes();
  }

  @Override
  public TypeSolver getParent() {
    return parent;
  }

  @Override
  public void setParent(TypeSolver parent) {
    // The same checks as JavaParser's solvers: one parent, never itself.
    if (parent == null || parent == this) {
      throw new IllegalStateException("The parent of a type solver must be another solver");
    }
    if (this.parent != null) {
      throw new IllegalStateException("This type solver already has a parent");
    }
    this.parent = parent;
    if (stock != null) {
      stock.setParent(parent);
    }
  }

  @Override
  public SymbolReference<ResolvedReferenceTypeDeclaration> tryToSolveType(String name) {
    return mayDeclare(name) ? stock().tryToSolveType(name) : SymbolReference.unsolved();
  }

  @Override
  public SymbolReference<ResolvedReferenceTypeDeclaration> tryToSolveTypeInModule(
      String qualifiedModuleName, String simpleTypeName) {
    return stock().tryToSolveTypeInModule(qualifiedModuleName, simpleTypeName);
  }

  @Override
  public String toString() {
    return "SourceRootTypeSolver{" + root.path() + "}";
  }

  /** JavaParser's solver of the root, built on first use with this one's parent. */
  private JavaParserTypeSolver stock() {
    if (stock == null) {
      stock =
          new JavaParserTypeSolver(
              root.path(), parser, caches.files(), caches.directories(), caches.answers());
      if (parent != null) {
        stock.setParent(parent);
      }
    }
    return stock;
  }

  /** Mirrors where JavaParserTypeSolver looks: each prefix as a file, then its directory. */
  private boolean mayDeclare(String name) {
    List<String> elements = List.of(name.split("\\."));
    for (int length = elements.size(); length > 0; length--) {
      String directory = String.join("/", elements.subList(0, length - 1));
      if (root.mayDeclare(directory, elements.get(length - 1), unicodeEscapes)) {
        return true;
      }
    }
    return false;
  }
}
