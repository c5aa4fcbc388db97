package dev.bottleneck.maven.types;

import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.body.EnumDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.expr.ArrayAccessExpr;
import com.github.javaparser.ast.expr.AssignExpr;
import com.github.javaparser.ast.expr.BinaryExpr;
import com.github.javaparser.ast.expr.BooleanLiteralExpr;
import com.github.javaparser.ast.expr.CastExpr;
import com.github.javaparser.ast.expr.CharLiteralExpr;
import com.github.javaparser.ast.expr.ConditionalExpr;
import com.github.javaparser.ast.expr.DoubleLiteralExpr;
import com.github.javaparser.ast.expr.EnclosedExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.IntegerLiteralExpr;
import com.github.javaparser.ast.expr.LiteralExpr;
import com.github.javaparser.ast.expr.LongLiteralExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.expr.StringLiteralExpr;
import com.github.javaparser.ast.expr.SuperExpr;
import com.github.javaparser.ast.expr.TextBlockLiteralExpr;
import com.github.javaparser.ast.expr.ThisExpr;
import com.github.javaparser.ast.type.Type;
import com.github.javaparser.resolution.declarations.ResolvedReferenceTypeDeclaration;
import dev.bottleneck.catalog.facts.SpringXmlBeans;
import dev.bottleneck.catalog.facts.TypeName;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Static types of expressions as qualified names, for the rules of one scanned file. Imports,
 * declarations and Lombok decide first; the symbol solver is asked only where they cannot (a method
 * result of a library type, an inherited field, a {@code var} of such a result). When neither can
 * decide, the answer is empty and rules stay silent.
 */
public final class Types {
  public static final String STRING = "java.lang.String";
  private static final Pattern CONSTANT_NAME = Pattern.compile("[A-Z][A-Z0-9_]*");

  /** The methods every class and interface has from {@code java.lang.Object}, read from it. */
  private static final Set<String> OBJECT_METHODS =
      Stream.of(Object.class.getDeclaredMethods())
          .map(java.lang.reflect.Method::getName)
          .collect(Collectors.toUnmodifiableSet());

  private final SourceIndex sources;
  private final ClasspathTypes classpath;
  private final Map<CompilationUnit, TypeNames> names = new IdentityHashMap<>();
  private final Map<String, Boolean> subtypes = new HashMap<>();
  private final Map<TypeDeclaration<?>, TypeFacts> facts = new IdentityHashMap<>();
  private final Map<BinaryExpr, Optional<String>> sumTypes = new IdentityHashMap<>();
  private final Map<CompilationUnit, Variables> scopes = new IdentityHashMap<>();
  private final Map<Node, CompilationUnit> units = new IdentityHashMap<>();
  private final Map<Class<?>, Object> shared = new HashMap<>();
  private final Map<Expression, Optional<String>> solved = new IdentityHashMap<>();

  /**
   * For a class (or an anonymous class's creation), the fields it inherits, by name, as found: each
   * class's supertypes are walked once per name for the scan of a file.
   */
  private final Map<Node, Map<String, Optional<Variables.Variable>>> inherited =
      new IdentityHashMap<>();

  private final Supplier<SpringXmlBeans> beans;

  /** Where {@link #acrossBuild} keeps the declarations it finds; null for that view itself. */
  private final DeclaredTypes declaredAcrossBuild;

  private Types acrossBuild;

  Types(SourceIndex sources, ClasspathTypes classpath) {
    this(sources, classpath, () -> SpringXmlBeans.NONE);
  }

  Types(SourceIndex sources, ClasspathTypes classpath, Supplier<SpringXmlBeans> beans) {
    this(sources, classpath, beans, null);
  }

  /**
   * @param declaredAcrossBuild where the view {@link #acrossBuild} keeps the declarations it finds
   *     for the whole module; null for none
   */
  Types(
      SourceIndex sources,
      ClasspathTypes classpath,
      Supplier<SpringXmlBeans> beans,
      DeclaredTypes declaredAcrossBuild) {
    this.sources = sources;
    this.classpath = classpath;
    this.beans = beans;
    this.declaredAcrossBuild = declaredAcrossBuild;
  }

  /**
   * These types as the judgments that can only spare a finding see them (does this code run once,
   * is this lambda handed to another thread): the types the module's own sources do not declare are
   * also looked up in the sources of the modules of the build it depends on, its upstream modules,
   * where a supertype, the body of a method it calls, or a call of a method it overrides may be.
   * Only these judgments read them, so that another module's type or body never makes the module's
   * code slow. Itself when the module reads no upstream module.
   */
  public Types acrossBuild() {
    if (acrossBuild == null) {
      if (declaredAcrossBuild == null || !sources.hasUpstream()) {
        acrossBuild = this;
      } else {
        acrossBuild = new Types(sources.acrossBuild(declaredAcrossBuild), classpath, beans, null);
        acrossBuild.acrossBuild = acrossBuild;
      }
    }
    return acrossBuild;
  }

  /** The methods the module's Spring XML bean definitions have run once. */
  public SpringXmlBeans xmlBeans() {
    return beans.get();
  }

  /**
   * The one {@code kind} that the rules of this file share, made by {@code make} when first asked:
   * what several rules ask again of the same code (does this method run once) is worked out once
   * per file. It lives as long as these types, the scan of one file.
   */
  public <T> T shared(Class<T> kind, Supplier<T> make) {
    Object value = shared.get(kind);
    if (value == null) {
      value = make.get();
      shared.put(kind, value);
    }
    return kind.cast(value);
  }

  public Optional<String> resolve(Type type, Node context) {
    return namesAt(context).map(n -> n.resolve(type, context)).orElse(Optional.empty());
  }

  public Optional<String> resolve(String written, Node context) {
    return namesAt(context).map(n -> n.resolve(written, context)).orElse(Optional.empty());
  }

  /** The local, parameter or field a simple name refers to, if declared in the sources. */
  public Optional<Variables.Variable> variable(NameExpr name) {
    return variables(name).flatMap(v -> v.find(name.getNameAsString(), name));
  }

  /** The type an expression names when it is used as a static receiver, e.g. {@code Thread}. */
  public Optional<String> typeReference(Expression expression) {
    if (expression instanceof NameExpr name) {
      // Lower-case names are variables or packages by convention; resolving them as types would
      // wake the symbol solver for every inherited field.
      if (Character.isLowerCase(name.getNameAsString().charAt(0))
          || variables(name).flatMap(v -> v.find(name.getNameAsString(), name)).isPresent()) {
        return Optional.empty();
      }
      return resolve(name.getNameAsString(), name);
    }
    if (expression instanceof FieldAccessExpr access
        && Character.isUpperCase(access.getNameAsString().charAt(0))) {
      Optional<String> outer = typeReference(access.getScope());
      if (outer.isPresent()) {
        return nestedType(outer.get(), access.getNameAsString());
      }
      if (isPackageName(access.getScope())) {
        return Optional.of(access.toString());
      }
    }
    return Optional.empty();
  }

  /** {@code Outer.Name} when it is a nested type rather than a constant of {@code Outer}. */
  private Optional<String> nestedType(String outer, String name) {
    String candidate = outer + "." + name;
    if (JdkTypes.load(outer).isPresent()) {
      return JdkTypes.exists(candidate) ? Optional.of(candidate) : Optional.empty();
    }
    if (sources.declares(outer)) {
      return sources.exists(candidate) ? Optional.of(candidate) : Optional.empty();
    }
    return CONSTANT_NAME.matcher(name).matches() ? Optional.empty() : Optional.of(candidate);
  }

  /** The static type of {@code expression}, erased: a qualified class name or a primitive. */
  public Optional<String> typeOf(Expression expression) {
    if (expression instanceof EnclosedExpr enclosed) {
      return typeOf(enclosed.getInner());
    }
    if (expression instanceof CastExpr cast) {
      return resolve(cast.getType(), cast);
    }
    if (expression instanceof LiteralExpr literal) {
      return literalType(literal).or(() -> solved(literal));
    }
    if (expression instanceof BinaryExpr binary
        && binary.getOperator() == BinaryExpr.Operator.PLUS) {
      return sumType(binary);
    }
    if (expression instanceof ObjectCreationExpr creation) {
      return resolve(creation.getType(), creation);
    }
    if (expression instanceof NameExpr name) {
      return typeOfName(name);
    }
    if (expression instanceof FieldAccessExpr access) {
      return typeOfField(access);
    }
    if (expression instanceof MethodCallExpr call) {
      return returnType(call);
    }
    if (expression instanceof ThisExpr self) {
      return enclosingTypeName(self);
    }
    if (expression instanceof ArrayAccessExpr access) {
      return typeOf(access.getName())
          .filter(array -> array.endsWith("[]"))
          .map(array -> array.substring(0, array.length() - 2));
    }
    if (expression instanceof AssignExpr assign) {
      return typeOf(assign.getTarget());
    }
    if (expression instanceof ConditionalExpr conditional) {
      Optional<String> then = typeOf(conditional.getThenExpr());
      return then.isPresent() && then.equals(typeOf(conditional.getElseExpr()))
          ? then
          : solved(conditional);
    }
    return solved(expression);
  }

  /**
   * The type of {@code a + b}, kept: a rule that takes a concatenation apart asks again of each
   * operand below the top, which without the memo costs a walk to the bottom of a left-deep chain
   * each time (100,000 terms took minutes).
   */
  private Optional<String> sumType(BinaryExpr sum) {
    Optional<String> known = sumTypes.get(sum);
    if (known == null) {
      known =
          isString(sum.getLeft()) || isString(sum.getRight()) ? Optional.of(STRING) : solved(sum);
      sumTypes.put(sum, known);
    }
    return known;
  }

  /**
   * The symbol solver's type of {@code expression}, asked once per expression in the scan of a
   * file: the rules ask again of the same receivers, and the solver keeps only the answers it
   * found, so an expression it cannot type cost its whole search each time.
   */
  private Optional<String> solved(Expression expression) {
    Optional<String> known = solved.get(expression);
    if (known == null) {
      known = classpath.typeOf(expression);
      solved.put(expression, known);
    }
    return known;
  }

  /** The type of a literal of a primitive type or of a string; empty for {@code null}. */
  private static Optional<String> literalType(LiteralExpr literal) {
    if (literal instanceof StringLiteralExpr || literal instanceof TextBlockLiteralExpr) {
      return Optional.of(STRING);
    }
    if (literal instanceof IntegerLiteralExpr) {
      return Optional.of("int");
    }
    if (literal instanceof LongLiteralExpr) {
      return Optional.of("long");
    }
    if (literal instanceof BooleanLiteralExpr) {
      return Optional.of("boolean");
    }
    if (literal instanceof CharLiteralExpr) {
      return Optional.of("char");
    }
    if (literal instanceof DoubleLiteralExpr decimal) {
      return Optional.of(decimal.getValue().matches(".*[fF]") ? "float" : "double");
    }
    return Optional.empty();
  }

  /** The type of {@code this.name}, of a static field {@code Type.NAME}, or of another field. */
  private Optional<String> typeOfField(FieldAccessExpr access) {
    if (access.getScope() instanceof ThisExpr) {
      return enclosingTypeDeclaration(access)
          .flatMap(type -> variables(access).flatMap(v -> v.member(type, access.getNameAsString())))
          .flatMap(variable -> typeOfVariable(variable, access))
          .or(() -> solved(access));
    }
    if (access.getScope() instanceof SuperExpr) {
      return enclosingTypeDeclaration(access)
          .flatMap(type -> inheritedField(type, access.getNameAsString()))
          .flatMap(variable -> typeOfVariable(variable, access))
          .or(() -> solved(access));
    }
    Optional<String> owner = typeReference(access.getScope());
    if (owner.isPresent() && typeReference(access).isEmpty()) {
      return staticFieldType(owner.get(), access);
    }
    return solved(access);
  }

  public boolean isString(Expression expression) {
    return typeOf(expression).filter(STRING::equals).isPresent();
  }

  /** Whether the static type of {@code expression} is {@code superType} or below it. */
  public boolean isA(Expression expression, String superType) {
    return typeOf(expression).filter(type -> isSubtype(type, superType)).isPresent();
  }

  public boolean isSubtype(String type, String superType) {
    if (type.equals(superType)) {
      return true;
    }
    return subtypes.computeIfAbsent(type + ">" + superType, key -> walkSupertypes(type, superType));
  }

  private boolean walkSupertypes(String type, String superType) {
    Set<String> seen = new HashSet<>();
    Deque<String> pending = new ArrayDeque<>(List.of(type));
    while (!pending.isEmpty()) {
      String current = pending.pop();
      if (current.equals(superType)) {
        return true;
      }
      if (!seen.add(current)) {
        continue;
      }
      List<String> known = KnownTypes.SUPERTYPES.get(current);
      if (known != null) {
        pending.addAll(known);
        continue;
      }
      if (KnownTypes.LEAVES.contains(current)
          || current.contains("[")
          || !current.contains(".") && Character.isLowerCase(current.charAt(0))) {
        continue;
      }
      if (JdkTypes.exists(current)) {
        if (JdkTypes.isSubtype(current, superType)) {
          return true;
        }
        continue;
      }
      Optional<TypeFacts> source = sourceFacts(current);
      if (source.isPresent()) {
        pending.addAll(source.get().supertypes());
      } else if (classpath.isSubtype(current, superType)) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@code OkHttpClient.Builder}: the type's name with its outer types. A type of the sources is
   * named by its declaration, since a package may have an upper-case segment.
   */
  public String nestedName(String qualifiedName) {
    Optional<TypeDeclaration<?>> declared = sourceDeclaration(qualifiedName);
    if (declared.isEmpty()) {
      return TypeName.simple(qualifiedName);
    }
    StringBuilder name = new StringBuilder(declared.get().getNameAsString());
    for (Node outer = declared.get().getParentNode().orElse(null);
        outer != null;
        outer = outer.getParentNode().orElse(null)) {
      if (outer instanceof TypeDeclaration<?> type) {
        name.insert(0, type.getNameAsString() + ".");
      }
    }
    return name.toString();
  }

  /** The declaration of a type of the module's own sources. */
  public Optional<TypeDeclaration<?>> sourceDeclaration(String qualifiedName) {
    return sources.find(qualifiedName);
  }

  /**
   * What the module's sources declare of a type: from the tree of the file being scanned when it
   * declares the type, else from the module's facts, read once for every file that asks (in the
   * view {@link #acrossBuild}, also from the sources of the modules it depends on). Empty for a
   * library type.
   */
  public Optional<TypeFacts> sourceFacts(String qualifiedName) {
    Optional<TypeDeclaration<?>> own = sources.own(qualifiedName);
    return own.isPresent()
        ? Optional.of(factsOf(own.get()))
        : sources.siblingFacts(qualifiedName, classpath);
  }

  /** The facts of a type declaration at hand, its names resolved in its own file. */
  public TypeFacts factsOf(TypeDeclaration<?> type) {
    TypeFacts known = facts.get(type);
    if (known == null) {
      known = TypeFacts.of(type, sources.fileOf(type), this::resolve);
      facts.put(type, known);
    }
    return known;
  }

  /**
   * The declaration of a type of the module's sources with its method bodies (a sibling file is
   * parsed whole), for rules that follow calls into other files; empty for a library type.
   */
  public Optional<TypeDeclaration<?>> sourceDeclarationWithBodies(String qualifiedName) {
    return sources.findWithBodies(qualifiedName);
  }

  /**
   * The declaration of {@code qualifiedName} with its method bodies in {@code file} (empty: the
   * file being scanned), for a rule that follows a call it found through the type's {@link
   * #sourceFacts}: that file's parse, not a search of the module.
   */
  public Optional<TypeDeclaration<?>> sourceDeclarationWithBodies(
      Optional<Path> file, String qualifiedName) {
    return sources.findWithBodies(file, qualifiedName);
  }

  /**
   * The simple names of the module's types, read from text alone: what a rule may rule out with
   * before it reads the declarations of other files.
   */
  public ModuleTypeNames typeNames() {
    return sources.typeNames();
  }

  /** The file of the module that {@code node} was read from; empty for a file not on disk. */
  public Optional<Path> fileOf(Node node) {
    return sources.fileOf(node);
  }

  /**
   * What the rules keep of the module's declarations for the scans of other files, shared by the
   * threads for the whole scan (see {@link KeptFacts}).
   */
  public KeptFacts kept() {
    return sources.kept();
  }

  /**
   * The types of the module's own sources that implement or extend {@code qualifiedName}, directly
   * or through other source types, sorted by name: where a call through an interface or an abstract
   * type of the module may run. Each type's direct subtypes are found once for the module.
   */
  public List<String> sourceSubtypes(String qualifiedName) {
    Set<String> seen = new LinkedHashSet<>();
    Deque<String> pending = new ArrayDeque<>(List.of(qualifiedName));
    while (!pending.isEmpty()) {
      for (String subtype : sources.directSubtypes(pending.poll(), classpath)) {
        if (!subtype.equals(qualifiedName) && seen.add(subtype)) {
          pending.add(subtype);
        }
      }
    }
    return seen.stream().sorted().toList();
  }

  /**
   * Whether the class path holds a jar for the symbol solver to read types from; false for a scan
   * without a class path, where only the JDK's types and the module's sources are known.
   */
  public boolean readsJars() {
    return classpath.readsJars();
  }

  /**
   * Whether the module's class path holds the top-level class {@code qualifiedName}; always false
   * for a scan without a class path.
   */
  public boolean onClassPath(String qualifiedName) {
    return classpath.hasClassFile(qualifiedName);
  }

  /**
   * Every call and method reference named like {@code method} in the module's sources, for a rule
   * that judges a method by its callers, read lazily: a rule that stops at the first caller that
   * decides spares the parse of the files after it. They are all known only if {@link
   * SourceIndex.CallSites#allKnown} is still true at the end. A file of the module whose text calls
   * the name only with numbers of arguments that {@code method} does not accept is not read (see
   * {@link SourceIndex#callSites(String, int, boolean)}); the rule decides which of the others
   * reach the method it asks about.
   */
  public SourceIndex.CallSites callSites(CallableDeclaration<?> method) {
    return callSites(method, false);
  }

  /**
   * {@link #callSites(CallableDeclaration)}, and with {@code upstream}, in the view {@link
   * #acrossBuild}, the call sites in the modules this one depends on after the others: for a method
   * that overrides a method of one of their types ({@link #upstream}), which their calls through
   * that type run. No other call of theirs can reach the module's code.
   */
  public SourceIndex.CallSites callSites(CallableDeclaration<?> method, boolean upstream) {
    int parameters = method.getParameters().size();
    return sources.callSites(
        method.getNameAsString(),
        parameters,
        parameters > 0 && method.getParameter(parameters - 1).isVarArgs(),
        upstream);
  }

  /**
   * Whether {@code type} was read from a module that this one depends on (an upstream module of the
   * build), not from the module's own sources.
   */
  public boolean upstream(TypeFacts type) {
    return type.file().filter(sources::isUpstream).isPresent();
  }

  /**
   * Every {@code new T(...)} in the module's sources of a class named {@code simpleName}, read as
   * {@link #callSites} reads calls; the rule resolves which of them create the class it asks about.
   */
  public SourceIndex.CallSites creationSites(String simpleName) {
    return sources.creationSites(simpleName);
  }

  /** The declaration of a type on the classpath, only when the sources do not declare it. */
  public Optional<ResolvedReferenceTypeDeclaration> classpathDeclaration(String qualifiedName) {
    return classpath.declaration(qualifiedName);
  }

  /** The qualified name of the class whose body holds {@code node}; anonymous: the created type. */
  public Optional<String> enclosingTypeName(Node node) {
    for (Node parent = node.getParentNode().orElse(null);
        parent != null;
        parent = parent.getParentNode().orElse(null)) {
      if (parent instanceof ObjectCreationExpr creation
          && creation.getAnonymousClassBody().isPresent()
          && creation.getAnonymousClassBody().get().stream().anyMatch(m -> m.isAncestorOf(node))) {
        return resolve(creation.getType(), creation);
      }
      if (parent instanceof TypeDeclaration<?> type) {
        return SourceIndex.nameOf(type);
      }
    }
    return Optional.empty();
  }

  private static Optional<TypeDeclaration<?>> enclosingTypeDeclaration(Node node) {
    return node.findAncestor(TypeDeclaration.class).map(type -> (TypeDeclaration<?>) type);
  }

  private Optional<String> typeOfName(NameExpr name) {
    Optional<Variables.Variable> variable =
        variables(name).flatMap(v -> v.find(name.getNameAsString(), name));
    if (variable.isPresent()) {
      return typeOfVariable(variable.get(), name);
    }
    if (typeReference(name).isPresent()) {
      return Optional.empty();
    }
    return solved(name);
  }

  /**
   * The field named {@code name} that {@code type}, a type declaration or an anonymous class's
   * creation, inherits from a supertype the sources declare: the module's files, its upstream
   * modules' or, for a file of a module that calls this one, that module's (see {@link
   * SourceIndex#find(String, Node)}). A private field is not inherited; an interface's constants
   * are. Kept per class and name.
   */
  private Optional<Variables.Variable> inheritedField(Node type, String name) {
    Map<String, Optional<Variables.Variable>> known =
        inherited.computeIfAbsent(type, t -> new HashMap<>());
    Optional<Variables.Variable> found = known.get(name);
    if (found == null) {
      // Empty while the walk runs: a cycle of supertypes (code that does not compile) ends there.
      known.put(name, Optional.empty());
      found = supertypeField(type, name);
      known.put(name, found);
    }
    return found;
  }

  private Optional<Variables.Variable> supertypeField(Node type, String name) {
    List<String> direct =
        type instanceof TypeDeclaration<?> declaration
            ? directSupertypes(declaration)
            : type instanceof ObjectCreationExpr creation
                ? resolve(creation.getType(), creation).stream().toList()
                : List.of();
    for (String supertype : direct) {
      Optional<TypeDeclaration<?>> declaration = sources.find(supertype, type);
      if (declaration.isEmpty()) {
        continue;
      }
      Optional<Variables.Variable> field =
          Variables.inheritable(declaration.get(), name)
              .or(() -> inheritedField(declaration.get(), name));
      if (field.isPresent()) {
        return field;
      }
    }
    return Optional.empty();
  }

  private Optional<String> typeOfVariable(Variables.Variable variable, Expression use) {
    if (variable.lombokType().isPresent()) {
      return variable.lombokType();
    }
    if (variable.declaredType().isPresent()) {
      return resolve(variable.declaredType().get(), variable.declaration());
    }
    if (variable.initializer().isPresent()) {
      return typeOf(variable.initializer().get());
    }
    return solved(use);
  }

  /** Enum constants and static fields: JDK by reflection, the sources by declaration. */
  private Optional<String> staticFieldType(String owner, FieldAccessExpr access) {
    Optional<Class<?>> jdk = JdkTypes.load(owner);
    if (jdk.isPresent()) {
      try {
        return Optional.of(
            jdk.get().getField(access.getNameAsString()).getType().getCanonicalName());
      } catch (NoSuchFieldException | SecurityException | LinkageError unknown) {
        return Optional.empty();
      }
    }
    Optional<TypeDeclaration<?>> source = sources.find(owner);
    if (source.isPresent()) {
      if (source.get() instanceof EnumDeclaration constants
          && constants.getEntries().stream()
              .anyMatch(entry -> entry.getNameAsString().equals(access.getNameAsString()))) {
        return Optional.of(owner);
      }
      return variables(access)
          .flatMap(v -> v.member(source.get(), access.getNameAsString()))
          .flatMap(variable -> typeOfVariable(variable, access));
    }
    return solved(access);
  }

  private Optional<String> returnType(MethodCallExpr call) {
    Optional<String> owner = receiverType(call);
    if (owner.isPresent()) {
      Optional<String> known = KnownTypes.returnType(owner.get(), call.getNameAsString());
      if (known.isPresent()) {
        return known;
      }
      Optional<String> declared = declaredReturnType(owner.get(), call);
      if (declared.isPresent()) {
        return declared;
      }
      Optional<Optional<String>> jdk =
          JdkTypes.returnType(owner.get(), call.getNameAsString(), call.getArguments().size());
      if (jdk.isPresent()) {
        return jdk.get();
      }
      if (onOtherObject(call) && unsolvable(owner.get(), call.getNameAsString())) {
        return Optional.empty();
      }
    }
    return solved(call);
  }

  /**
   * Whether the solver finds no method {@code name} in a type the sources do not declare: a JDK
   * type without one, or a library type without a class path.
   */
  private boolean unsolvableOutsideSources(String type, String name) {
    Optional<Class<?>> jdk = JdkTypes.load(type);
    if (jdk.isPresent()) {
      return !JdkTypes.hasPublicMethod(jdk.get(), name);
    }
    return !type.startsWith("java.")
        && !type.startsWith("javax.")
        && !sources.exists(type)
        && !classpath.readsJars();
  }

  /** A call with a receiver written before it, other than {@code this} or {@code super}. */
  private static boolean onOtherObject(MethodCallExpr call) {
    return call.getScope()
        .filter(s -> !(s instanceof ThisExpr || s instanceof SuperExpr))
        .isPresent();
  }

  /**
   * Whether the symbol solver is sure to find no method {@code name} in {@code owner}, the type
   * both see for the receiver: a library type without a class path to read it from, or a class or
   * interface of the sources none of whose supertypes declares a method of the name, each of them
   * of the sources, of the JDK or of such a library (a getter Lombok generates, say). The solver
   * would parse every file on the way to the same empty answer.
   */
  private boolean unsolvable(String owner, String name) {
    if (OBJECT_METHODS.contains(name)) {
      return false;
    }
    Optional<TypeFacts> facts = sourceFacts(owner);
    if (facts.isEmpty()) {
      return unsolvableOutsideSources(owner, name);
    }
    Set<String> seen = new HashSet<>();
    Deque<TypeFacts> pending = new ArrayDeque<>(List.of(facts.get()));
    while (!pending.isEmpty()) {
      TypeFacts type = pending.pop();
      if (type.kind() != TypeFacts.Kind.CLASS && type.kind() != TypeFacts.Kind.INTERFACE
          || type.methods().stream().anyMatch(method -> method.name().equals(name))) {
        return false;
      }
      if (!seen.add(type.name())) {
        continue;
      }
      if (!type.supertypesResolved()) {
        return false;
      }
      for (String supertype : type.supertypes()) {
        Optional<TypeFacts> source = sourceFacts(supertype);
        if (source.isPresent()) {
          pending.push(source.get());
        } else if (!unsolvableOutsideSources(supertype, name)) {
          return false;
        }
      }
    }
    return true;
  }

  /** The type a method is called on: the static receiver, the receiver's type, or this class. */
  public Optional<String> receiverType(MethodCallExpr call) {
    if (call.getScope().isEmpty() || call.getScope().get() instanceof ThisExpr) {
      return enclosingTypeName(call);
    }
    Expression scope = call.getScope().get();
    return typeReference(scope).or(() -> typeOf(scope));
  }

  /**
   * The return type a source type declares for the method {@code call} runs, or inherits from a
   * source superclass (the criteria that MyBatis generates inherit each condition method): the
   * nearest class that declares a method of the name and arity decides. Left to the symbol solver,
   * an inherited method cost a parse of the whole file that declares it for every call.
   */
  private Optional<String> declaredReturnType(String owner, MethodCallExpr call) {
    Set<String> seen = new HashSet<>();
    Optional<TypeFacts> type = sourceFacts(owner);
    while (type.isPresent() && seen.add(type.get().name())) {
      boolean declared = false;
      for (TypeFacts.Method method : type.get().methods()) {
        if (method.name().equals(call.getNameAsString())
            && method.arityMatches(call.getArguments().size())) {
          if (!method.returns().filter(TypeFacts.Method.VOID::equals).isPresent()) {
            return method.returns();
          }
          declared = true;
        }
      }
      if (declared) {
        return Optional.empty();
      }
      type = type.get().superclass().flatMap(this::sourceFacts);
    }
    return Optional.empty();
  }

  public static boolean arityMatches(CallableDeclaration<?> callable, int arguments) {
    int parameters = callable.getParameters().size();
    boolean varargs = parameters > 0 && callable.getParameter(parameters - 1).isVarArgs();
    return TypeFacts.Method.arityMatches(parameters, varargs, arguments);
  }

  private List<String> directSupertypes(TypeDeclaration<?> type) {
    return TypeFacts.writtenSupertypes(type).stream()
        .map(supertype -> resolve(supertype, type))
        .flatMap(Optional::stream)
        .toList();
  }

  private boolean isPackageName(Expression expression) {
    if (expression instanceof NameExpr name) {
      return Character.isLowerCase(name.getNameAsString().charAt(0))
          && variables(name).flatMap(v -> v.find(name.getNameAsString(), name)).isEmpty();
    }
    return expression instanceof FieldAccessExpr access
        && Character.isLowerCase(access.getNameAsString().charAt(0))
        && isPackageName(access.getScope());
  }

  private Optional<Variables> variables(Node context) {
    return unitOf(context)
        .map(
            unit ->
                scopes.computeIfAbsent(unit, u -> new Variables(namesIn(u), this::inheritedField)));
  }

  private Optional<TypeNames> namesAt(Node context) {
    return unitOf(context).map(this::namesIn);
  }

  private TypeNames namesIn(CompilationUnit unit) {
    return names.computeIfAbsent(unit, u -> new TypeNames(u, sources, classpath));
  }

  /**
   * The compilation unit that holds {@code node}, as {@link Node#findCompilationUnit} finds it, and
   * remembered for every node of the unit on the way up: the names of a deep expression (a
   * 100,000-term concatenation) would each walk all of it again.
   */
  private Optional<CompilationUnit> unitOf(Node node) {
    List<Node> passed = new ArrayList<>();
    Node at = node;
    Node root = null;
    while (root == null) {
      root = units.get(at);
      if (root == null) {
        passed.add(at);
        Node parent = at.getParentNode().orElse(null);
        root = parent == null ? at : null;
        at = parent;
      }
    }
    if (!(root instanceof CompilationUnit unit)) {
      // A node of no unit (a copy made for one question) is not worth remembering.
      return Optional.empty();
    }
    for (Node below : passed) {
      units.put(below, unit);
    }
    return Optional.of(unit);
  }
}
