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
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Type declarations of the module's own sources, found by qualified name: first in the file being
 * scanned, then as {@code pkg/Outer.java} below a source root. Reading a sibling file is a plain
 * parse, far cheaper than the symbol solver. A sibling that does not parse is simply not found:
 * the scanner reports its parse problem when it scans that file.
 */
final class SourceIndex {
  private final List<Path> roots;
  private final CompilationUnit current;
  private final Map<Path, Optional<CompilationUnit>> parsed = new HashMap<>();

  SourceIndex(List<Path> roots, CompilationUnit current) {
    this.roots = roots;
    this.current = current;
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

  boolean exists(String qualifiedName) {
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

  private static Optional<TypeDeclaration<?>> findIn(TypeDeclaration<?> type, String qualifiedName) {
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
    return parsed.computeIfAbsent(file, SourceIndex::read);
  }

  private static Optional<CompilationUnit> read(Path file) {
    if (!Files.isRegularFile(file)) {
      return Optional.empty();
    }
    try {
      ParseResult<CompilationUnit> result =
          new JavaParser(new ParserConfiguration().setLanguageLevel(LanguageLevel.JAVA_25))
              .parse(Files.readString(file, StandardCharsets.UTF_8));
      return result.isSuccessful() ? result.getResult() : Optional.empty();
    } catch (IOException | RuntimeException unreadable) {
      return Optional.empty();
    }
  }
}
