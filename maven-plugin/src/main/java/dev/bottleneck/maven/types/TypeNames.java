package dev.bottleneck.maven.types;

import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.ImportDeclaration;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.BodyDeclaration;
import com.github.javaparser.ast.body.ClassOrInterfaceDeclaration;
import com.github.javaparser.ast.body.Parameter;
import com.github.javaparser.ast.body.RecordDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.nodeTypes.NodeWithTypeParameters;
import com.github.javaparser.ast.type.ClassOrInterfaceType;
import com.github.javaparser.ast.type.Type;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiFunction;

/**
 * Resolves type names as written in one compilation unit to qualified names, the way javac scopes
 * them: type parameters, local classes, member types in scope, top-level types of the file,
 * single-type imports, the package, java.lang, on-demand imports (a type the catalog knows counts
 * without the class path), then module imports of JDK modules ({@code import module java.base;}).
 * Nested types are named with dots ({@code okhttp3.OkHttpClient.Builder}).
 *
 * <p>A member type is in scope only in the body of the class that declares or inherits it (JLS 6.3,
 * 6.4.1): there it shadows a single-type import of the same simple name, elsewhere in the file
 * (another top-level class, the declaring class's own {@code extends} clause) the import names the
 * type. Inherited member types are found in the supertypes the file declares.
 */
final class TypeNames {
  private final CompilationUnit unit;
  private final SourceIndex sources;
  private final ClasspathTypes classpath;
  private final Map<String, String> declared = new HashMap<>();
  private final Set<String> memberNames = new HashSet<>();
  private final List<TypeDeclaration<?>> localClasses = new ArrayList<>();
  private final Map<String, Optional<String>> resolved = new HashMap<>();

  /**
   * The member types found by name in each class of the file, its own or inherited: asked for every
   * name of a member type the file uses, from every class around the use.
   */
  private final Map<TypeDeclaration<?>, Map<String, Optional<String>>> members =
      new IdentityHashMap<>();

  TypeNames(CompilationUnit unit, SourceIndex sources, ClasspathTypes classpath) {
    this.unit = unit;
    this.sources = sources;
    this.classpath = classpath;
    for (TypeDeclaration<?> type : SourceIndex.declaredTypes(unit)) {
      if (SourceIndex.isLocal(type)) {
        localClasses.add(type);
      } else if (type.isTopLevelType()) {
        type.getFullyQualifiedName().ifPresent(name -> declared.put(type.getNameAsString(), name));
      } else {
        memberNames.add(type.getNameAsString());
      }
    }
  }

  /** The qualified name of {@code type} as used at {@code context}, erased; primitives as is. */
  Optional<String> resolve(Type type, Node context) {
    return resolve(type, context, this::resolve);
  }

  /**
   * The qualified name of {@code type}, erased, its written class names resolved by {@code names};
   * primitives as is.
   */
  static Optional<String> resolve(
      Type type, Node context, BiFunction<String, Node, Optional<String>> names) {
    if (type.isPrimitiveType()) {
      return Optional.of(type.asString());
    }
    if (type.isArrayType()) {
      return resolve(type.asArrayType().getComponentType(), context, names)
          .map(name -> name + "[]");
    }
    if (!type.isClassOrInterfaceType()) {
      return Optional.empty();
    }
    ClassOrInterfaceType classType = type.asClassOrInterfaceType();
    return names.apply(classType.getNameWithScope(), context);
  }

  /** The qualified name of a simple or dotted type name as written at {@code context}. */
  Optional<String> resolve(String written, Node context) {
    int dot = written.indexOf('.');
    String first = dot < 0 ? written : written.substring(0, dot);
    String rest = dot < 0 ? "" : written.substring(dot);
    if (isTypeParameter(first, context)) {
      return Optional.empty();
    }
    Optional<String> local = localClass(first, context);
    if (local.isPresent()) {
      return Optional.of(local.get() + rest);
    }
    Optional<String> member =
        memberNames.contains(first) ? memberInScope(first, context) : Optional.empty();
    if (member.isPresent()) {
      return Optional.of(member.get() + rest);
    }
    if (dot > 0
        && Character.isLowerCase(first.charAt(0))
        && !declared.containsKey(first)
        && !memberNames.contains(first)) {
      // A qualified name such as java.util.List: by convention no type is named like a package,
      // and asking the classpath for a type "java" in every package costs a solver lookup each.
      return Optional.of(written);
    }
    Optional<String> head = resolved.computeIfAbsent(first, this::resolveSimple);
    return head.map(name -> name + rest);
  }

  String packagePrefix() {
    return unit.getPackageDeclaration().map(p -> p.getNameAsString() + ".").orElse("");
  }

  private Optional<String> resolveSimple(String simple) {
    String local = declared.get(simple);
    if (local != null) {
      return Optional.of(local);
    }
    for (ImportDeclaration imported : unit.getImports()) {
      if (!imported.isAsterisk()
          && !imported.isStatic()
          && !imported.isModule()
          && imported.getName().getIdentifier().equals(simple)) {
        return Optional.of(imported.getNameAsString());
      }
    }
    String samePackage = packagePrefix() + simple;
    if (sources.exists(samePackage, unit)) {
      return Optional.of(samePackage);
    }
    if (JdkTypes.exists("java.lang." + simple)) {
      return Optional.of("java.lang." + simple);
    }
    for (ImportDeclaration imported : unit.getImports()) {
      if (imported.isAsterisk() && !imported.isStatic()) {
        String candidate = imported.getNameAsString() + "." + simple;
        if (JdkTypes.exists(candidate)
            || sources.exists(candidate, unit)
            || classpath.declaration(candidate).isPresent()) {
          return Optional.of(candidate);
        }
      }
    }
    // Without the library on a class path, a type the catalog knows by name is the one imported.
    for (ImportDeclaration imported : unit.getImports()) {
      if (imported.isAsterisk()
          && !imported.isStatic()
          && KnownTypes.isKnown(imported.getNameAsString() + "." + simple)) {
        return Optional.of(imported.getNameAsString() + "." + simple);
      }
    }
    if (classpath.declaration(samePackage).isPresent()) {
      return Optional.of(samePackage);
    }
    return moduleImported(simple);
  }

  /** A type of a package that an imported JDK module exports; none when two packages have one. */
  private Optional<String> moduleImported(String simple) {
    List<String> candidates = new ArrayList<>();
    for (ImportDeclaration imported : unit.getImports()) {
      if (imported.isModule()) {
        for (String pkg : JdkTypes.exportedPackages(imported.getNameAsString())) {
          String candidate = pkg + "." + simple;
          if (!candidates.contains(candidate) && JdkTypes.exists(candidate)) {
            candidates.add(candidate);
          }
        }
      }
    }
    return candidates.size() == 1 ? Optional.of(candidates.get(0)) : Optional.empty();
  }

  /**
   * The member type named {@code name} of the innermost class whose body holds {@code context}, or
   * that such a class inherits from a supertype declared in this file.
   */
  private Optional<String> memberInScope(String name, Node context) {
    Node child = context;
    for (Node node = context.getParentNode().orElse(null);
        node != null;
        child = node, node = node.getParentNode().orElse(null)) {
      if (node instanceof TypeDeclaration<?> type && inBody(type, child)) {
        Optional<String> found =
            members
                .computeIfAbsent(type, key -> new HashMap<>())
                .computeIfAbsent(name, key -> memberOf(type, key, new HashSet<>()));
        if (found.isPresent()) {
          return found;
        }
      }
    }
    return Optional.empty();
  }

  /**
   * Whether {@code child} of {@code type} is in the scope of its members: a member, or a record's
   * component, whose type javac resolves as the body's ({@code record Event(Kind kind) { enum Kind
   * {} }}); not its type parameters, {@code extends} or {@code implements}.
   */
  private static boolean inBody(TypeDeclaration<?> type, Node child) {
    return child instanceof BodyDeclaration<?>
        || type instanceof RecordDeclaration && child instanceof Parameter;
  }

  private Optional<String> memberOf(TypeDeclaration<?> type, String name, Set<Node> seen) {
    if (!seen.add(type)) {
      return Optional.empty();
    }
    for (BodyDeclaration<?> member : type.getMembers()) {
      if (member instanceof TypeDeclaration<?> nested && nested.getNameAsString().equals(name)) {
        return nested.getFullyQualifiedName();
      }
    }
    if (!(type instanceof ClassOrInterfaceDeclaration declaration)) {
      return Optional.empty();
    }
    List<ClassOrInterfaceType> supertypes = new ArrayList<>(declaration.getExtendedTypes());
    supertypes.addAll(declaration.getImplementedTypes());
    for (ClassOrInterfaceType supertype : supertypes) {
      for (TypeDeclaration<?> candidate : SourceIndex.declaredTypes(unit)) {
        if (candidate.getNameAsString().equals(supertype.getNameAsString())
            && !SourceIndex.isLocal(candidate)) {
          Optional<String> inherited = memberOf(candidate, name, seen);
          if (inherited.isPresent()) {
            return inherited;
          }
        }
      }
    }
    return Optional.empty();
  }

  /** A local class of this name whose block encloses {@code context}: it is in scope there. */
  private Optional<String> localClass(String name, Node context) {
    for (TypeDeclaration<?> local : localClasses) {
      if (local.getNameAsString().equals(name)
          && local
              .getParentNode()
              .flatMap(Node::getParentNode)
              .filter(block -> block.isAncestorOf(context))
              .isPresent()) {
        return SourceIndex.nameOf(local);
      }
    }
    return Optional.empty();
  }

  private static boolean isTypeParameter(String name, Node context) {
    for (Node node = context; node != null; node = node.getParentNode().orElse(null)) {
      if (node instanceof NodeWithTypeParameters<?> generic
          && generic.getTypeParameters().stream()
              .anyMatch(parameter -> parameter.getNameAsString().equals(name))) {
        return true;
      }
    }
    return false;
  }
}
