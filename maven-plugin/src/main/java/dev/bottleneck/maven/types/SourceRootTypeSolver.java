package dev.bottleneck.maven.types;

import com.github.javaparser.JavaParser;
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
 */
final class SourceRootTypeSolver extends JavaParserTypeSolver {
  private final ModuleFiles.Root root;
  private final boolean unicodeEscapes;

  SourceRootTypeSolver(ModuleFiles.Root root, JavaParser parser, SolverCaches caches) {
    super(root.path(), parser, caches.files(), caches.directories(), caches.answers());
    this.root = root;
    this.unicodeEscapes = parser.getParserConfiguration().isPreprocessUnicodeEscapes();
  }

  @Override
  public SymbolReference<ResolvedReferenceTypeDeclaration> tryToSolveType(String name) {
    return mayDeclare(name) ? super.tryToSolveType(name) : SymbolReference.unsolved();
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
