package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.body.ConstructorDeclaration;
import com.github.javaparser.ast.body.FieldDeclaration;
import com.github.javaparser.ast.body.InitializerDeclaration;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.AnnotationExpr;
import com.github.javaparser.ast.expr.AssignExpr;
import com.github.javaparser.ast.expr.CastExpr;
import com.github.javaparser.ast.expr.ConditionalExpr;
import com.github.javaparser.ast.expr.EnclosedExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.LambdaExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.MethodReferenceExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.expr.SuperExpr;
import com.github.javaparser.ast.expr.ThisExpr;
import com.github.javaparser.ast.expr.TypeExpr;
import com.github.javaparser.ast.nodeTypes.NodeWithName;
import com.github.javaparser.ast.stmt.DoStmt;
import com.github.javaparser.ast.stmt.ExpressionStmt;
import com.github.javaparser.ast.stmt.ForEachStmt;
import com.github.javaparser.ast.stmt.ForStmt;
import com.github.javaparser.ast.stmt.LocalClassDeclarationStmt;
import com.github.javaparser.ast.stmt.ReturnStmt;
import com.github.javaparser.ast.stmt.SwitchEntry;
import com.github.javaparser.ast.stmt.WhileStmt;
import com.github.javaparser.ast.type.ClassOrInterfaceType;
import dev.bottleneck.catalog.facts.Api;
import dev.bottleneck.catalog.facts.Form;
import dev.bottleneck.catalog.facts.RunOncePlaces;
import dev.bottleneck.catalog.facts.SpringXmlBeans;
import dev.bottleneck.maven.types.JdkTypes;
import dev.bottleneck.maven.types.Overloads;
import dev.bottleneck.maven.types.SourceIndex;
import dev.bottleneck.maven.types.TypeFacts;
import dev.bottleneck.maven.types.Types;
import dev.bottleneck.maven.types.Variables;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Where code runs once per process or per cache entry, as opposed to once per call: the engine's
 * one answer for every rule that asks (the creation rules, EagerLogMessage, WideTransactional). It
 * decides as the Error Prone checks' {@code RunsOnce} does.
 *
 * <p>Once: field initializers and initializer blocks and constructors of named classes;
 * {@code @Bean}, {@code @Produces} (CDI) and {@code @PostConstruct} methods; listeners to start-up
 * events and start-up callbacks ({@code ApplicationRunner.run}, {@code afterPropertiesSet}, ...:
 * {@link RunOncePlaces}); {@code static main(String[])}; an object stored straight into a field, or
 * through a local that is then stored into one (lazy initialization), or into a map on a miss for
 * its key (a memo, {@link OnceGuards#closesOwnGuard}); what a check lets through only until it has
 * run ({@link OnceGuards}); a lambda, method reference or anonymous class given to a cache as its
 * loader or initial value, and the {@code load} methods of cache loaders; a lambda or method
 * reference given to a call that runs it inline or once as a task ({@link
 * RunOncePlaces#RUN_WITH_CALLER}) in such a place; a private method all of whose uses in the file
 * run once (transitively; a cycle proves nothing); a non-private method all of whose callers in the
 * module, and in the modules of the build that depend on it, run once (a call through the simple
 * name of its class counts only where that name can name the class: another module's class of the
 * same name is another class), and, for a method that overrides a method of a type of a module it
 * depends on (an upstream module, whose sources are read through {@link Types#acrossBuild}), the
 * calls in that module too: a plugin's factory that the upstream module's start-up code finds by
 * {@code ServiceLoader} and calls once. Supertypes declared upstream count as the module's own: a
 * callback of the catalog inherited through an upstream base class is one. A private method that
 * nothing calls runs, if ever, by reflection, and stays silent; a non-private one that nothing
 * calls, or that a framework or a library may call, counts as per call. Local and anonymous classes
 * are created per call of their enclosing code, so their members run per call.
 */
final class RunsOnce {
  /** Calls from a method to the caller that settles how often it runs, as WideTransactional's. */
  static final int MAX_CALLER_DEPTH = WideTransactionalRule.MAX_DEPTH;

  private final Types types;
  private final OnceListeners listeners;

  /** The non-private methods being judged by their callers, outermost first. */
  private final Set<MethodDeclaration> callerPath =
      Collections.newSetFromMap(new IdentityHashMap<>());

  /** Non-private methods already judged by their callers: one file's rules ask again and again. */
  private final Map<MethodDeclaration, Boolean> judged = new IdentityHashMap<>();

  /** Classes already judged by where the module creates them, by qualified name. */
  private final Map<String, Boolean> constructed = new HashMap<>();

  /** The classes being judged by where the module creates them, outermost first. */
  private final Set<String> constructing = new HashSet<>();

  /**
   * Whether each method of the file runs once, as judged from the method itself, with no caller
   * path: a function of the method alone, so it is kept for every later judgment of the file, by
   * every rule. A method with ten findings had its callers in the module judged ten times per rule.
   */
  private static final class Methods {
    private final Map<MethodDeclaration, Boolean> once = new IdentityHashMap<>();
  }

  /**
   * @param types the file's types; judged through their view {@link Types#acrossBuild}, since a
   *     judgment that code runs once can only spare a finding
   */
  RunsOnce(Types types) {
    this.types = types.acrossBuild();
    this.listeners = new OnceListeners(this.types);
  }

  /**
   * Whether {@code code} (an expression or statement) runs once rather than per call of the code
   * that reaches it: the engine's one answer to "does this run once", for every rule that asks.
   */
  static boolean runsOnce(Types types, Node code) {
    return new RunsOnce(types).runsOnce(code);
  }

  /** One judgment: what it assumed about cycles does not carry over to the next. */
  boolean runsOnce(Node code) {
    judged.clear();
    callerPath.clear();
    constructed.clear();
    constructing.clear();
    return runsOnce(code, Collections.newSetFromMap(new IdentityHashMap<>()));
  }

  private boolean runsOnce(Node expression, Set<MethodDeclaration> seen) {
    if (expression instanceof MethodReferenceExpr reference) {
      if (isLoader(reference)) {
        return true;
      }
      if (!runsWithCaller(reference)) {
        return false;
      }
    } else if (isStoredInField(expression) && !inConstructionCode(expression)) {
      return true;
    }
    Node child = expression;
    for (Node node = expression.getParentNode().orElse(null);
        node != null;
        child = node, node = node.getParentNode().orElse(null)) {
      if (OnceGuards.opensOnce(types, node, child, expression)) {
        return true;
      }
      if (node instanceof LambdaExpr lambda) {
        if (isLoader(lambda)) {
          return true;
        }
        if (!runsWithCaller(lambda) && !returnedAsCustomizer(lambda)) {
          return false;
        }
        // Run inline or once by the call it is given to, or applied once as the customizer its
        // method returns: as often as the code around it.
        continue;
      }
      if (node instanceof MethodDeclaration method) {
        return methodRunsOnce(method, seen);
      }
      if ((node instanceof ConstructorDeclaration
              || node instanceof FieldDeclaration
              || node instanceof InitializerDeclaration)
          && !inLocalOrAnonymousClass(node)) {
        return isStatic(node) || constructedOnlyOnce(node, seen);
      }
    }
    return true;
  }

  /**
   * A constructor or initializer block stores what it builds into fields: that is construction,
   * whose frequency is where the class is created, not lazy initialization.
   */
  private static boolean inConstructionCode(Node expression) {
    return expression
        .findAncestor(
            n ->
                n instanceof CallableDeclaration<?>
                    || n instanceof LambdaExpr
                    || n instanceof InitializerDeclaration,
            Node.class)
        .filter(
            n ->
                n instanceof ConstructorDeclaration
                    || n instanceof InitializerDeclaration block && !block.isStatic())
        .isPresent();
  }

  private static boolean isStatic(Node member) {
    return member instanceof FieldDeclaration field && field.isStatic()
        || member instanceof InitializerDeclaration block && block.isStatic();
  }

  /**
   * Whether the class that declares {@code member} (a constructor, an instance field or
   * initializer) is created only where code runs once: a constructor runs per call when the module
   * creates its class ({@code new T(...)}) in code that runs per call. A class the module never
   * creates itself (a bean, made by a framework; one made by reflection, or only as the superclass
   * of another), a class with an annotation a framework acts on, or one whose creations cannot all
   * be known, counts as created once; so does one reached again while it is being judged.
   */
  private boolean constructedOnlyOnce(Node member, Set<MethodDeclaration> seen) {
    if (!(member.getParentNode().orElse(null) instanceof TypeDeclaration<?> owner)
        || owner.getFullyQualifiedName().isEmpty()
        || isFrameworkManaged(owner)) {
      return true;
    }
    String name = owner.getFullyQualifiedName().get();
    Boolean known = constructed.get(name);
    if (known != null) {
      return known;
    }
    if (constructing.size() >= MAX_CALLER_DEPTH || !constructing.add(name)) {
      return true;
    }
    boolean once = true;
    try {
      SourceIndex.CallSites sites = types.creationSites(owner.getNameAsString());
      while (once && sites.hasNext()) {
        ObjectCreationExpr creation = (ObjectCreationExpr) sites.next();
        // The class's own factories and copies make instances for their callers to judge; but a
        // getInstance() that replaces its instance on every call is no singleton.
        boolean creates =
            (!owner.isAncestorOf(creation) || replacesOwnInstance(creation))
                && types.resolve(creation.getType(), creation).filter(name::equals).isPresent();
        once = !creates || runsOnce(creation, seen);
      }
    } finally {
      constructing.remove(name);
    }
    constructed.put(name, once);
    return once;
  }

  /**
   * A creation stored straight into a field by a method that replaces the kept object on every call
   * ({@code instance = new X(); return instance;} with no null check): the unguarded form of a lazy
   * singleton, whose constructor runs as often as that method.
   */
  private boolean replacesOwnInstance(ObjectCreationExpr creation) {
    Node value = valueUse(creation);
    return value.getParentNode().orElse(null) instanceof AssignExpr store
        && store.getOperator() == AssignExpr.Operator.ASSIGN
        && store.getValue() == value
        && isField(store.getTarget())
        && NullChecks.replacedOnEveryCall(types, store);
  }

  /** Any annotation on the class but Lombok's and the caller-neutral ones: a framework's bean. */
  private boolean isFrameworkManaged(TypeDeclaration<?> owner) {
    for (AnnotationExpr annotation : owner.getAnnotations()) {
      String name =
          types
              .resolve(annotation.getNameAsString(), annotation)
              .orElse(annotation.getNameAsString());
      if (!name.startsWith(RunOncePlaces.LOMBOK_PACKAGE)
          && !RunOncePlaces.CALLER_NEUTRAL_ANNOTATIONS.contains(name)) {
        return true;
      }
    }
    return false;
  }

  private boolean methodRunsOnce(MethodDeclaration method, Set<MethodDeclaration> seen) {
    if (!seen.isEmpty() || !callerPath.isEmpty()) {
      // Reached through a caller or a private helper: the path may decide (a cycle).
      return judgedRunsOnce(method, seen);
    }
    Map<MethodDeclaration, Boolean> known = types.shared(Methods.class, Methods::new).once;
    Boolean once = known.get(method);
    if (once == null) {
      once = judgedRunsOnce(method, seen);
      known.put(method, once);
    }
    return once;
  }

  private boolean judgedRunsOnce(MethodDeclaration method, Set<MethodDeclaration> seen) {
    if (method.getAnnotations().stream().anyMatch(this::isOnceAnnotation)
        || listeners.listensOnlyOnce(method)
        || isMain(method)
        || isLoaderMethod(method)
        || namedByXmlBean(method)) {
      return true;
    }
    if (inLocalOrAnonymousClass(method)) {
      return false;
    }
    if (!method.isPrivate()) {
      return calledOnlyOnce(method, seen);
    }
    // A cycle of private helpers runs as often as its callers from outside the cycle.
    if (!seen.add(method)) {
      return true;
    }
    List<Node> uses = usesOf(types, method);
    return uses.stream().allMatch(use -> runsOnce(use, seen));
  }

  /**
   * Whether every caller of a non-private method in the module's sources runs once, transitively,
   * up to {@link #MAX_CALLER_DEPTH} methods deep. A method nothing in the module calls, or that
   * code the sources do not show may call (a framework, through an annotation; a library, through
   * an override), runs per call as far as anyone can tell; so does one in a cycle of such methods.
   */
  private boolean calledOnlyOnce(MethodDeclaration method, Set<MethodDeclaration> seen) {
    Boolean known = judged.get(method);
    if (known != null) {
      return known;
    }
    if (callerPath.contains(method)
        || callerPath.size() >= MAX_CALLER_DEPTH
        || !(method.getParentNode().orElse(null) instanceof TypeDeclaration<?> owner)
        || owner.getFullyQualifiedName().isEmpty()
        || !method.isStatic() && !onlyTheModuleCalls(method, owner)) {
      return false;
    }
    callerPath.add(method);
    boolean once;
    try {
      once = moduleCallersRunOnce(method, owner.getFullyQualifiedName().get(), seen);
    } finally {
      callerPath.remove(method);
    }
    judged.put(method, once);
    return once;
  }

  /**
   * Whether there is a call or method reference in the module that may run {@code method}, a member
   * of {@code owner}, and every one runs once (see {@link #everyModuleCaller}).
   */
  private boolean moduleCallersRunOnce(
      MethodDeclaration method, String owner, Set<MethodDeclaration> seen) {
    return everyModuleCaller(method, owner, site -> runsOnce(site, seen));
  }

  /**
   * Whether there is a call or method reference in the module that may run {@code method}, a member
   * of {@code owner}, and every one passes {@code test}; calls inside the method itself left out. A
   * call whose receiver's type is unknown may be one: it is judged like the others. The call sites
   * are judged in path and source order as they are read, so the first that fails settles the
   * answer without parsing the files after it; where they cannot all be known, the answer is no.
   */
  boolean everyModuleCaller(MethodDeclaration method, String owner, Predicate<Node> test) {
    SourceIndex.CallSites sites = types.callSites(method, overridesUpstream(method, owner));
    boolean called = false;
    while (sites.hasNext()) {
      Node site = sites.next();
      boolean recursive =
          site.findAncestor(MethodDeclaration.class).filter(caller -> caller == method).isPresent();
      if (recursive || !mayRun(site, method, owner)) {
        continue;
      }
      if (!test.test(site)) {
        return false;
      }
      called = true;
    }
    return called && sites.allKnown();
  }

  /**
   * Whether {@code method}, a member of {@code owner}, overrides a method that a type of a module
   * this one depends on declares: the calls through that type in that module run it (a factory
   * found by {@code ServiceLoader} and called by the upstream module's start-up code), where no
   * other call of an upstream module can reach this module's code.
   */
  private boolean overridesUpstream(MethodDeclaration method, String owner) {
    if (method.isStatic() || method.isPrivate()) {
      return false;
    }
    String name = method.getNameAsString();
    int parameters = method.getParameters().size();
    Set<String> seenTypes = new HashSet<>();
    List<String> pending = new ArrayList<>(List.of(owner));
    while (!pending.isEmpty()) {
      Optional<TypeFacts> type = types.sourceFacts(pending.remove(pending.size() - 1));
      if (type.isEmpty()) {
        continue;
      }
      if (types.upstream(type.get())
          && type.get().methods().stream()
              .anyMatch(
                  declared -> declared.name().equals(name) && declared.arityMatches(parameters))) {
        return true;
      }
      for (String supertype : type.get().supertypes()) {
        if (seenTypes.add(supertype)) {
          pending.add(supertype);
        }
      }
    }
    return false;
  }

  private boolean mayRun(Node site, MethodDeclaration method, String owner) {
    Optional<Expression> scope;
    if (site instanceof MethodCallExpr call) {
      if (!Types.arityMatches(method, call.getArguments().size())) {
        return false;
      }
      scope = call.getScope();
      if (scope.isEmpty()) {
        Optional<String> imported = Calls.staticOwner(types, call);
        return imported.isPresent()
            ? related(imported.get(), owner)
            : enclosedBySubtypeOf(call, owner);
      }
    } else {
      scope = Optional.of(((MethodReferenceExpr) site).getScope());
    }
    Expression receiver = scope.get();
    if (receiver instanceof ThisExpr || receiver instanceof SuperExpr) {
      return enclosedBySubtypeOf(site, owner);
    }
    try {
      Optional<String> type =
          receiver instanceof TypeExpr written
              ? types.resolve(written.getType(), written)
              : types.typeReference(receiver).or(() -> types.typeOf(receiver));
      return type.map(known -> related(known, owner))
          .orElse(
              !(method.isStatic() && isInstanceValue(receiver))
                  && (isVariable(receiver) || mayNameOwner(receiver, method)));
    } catch (RuntimeException unresolved) {
      return true;
    }
  }

  /**
   * A receiver that is a value, not a type: a variable, or what a call or {@code new} returns. A
   * static method is called through its class; a call through a value of unknown type is an
   * instance method of another class (calling a static method through a value is legal Java that
   * compilers warn of).
   */
  private boolean isInstanceValue(Expression receiver) {
    return receiver instanceof MethodCallExpr
        || receiver instanceof ObjectCreationExpr
        || isVariable(receiver);
  }

  /**
   * Whether {@code receiver}, when the index cannot resolve it (a caller module's file, whose own
   * classes it does not know), may name the method's class: the class's simple name written as a
   * type names a top-level class only in its own package or under an import of it or of its
   * package, as the compiler reads names. Elsewhere it names another class of that name (a plugin's
   * own {@code OssClientFactory}), whose calls say nothing of this one's.
   */
  private static boolean mayNameOwner(Expression receiver, MethodDeclaration method) {
    String written =
        receiver instanceof NameExpr name
            ? name.getNameAsString()
            : receiver instanceof TypeExpr type
                    && type.getType() instanceof ClassOrInterfaceType simple
                    && simple.getScope().isEmpty()
                ? simple.getNameAsString()
                : null;
    if (!(method.getParentNode().orElse(null) instanceof TypeDeclaration<?> owner)
        || !owner.isTopLevelType()
        || !owner.getNameAsString().equals(written)) {
      return true;
    }
    Optional<CompilationUnit> callerFile = receiver.findCompilationUnit();
    Optional<CompilationUnit> ownerFile = owner.findCompilationUnit();
    if (callerFile.isEmpty() || ownerFile.isEmpty()) {
      return true;
    }
    String ownerPackage = packageOf(ownerFile.get());
    String qualified = ownerPackage.isEmpty() ? written : ownerPackage + "." + written;
    return packageOf(callerFile.get()).equals(ownerPackage)
        || callerFile.get().getImports().stream()
            .anyMatch(
                imported ->
                    imported.isModule()
                        || !imported.isStatic()
                            && imported
                                .getNameAsString()
                                .equals(imported.isAsterisk() ? ownerPackage : qualified));
  }

  private static String packageOf(CompilationUnit file) {
    return file.getPackageDeclaration().map(NodeWithName::getNameAsString).orElse("");
  }

  private boolean isVariable(Expression receiver) {
    return receiver instanceof NameExpr name && types.variable(name).isPresent();
  }

  /** A call through {@code type} may run a method of {@code owner}: a subtype, or a supertype. */
  private boolean related(String type, String owner) {
    return types.isSubtype(type, owner) || types.isSubtype(owner, type);
  }

  private boolean enclosedBySubtypeOf(Node site, String owner) {
    for (Node node = site.getParentNode().orElse(null);
        node != null;
        node = node.getParentNode().orElse(null)) {
      if (node instanceof TypeDeclaration<?> type
          && type.getFullyQualifiedName()
              .filter(name -> types.isSubtype(name, owner))
              .isPresent()) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether nothing but the module's code calls {@code method}: it carries no annotation a
   * framework acts on (only {@link RunOncePlaces#CALLER_NEUTRAL_ANNOTATIONS}), and overrides no
   * library method, which the library may call. A supertype that is neither in the sources nor in
   * the JDK may declare anything, unless the catalog knows it declares only its callbacks ({@link
   * RunOncePlaces#CALLBACK_ONLY_TYPES}).
   */
  boolean onlyTheModuleCalls(MethodDeclaration method, TypeDeclaration<?> owner) {
    for (AnnotationExpr annotation : method.getAnnotations()) {
      String name =
          types
              .resolve(annotation.getNameAsString(), annotation)
              .orElse(annotation.getNameAsString());
      if (!RunOncePlaces.CALLER_NEUTRAL_ANNOTATIONS.contains(name)) {
        return false;
      }
    }
    String name = method.getNameAsString();
    int parameters = method.getParameters().size();
    Set<String> seenTypes = new HashSet<>();
    List<TypeFacts> pending = new ArrayList<>(List.of(types.factsOf(owner)));
    while (!pending.isEmpty()) {
      TypeFacts type = pending.remove(pending.size() - 1);
      if (!type.supertypesResolved()) {
        return false;
      }
      for (String supertype : type.supertypes()) {
        if (!seenTypes.add(supertype)) {
          continue;
        }
        Optional<TypeFacts> source = types.sourceFacts(supertype);
        if (source.isPresent()) {
          pending.add(source.get());
        } else if (RunOncePlaces.CALLBACK_ONLY_TYPES.contains(supertype)) {
          if (isCallbackOf(supertype, name)) {
            return false;
          }
        } else if (!JdkTypes.exists(supertype)
            || JdkTypes.declaresOverridable(supertype, name, parameters)) {
          return false;
        }
      }
    }
    return true;
  }

  /** Whether {@code type}, a {@link RunOncePlaces#CALLBACK_ONLY_TYPES} entry, declares it. */
  private static boolean isCallbackOf(String type, String name) {
    return RunOncePlaces.CALLBACKS.stream()
        .anyMatch(callback -> callback.owner().equals(type) && callback.named(name));
  }

  /**
   * Calls of {@code method} and method references to it, anywhere in the file; a call that {@link
   * Overloads} shows to run another overload of the same arity is not one.
   */
  static List<Node> usesOf(Types types, MethodDeclaration method) {
    List<Node> uses = new ArrayList<>();
    Optional<TypeDeclaration<?>> owner =
        method
            .getParentNode()
            .filter(TypeDeclaration.class::isInstance)
            .map(type -> (TypeDeclaration<?>) type);
    Node file = method.findCompilationUnit().map(Node.class::cast).orElse(method);
    if (owner.isEmpty()) {
      return uses;
    }
    String typeName = owner.get().getNameAsString();
    List<Node> named = SourceIndex.callSitesIn(file, method.getNameAsString());
    for (Node site : named) {
      if (site instanceof MethodCallExpr call
          && call.getScope()
              .map(scope -> isOwner(scope, typeName))
              .orElse(owner.get().isAncestorOf(call))
          && Overloads.mayCall(types, method, call)) {
        uses.add(call);
      }
    }
    for (Node site : named) {
      if (site instanceof MethodReferenceExpr reference
          && isOwner(reference.getScope(), typeName)) {
        uses.add(reference);
      }
    }
    return uses;
  }

  private static boolean isOwner(Expression scope, String typeName) {
    return scope instanceof ThisExpr
        || scope instanceof NameExpr name && name.getNameAsString().equals(typeName)
        || scope instanceof TypeExpr type && type.getType().asString().equals(typeName)
        || scope instanceof FieldAccessExpr access && access.getNameAsString().equals(typeName);
  }

  /**
   * A lambda or method reference handed to a call that runs it as often as it is called itself:
   * inline ({@code forEach}, a stream, an {@code Optional}) or once as a task ({@link
   * RunOncePlaces#RUN_WITH_CALLER}). Only a receiver of known type counts: a lookalike {@code map}
   * of a reactive type runs its function per event.
   */
  private boolean runsWithCaller(Expression function) {
    return receivingCall(function)
        .filter(
            call ->
                ApiMatchers.call(types, call)
                    .matchesAny(
                        RunOncePlaces.RUN_WITH_CALLER.stream()
                            .filter(api -> api.named(call.getNameAsString()))
                            .toList()))
        .isPresent();
  }

  /**
   * A lambda its method returns, when the method's return type is a customizer ({@link
   * RunOncePlaces#APPLIED_ONCE_SUFFIX}): whoever applies it does so once.
   */
  private static boolean returnedAsCustomizer(LambdaExpr lambda) {
    Node parent = throughParenthesesAndCasts(lambda).getParentNode().orElse(null);
    if (!(parent instanceof ReturnStmt)) {
      return false;
    }
    Optional<Node> owner =
        parent.findAncestor(
            n -> n instanceof CallableDeclaration<?> || n instanceof LambdaExpr, Node.class);
    return owner.isPresent()
        && owner.get() instanceof MethodDeclaration method
        && method.getType() instanceof ClassOrInterfaceType type
        && type.getNameAsString().endsWith(RunOncePlaces.APPLIED_ONCE_SUFFIX);
  }

  /** The call that {@code function} is an argument of, through parentheses and casts. */
  private static Optional<MethodCallExpr> receivingCall(Expression function) {
    Node argument = throughParenthesesAndCasts(function);
    return argument.getParentNode().orElse(null) instanceof MethodCallExpr call
            && call.getArguments().stream().anyMatch(candidate -> candidate == argument)
        ? Optional.of(call)
        : Optional.empty();
  }

  /** The outermost of the parentheses and casts around {@code expression}, or itself. */
  private static Node throughParenthesesAndCasts(Node expression) {
    Node child = expression;
    Node parent = child.getParentNode().orElse(null);
    while (parent instanceof EnclosedExpr || parent instanceof CastExpr) {
      child = parent;
      parent = parent.getParentNode().orElse(null);
    }
    return child;
  }

  /** A lambda, method reference or anonymous class handed to a cache as its loader. */
  private boolean isLoader(Expression function) {
    Optional<MethodCallExpr> receiving = receivingCall(function);
    if (receiving.isEmpty()) {
      return false;
    }
    MethodCallExpr call = receiving.get();
    List<Api> candidates =
        RunOncePlaces.LOADER_CALLS.stream()
            .filter(api -> api.named(call.getNameAsString()))
            .toList();
    return ApiMatchers.call(types, call).matchesAny(candidates)
        // A receiver of unknown type (a cache built by a chain of library calls, without the
        // library on the class path): an instance call's name is the evidence left.
        || candidates.stream().anyMatch(api -> api.form() == Form.INSTANCE)
            && call.getScope()
                .filter(
                    scope -> types.typeReference(scope).isEmpty() && types.typeOf(scope).isEmpty())
                .isPresent();
  }

  private boolean isLoaderMethod(MethodDeclaration method) {
    Node owner = method.getParentNode().orElse(null);
    if (owner instanceof ObjectCreationExpr anonymous && isLoader(anonymous)) {
      return true;
    }
    String name = method.getNameAsString();
    if (RunOncePlaces.CALLBACKS.stream().noneMatch(callback -> callback.named(name))) {
      return false;
    }
    Optional<String> ownerType =
        owner instanceof ObjectCreationExpr anonymous
            ? types.resolve(anonymous.getType(), anonymous)
            : owner instanceof TypeDeclaration<?> type
                ? type.getFullyQualifiedName()
                : Optional.empty();
    return ownerType
        .filter(
            type ->
                RunOncePlaces.CALLBACKS.stream()
                    .anyMatch(
                        callback ->
                            callback.named(name) && types.isSubtype(type, callback.owner())))
        .isPresent();
  }

  private static boolean inLocalOrAnonymousClass(Node member) {
    Node owner = member.getParentNode().orElse(null);
    return owner instanceof ObjectCreationExpr
        || owner instanceof TypeDeclaration<?> type
            && type.getParentNode().filter(LocalClassDeclarationStmt.class::isInstance).isPresent();
  }

  private boolean isOnceAnnotation(AnnotationExpr annotation) {
    return types
        .resolve(annotation.getNameAsString(), annotation)
        .filter(RunOncePlaces.ANNOTATIONS::contains)
        .isPresent();
  }

  /**
   * A static factory, init or destroy method that a singleton bean of the module's Spring XML
   * context files names ({@link SpringXmlBeans}): the container calls it once.
   */
  private boolean namedByXmlBean(MethodDeclaration method) {
    SpringXmlBeans beans = types.xmlBeans();
    return !beans.isEmpty()
        && method.getParentNode().orElse(null) instanceof TypeDeclaration<?> owner
        && binaryName(owner)
            .filter(name -> beans.runsOnce(name, method.getNameAsString()))
            .isPresent();
  }

  /** The class's name as Spring's XML writes it: a nested class after a {@code $}. */
  private static Optional<String> binaryName(TypeDeclaration<?> type) {
    if (type.getParentNode().orElse(null) instanceof TypeDeclaration<?> outer) {
      return binaryName(outer).map(name -> name + "$" + type.getNameAsString());
    }
    return type.getFullyQualifiedName();
  }

  private static boolean isMain(MethodDeclaration method) {
    return method.isStatic()
        && method.getNameAsString().equals("main")
        && method.getParameters().size() == 1
        && method
            .getParameter(0)
            .getType()
            .asString()
            .equals(method.getParameter(0).isVarArgs() ? "String" : "String[]");
  }

  /**
   * Lazy initialization: stored straight into a field or a lazy store ({@code
   * ref.compareAndSet(null, ...)}, a memo's {@code cache.put(key, ...)} on a miss), or through a
   * local, declared or assigned with it, later stored in one.
   */
  private boolean isStoredInField(Node expression) {
    Node child = valueUse(expression);
    Node parent = child.getParentNode().orElse(null);
    if (parent instanceof AssignExpr assign) {
      if (assign.getOperator() != AssignExpr.Operator.ASSIGN || assign.getValue() != child) {
        return false;
      }
      if (isField(assign.getTarget())) {
        return !NullChecks.replacedOnEveryCall(types, assign);
      }
      return assign.getTarget() instanceof NameExpr local
          && types.variable(local).filter(variable -> !variable.field()).isPresent()
          && storedLater(assign, local.getNameAsString());
    }
    if (parent instanceof MethodCallExpr call && isLazyStore(call, last -> last == child)) {
      return true;
    }
    if (parent instanceof VariableDeclarator local
        && local.getInitializer().orElse(null) == child
        && !(local.getParentNode().orElse(null) instanceof FieldDeclaration)) {
      return storedLater(local, local.getNameAsString()) || keptByWrapperOfLocal(local);
    }
    return keptByWrapper(child);
  }

  /**
   * A value handed to the construction of an object that is kept ({@code this.api = new
   * Api(client)}, {@code API = Api.builder().client(client).build()}, a lazy store of either): the
   * kept object holds it, so it is shared as if it were stored itself. The value must go straight
   * into a constructor's arguments or into those of a call of a builder chain that ends in {@link
   * RunOncePlaces#BUILDER_TERMINALS}; handed to any other call, it is used, not kept.
   */
  private boolean keptByWrapper(Node value) {
    Node argument = valueUse(value);
    Node parent = argument.getParentNode().orElse(null);
    if (!inMethodOutsideLoops(argument)) {
      return false;
    }
    if (parent instanceof ObjectCreationExpr creation
        && creation.getAnonymousClassBody().isEmpty()
        && isArgument(creation.getArguments(), argument)) {
      return isStoredInField(creation);
    }
    if (parent instanceof MethodCallExpr call && isArgument(call.getArguments(), argument)) {
      MethodCallExpr outermost = call;
      while (outermost.getParentNode().orElse(null) instanceof MethodCallExpr next
          && next.getScope().orElse(null) == outermost) {
        outermost = next;
      }
      return RunOncePlaces.BUILDER_TERMINALS.contains(outermost.getNameAsString())
          && isStoredInField(outermost);
    }
    return false;
  }

  /**
   * A local, never assigned again, whose one use in its scope is an argument that {@link
   * #keptByWrapper} keeps: any other use of it (a request sent, a second owner) is a use per call.
   * Its uses are the names in its scope alone (the block that declares it): a name outside is
   * another variable, and following one could lead back here. A resource of a {@code try} is closed
   * when the statement ends, whoever holds it.
   */
  private boolean keptByWrapperOfLocal(VariableDeclarator local) {
    String name = local.getNameAsString();
    Node scope =
        local
            .getParentNode()
            .flatMap(Node::getParentNode)
            .filter(ExpressionStmt.class::isInstance)
            .flatMap(Node::getParentNode)
            .orElse(null);
    if (scope instanceof SwitchEntry entry) {
      scope = entry.getParentNode().orElse(null);
    }
    if (scope == null
        || scope
            .findFirst(
                AssignExpr.class,
                assign ->
                    assign.getTarget() instanceof NameExpr target
                        && target.getNameAsString().equals(name))
            .isPresent()) {
      return false;
    }
    List<NameExpr> uses = scope.findAll(NameExpr.class, use -> use.getNameAsString().equals(name));
    return uses.size() == 1 && keptByWrapper(uses.get(0));
  }

  /**
   * Whether {@code node} is in a method's body outside any loop: a store on every turn of a loop
   * keeps only the last of the objects it built, and a lambda's body may run any number of times.
   */
  private static boolean inMethodOutsideLoops(Node node) {
    return node.findAncestor(
            n ->
                n instanceof CallableDeclaration<?>
                    || n instanceof LambdaExpr
                    || n instanceof ForStmt
                    || n instanceof ForEachStmt
                    || n instanceof WhileStmt
                    || n instanceof DoStmt,
            Node.class)
        .filter(n -> n instanceof MethodDeclaration)
        .isPresent();
  }

  private static boolean isArgument(List<Expression> arguments, Node argument) {
    for (Expression candidate : arguments) {
      if (candidate == argument) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the local {@code name}, which {@code assignment} gives the value, is stored into a
   * field or a lazy store in the same body, by a method that does not replace it on every call, at
   * a store that may run after the assignment ({@link StoreOrder}).
   */
  private boolean storedLater(Node assignment, String name) {
    Optional<Node> body =
        assignment.findAncestor(
            n -> n instanceof CallableDeclaration<?> || n instanceof LambdaExpr, Node.class);
    return body.isPresent()
        && !NullChecks.replacedOnEveryCall(types, assignment)
        && (body.get().findAll(AssignExpr.class).stream()
                .anyMatch(
                    store ->
                        isField(store.getTarget())
                            && storedValue(store) instanceof NameExpr value
                            && value.getNameAsString().equals(name)
                            && StoreOrder.mayFollow(assignment, store))
            || body.get().findAll(MethodCallExpr.class).stream()
                .anyMatch(
                    call ->
                        isLazyStore(
                                call,
                                last ->
                                    last instanceof NameExpr value
                                        && value.getNameAsString().equals(name))
                            && StoreOrder.mayFollow(assignment, call)));
  }

  /**
   * {@code call} is a lazy store of a value that {@code stored} accepts as its last argument: one
   * that keeps it only while nothing is kept ({@code compareAndSet(null, ...)}), a plain store
   * ({@code ref.set(...)}) in a method that checks for null first, or a memo's store into a map on
   * a miss for its key ({@link OnceGuards#closesOwnGuard}).
   */
  private boolean isLazyStore(MethodCallExpr call, Predicate<Expression> stored) {
    List<Expression> arguments = call.getArguments();
    if (arguments.isEmpty() || !stored.test(arguments.get(arguments.size() - 1))) {
      return false;
    }
    ApiMatchers.Call site = ApiMatchers.call(types, call);
    return site.matchesAny(RunOncePlaces.LAZY_STORES)
        || site.matchesAny(RunOncePlaces.CHECKED_LAZY_STORES)
            && NullChecks.hasNullCheckAround(types, call)
        || OnceGuards.closesOwnGuard(types, call);
  }

  private static Expression storedValue(AssignExpr store) {
    Expression value = store.getValue();
    while (value instanceof EnclosedExpr || value instanceof AssignExpr) {
      value =
          value instanceof EnclosedExpr enclosed
              ? enclosed.getInner()
              : ((AssignExpr) value).getValue();
    }
    return value;
  }

  /** The outermost node that still carries the value unchanged: parentheses, casts, a ?: arm. */
  static Node valueUse(Node expression) {
    Node child = expression;
    while (true) {
      Node parent = child.getParentNode().orElse(null);
      boolean passesThrough =
          parent instanceof EnclosedExpr
              || parent instanceof CastExpr
              || parent instanceof ConditionalExpr conditional
                  && conditional.getCondition() != child;
      if (!passesThrough) {
        return child;
      }
      child = parent;
    }
  }

  private boolean isField(Expression target) {
    if (target instanceof FieldAccessExpr access) {
      return access.getScope() instanceof ThisExpr
          || access.getScope() instanceof SuperExpr
          || types.typeReference(access.getScope()).isPresent();
    }
    return target instanceof NameExpr name
        && types.variable(name).map(Variables.Variable::field).orElse(false);
  }
}
