package dev.bottleneck.maven.types;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParseResult;
import com.github.javaparser.ParserConfiguration;
import com.github.javaparser.ParserConfiguration.LanguageLevel;
import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.DataKey;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.BodyDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.MethodReferenceExpr;
import com.github.javaparser.ast.stmt.LocalClassDeclarationStmt;
import com.github.javaparser.ast.stmt.LocalRecordDeclarationStmt;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Type declarations of the module's own sources, found by qualified name: first in the file being
 * scanned, then as {@code pkg/Outer.java} below a source root. Reading a sibling file is a plain
 * parse of its declarations, far cheaper than the symbol solver, and a walk up the supertypes
 * reads only the type declarations of each file. A sibling that does not parse is simply not
 * found: the scanner reports its parse problem when it scans that file.
 */
public final class SourceIndex {
  private static final DataKey<List<TypeDeclaration<?>>> DECLARED_TYPES = new DataKey<>() {};

  private final List<Path> roots;
  private final Path currentFile;
  private final CompilationUnit current;
  private final Siblings siblings;
  private final ModuleCalls moduleCalls;
  private Map<String, TypeDeclaration<?>> localTypes;

  /**
   * Sibling files already parsed by one thread, shared across the files it scans so that a type
   * used everywhere is parsed once, not once per file that uses it: with their declarations, and
   * with their type declarations only. Each cache is bounded so that a large module fits in memory.
   */
  record Siblings(
      Map<Path, Optional<CompilationUnit>> declarations,
      Map<Path, Optional<CompilationUnit>> types,
      Map<Path, Optional<CompilationUnit>> bodies,
      DeclaredNames.Directories directories) {
    static Siblings of(int capacity) {
      // The sibling parser, like the symbol solver's, reads unicode escapes untranslated.
      return new Siblings(
          cache(capacity), cache(capacity), cache(capacity), new DeclaredNames.Directories(false));
    }

    private static Map<Path, Optional<CompilationUnit>> cache(int capacity) {
      return new LinkedHashMap<>(capacity, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Path, Optional<CompilationUnit>> eldest) {
          return size() > capacity;
        }
      };
    }
  }

  SourceIndex(
      List<Path> roots,
      Path currentFile,
      CompilationUnit current,
      Siblings siblings,
      ModuleCalls moduleCalls) {
    this.roots = roots;
    this.currentFile = currentFile == null ? null : currentFile.toAbsolutePath().normalize();
    this.current = current;
    this.siblings = siblings;
    this.moduleCalls = moduleCalls;
  }

  /**
   * Every call and method reference named {@code name} in the module's sources, the file being
   * scanned included (its own tree, not a second parse), in path and then source order; empty when
   * they cannot all be known: a file of the module could not be read or does not parse.
   */
  Optional<List<Node>> callSites(String name) {
    Optional<List<Path>> files = moduleCalls.filesCalling(name);
    if (files.isEmpty()) {
      return Optional.empty();
    }
    List<Node> sites = new ArrayList<>();
    boolean currentRead = false;
    for (Path file : files.get()) {
      Optional<CompilationUnit> unit;
      if (file.equals(currentFile)) {
        unit = Optional.of(current);
        currentRead = true;
      } else {
        unit = siblings.bodies().computeIfAbsent(file, SourceIndex::readWhole);
      }
      if (unit.isEmpty()) {
        return Optional.empty();
      }
      collectCallSites(unit.get(), name, sites);
    }
    if (!currentRead) {
      collectCallSites(current, name, sites);
    }
    return Optional.of(sites);
  }

  private static void collectCallSites(CompilationUnit unit, String name, List<Node> sites) {
    unit.walk(
        node -> {
          if (node instanceof MethodCallExpr call && call.getNameAsString().equals(name)
              || node instanceof MethodReferenceExpr reference
                  && reference.getIdentifier().equals(name)) {
            sites.add(node);
          }
        });
  }

  /** The declaration of a type with all its members, as far as a sibling declares them. */
  Optional<TypeDeclaration<?>> find(String qualifiedName) {
    return find(qualifiedName, true);
  }

  /**
   * The declaration of a type with its annotations, type parameters, supertypes and nested types,
   * but possibly without its other members: enough to walk up its supertypes, at a fraction of the
   * parse.
   */
  Optional<TypeDeclaration<?>> findType(String qualifiedName) {
    return find(qualifiedName, false);
  }

  /**
   * The declaration of a type with its method bodies, parsed whole: for a rule that follows calls
   * into other files of the module. Dearer than {@link #find}; kept per thread like the others.
   */
  Optional<TypeDeclaration<?>> findWithBodies(String qualifiedName) {
    return find(
        qualifiedName, file -> siblings.bodies().computeIfAbsent(file, SourceIndex::readWhole));
  }

  private static Optional<CompilationUnit> readWhole(Path file) {
    if (!Files.isRegularFile(file)) {
      return Optional.empty();
    }
    try {
      String text = Files.readString(file, StandardCharsets.UTF_8);
      return parseDeclarations(text, LanguageLevel.JAVA_25);
    } catch (IOException | RuntimeException unreadable) {
      return Optional.empty();
    }
  }

  private Optional<TypeDeclaration<?>> find(String qualifiedName, boolean members) {
    return find(qualifiedName, file -> parse(file, members));
  }

  private Optional<TypeDeclaration<?>> find(
      String qualifiedName, Function<Path, Optional<CompilationUnit>> parser) {
    Optional<TypeDeclaration<?>> member = findIn(current, qualifiedName);
    if (member.isPresent()) {
      return member;
    }
    TypeDeclaration<?> local = localTypes().get(qualifiedName);
    if (local != null) {
      return Optional.of(local);
    }
    String[] parts = qualifiedName.split("\\.");
    for (int outer = parts.length - 1; outer >= 0; outer--) {
      String relative = String.join("/", List.of(parts).subList(0, outer + 1)) + ".java";
      for (Path root : roots) {
        Optional<TypeDeclaration<?>> found =
            parser.apply(root.resolve(relative)).flatMap(unit -> findIn(unit, qualifiedName));
        if (found.isPresent()) {
          return found;
        }
      }
    }
    return findSecondary(parts, qualifiedName, parser);
  }

  /**
   * A type declared in a file of its package named after another type, as Caffeine declares {@code
   * MpscChunkedArrayQueue} in {@code MpscGrowableArrayQueue.java}: the files that may declare its
   * outermost name are found by a cheap read of the package directory. Left to the symbol solver,
   * such a name costs a full parse of every file in the package.
   */
  private Optional<TypeDeclaration<?>> findSecondary(
      String[] parts, String qualifiedName, Function<Path, Optional<CompilationUnit>> parser) {
    for (int outer = parts.length - 1; outer > 0; outer--) {
      String directory = String.join("/", List.of(parts).subList(0, outer));
      String canonical = parts[outer] + ".java";
      for (Path root : roots) {
        for (Path file : filesDeclaring(root.resolve(directory), parts[outer])) {
          if (file.getFileName().toString().equals(canonical)) {
            continue;
          }
          Optional<TypeDeclaration<?>> found =
              parser.apply(file).flatMap(unit -> findIn(unit, qualifiedName));
          if (found.isPresent()) {
            return found;
          }
        }
      }
    }
    return Optional.empty();
  }

  /** The files of {@code directory} that may declare {@code name}; none if it cannot be read. */
  private List<Path> filesDeclaring(Path directory, String name) {
    try {
      return siblings.directories().of(directory).filesDeclaring(name);
    } catch (IOException | RuntimeException unreadable) {
      return List.of();
    }
  }

  /** Whether a type of this name is declared; a top-level type needs no parse, only its file. */
  boolean exists(String qualifiedName) {
    String relative = qualifiedName.replace('.', '/') + ".java";
    for (Path root : roots) {
      if (Files.isRegularFile(root.resolve(relative))) {
        return true;
      }
    }
    return findType(qualifiedName).isPresent();
  }

  /**
   * Every type declared in the file being scanned, by the name {@link TypeNames} gives it, local
   * classes and the classes of anonymous class bodies included. Without them, such a class would be
   * looked up among the sources and the classpath in vain, and the symbol solver, asked last, may
   * parse whole packages for a type no file declares.
   */
  private Map<String, TypeDeclaration<?>> localTypes() {
    if (localTypes == null) {
      localTypes = new HashMap<>();
      for (TypeDeclaration<?> type : declaredTypes(current)) {
        nameOf(type).ifPresent(name -> localTypes.putIfAbsent(name, type));
      }
    }
    return localTypes;
  }

  /**
   * Every type declared in {@code unit}, nested and local ones included, in the order {@code
   * findAll} gives; walked once per unit and kept with it, since the file being scanned and every
   * sibling it reads are asked for their types again and again.
   */
  public static List<TypeDeclaration<?>> declaredTypes(CompilationUnit unit) {
    if (!unit.containsData(DECLARED_TYPES)) {
      List<TypeDeclaration<?>> types = new ArrayList<>();
      unit.walk(TypeDeclaration.class, types::add);
      unit.setData(DECLARED_TYPES, List.copyOf(types));
    }
    return unit.getData(DECLARED_TYPES);
  }

  /**
   * The qualified name of a declared type; a local class, which has none, is named as if it were a
   * member of the class around it, as JavaParser names the classes of an anonymous class body.
   */
  static Optional<String> nameOf(TypeDeclaration<?> type) {
    if (!isLocal(type)) {
      return type.getFullyQualifiedName();
    }
    return type.findAncestor(TypeDeclaration.class)
        .flatMap(outer -> nameOf((TypeDeclaration<?>) outer))
        .map(outer -> outer + "." + type.getNameAsString());
  }

  static boolean isLocal(TypeDeclaration<?> type) {
    Node parent = type.getParentNode().orElse(null);
    return parent instanceof LocalClassDeclarationStmt || parent instanceof LocalRecordDeclarationStmt;
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

  private Optional<CompilationUnit> parse(Path file, boolean members) {
    Optional<CompilationUnit> known = siblings.declarations().get(file);
    if (known == null && !members) {
      known = siblings.types().get(file);
    }
    if (known == null) {
      known = read(file, members);
      (members ? siblings.declarations() : siblings.types()).put(file, known);
    }
    return known;
  }

  private static Optional<CompilationUnit> read(Path file, boolean members) {
    if (!Files.isRegularFile(file)) {
      return Optional.empty();
    }
    try {
      String text = Files.readString(file, StandardCharsets.UTF_8);
      Optional<CompilationUnit> declarations =
          (members ? DeclarationText.of(text) : DeclarationText.typesOf(text))
              .flatMap(reduced -> parseDeclarations(reduced, LanguageLevel.RAW));
      return declarations.isPresent()
          ? declarations
          : parseDeclarations(text, LanguageLevel.JAVA_25);
    } catch (IOException | RuntimeException unreadable) {
      return Optional.empty();
    }
  }

  /**
   * Parses a sibling for its declarations: no tokens and no comments. The reduced text is parsed
   * without language-level validation, which the scan of that file itself reports; a whole file
   * is parsed at Java 25, whose grammar reads {@code yield} and other statements that the raw
   * level does not.
   */
  private static Optional<CompilationUnit> parseDeclarations(String text, LanguageLevel level) {
    ParseResult<CompilationUnit> result =
        new JavaParser(
                new ParserConfiguration()
                    .setLanguageLevel(level)
                    .setStoreTokens(false)
                    .setAttributeComments(false))
            .parse(text);
    return result.isSuccessful() ? result.getResult() : Optional.empty();
  }
}
