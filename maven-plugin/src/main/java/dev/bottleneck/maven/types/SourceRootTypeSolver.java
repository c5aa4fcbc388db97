package dev.bottleneck.maven.types;

import com.github.javaparser.ParserConfiguration;
import com.github.javaparser.resolution.declarations.ResolvedReferenceTypeDeclaration;
import com.github.javaparser.resolution.model.SymbolReference;
import com.github.javaparser.symbolsolver.resolution.typesolvers.JavaParserTypeSolver;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * JavaParser's source-root type solver, asked only when the type can be there. When a name is not
 * in its canonical file, JavaParser parses every file of the package directory, and of each
 * enclosing directory, to look for a secondary top-level type: for a simple name the scanner could
 * not resolve, that is a second parse of whole packages. A file can only declare a top-level type
 * whose name follows a declaring keyword outside braces, so a cheap read of the directory's {@link
 * DeclaredNames} decides when the parse could find nothing, and the answer is the same unsolved
 * reference it would have given. Where a file may declare the name, JavaParser decides as before.
 */
final class SourceRootTypeSolver extends JavaParserTypeSolver {
  private final Path root;
  private final DeclaredNames.Directories directories;

  /**
   * @param directories the declared names of package directories, read as {@code parsing} reads
   *     unicode escapes
   */
  SourceRootTypeSolver(
      Path root, ParserConfiguration parsing, DeclaredNames.Directories directories) {
    super(root, parsing);
    if (parsing.isPreprocessUnicodeEscapes() != directories.unicodeEscapes()) {
      throw new IllegalArgumentException(
          "the declared names must be read as the parser reads unicode escapes");
    }
    this.root = root.toAbsolutePath();
    this.directories = directories;
  }

  @Override
  public SymbolReference<ResolvedReferenceTypeDeclaration> tryToSolveType(String name) {
    return mayDeclare(name) ? super.tryToSolveType(name) : SymbolReference.unsolved();
  }

  /** Mirrors where JavaParserTypeSolver looks: each prefix as a file, then its directory. */
  private boolean mayDeclare(String name) {
    String[] elements = name.split("\\.");
    try {
      for (int length = elements.length; length > 0; length--) {
        Path directory = root;
        for (int i = 0; i < length - 1; i++) {
          directory = directory.resolve(elements[i]);
        }
        String outermost = elements[length - 1];
        if (Files.exists(directory.resolve(outermost + ".java"))
            || !directories.of(directory).filesDeclaring(outermost).isEmpty()) {
          return true;
        }
      }
      return false;
    } catch (IOException | RuntimeException unsure) {
      return true;
    }
  }
}
