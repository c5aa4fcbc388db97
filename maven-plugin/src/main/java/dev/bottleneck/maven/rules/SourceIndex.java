package dev.bottleneck.maven.rules;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParseResult;
import com.github.javaparser.ParserConfiguration;
import com.github.javaparser.ParserConfiguration.LanguageLevel;
import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.body.BodyDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Type declarations of the module's own sources, found by qualified name: first in the file being
 * scanned, then as {@code pkg/Outer.java} below a source root. Reading a sibling file is a plain
 * parse, far cheaper than the symbol solver. A sibling that does not parse is simply not found: the
 * scanner reports its parse problem when it scans that file.
 */
final class SourceIndex {
  private final List<Path> roots;
  private final CompilationUnit current;
  private final Map<Path, Optional<CompilationUnit>> parsed;

  /**
   * @param parsed sibling files already parsed by this thread, shared across the files it scans so
   *     that a type used everywhere is parsed once, not once per file that uses it
   */
  SourceIndex(
      List<Path> roots, CompilationUnit current, Map<Path, Optional<CompilationUnit>> parsed) {
    this.roots = roots;
    this.current = current;
    this.parsed = parsed;
  }

  /** A cache of parsed siblings for one thread, bounded so that a large module fits in memory. */
  static Map<Path, Optional<CompilationUnit>> siblingCache(int capacity) {
    return new LinkedHashMap<>(capacity, 0.75f, true) {
      @Override
      protected boolean removeEldestEntry(Map.Entry<Path, Optional<CompilationUnit>> eldest) {
        return size() > capacity;
      }
    };
  }

  Optional<TypeDeclaration<?>> find(String qualifiedName) {
    Optional<TypeDeclaration<?>> local = findIn(current, qualifiedName);
    if (local.isPresent()) {
      return local;
    }
    String[] parts = qualifiedName.split("\\.");
    for (int outer = parts.length - 1; outer >= 0; outer--) {
      String relative = String.join("/", List.of(parts).subList(0, outer + 1)) + ".java";
      for (Path root : roots) {
        Optional<TypeDeclaration<?>> found =
            parse(root.resolve(relative)).flatMap(unit -> findIn(unit, qualifiedName));
        if (found.isPresent()) {
          return found;
        }
      }
    }
    return Optional.empty();
  }

  /** Whether a type of this name is declared; a top-level type needs no parse, only its file. */
  boolean exists(String qualifiedName) {
    String relative = qualifiedName.replace('.', '/') + ".java";
    for (Path root : roots) {
      if (Files.isRegularFile(root.resolve(relative))) {
        return true;
      }
    }
    return find(qualifiedName).isPresent();
  }

  private static Optional<TypeDeclaration<?>> findIn(CompilationUnit unit, String qualifiedName) {
    for (TypeDeclaration<?> type : unit.getTypes()) {
      Optional<TypeDeclaration<?>> found = findIn(type, qualifiedName);
      if (found.isPresent()) {
        return found;
      }
    }
    return Optional.empty();
  }

  private static Optional<TypeDeclaration<?>> findIn(
      TypeDeclaration<?> type, String qualifiedName) {
    String name = type.getFullyQualifiedName().orElse("");
    if (name.equals(qualifiedName)) {
      return Optional.of(type);
    }
    if (!qualifiedName.startsWith(name + ".")) {
      return Optional.empty();
    }
    for (BodyDeclaration<?> member : type.getMembers()) {
      if (member instanceof TypeDeclaration<?> nested) {
        Optional<TypeDeclaration<?>> found = findIn(nested, qualifiedName);
        if (found.isPresent()) {
          return found;
        }
      }
    }
    return Optional.empty();
  }

  private Optional<CompilationUnit> parse(Path file) {
    Optional<CompilationUnit> known = parsed.get(file);
    if (known == null) {
      known = read(file);
      parsed.put(file, known);
    }
    return known;
  }

  private static Optional<CompilationUnit> read(Path file) {
    if (!Files.isRegularFile(file)) {
      return Optional.empty();
    }
    try {
      // Only declarations are read from a sibling: no tokens, no comments, half the work.
      ParseResult<CompilationUnit> result =
          new JavaParser(
                  new ParserConfiguration()
                      .setLanguageLevel(LanguageLevel.JAVA_25)
                      .setStoreTokens(false)
                      .setAttributeComments(false))
              .parse(Files.readString(file, StandardCharsets.UTF_8));
      return result.isSuccessful() ? result.getResult() : Optional.empty();
    } catch (IOException | RuntimeException unreadable) {
      return Optional.empty();
    }
  }
}
