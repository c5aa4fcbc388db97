package dev.bottleneck.maven.rules;

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
import com.github.javaparser.ast.expr.ThisExpr;
import com.github.javaparser.ast.expr.TypeExpr;
import com.github.javaparser.ast.stmt.LocalClassDeclarationStmt;
import dev.bottleneck.catalog.facts.Api;
import dev.bottleneck.catalog.facts.Form;
import dev.bottleneck.catalog.facts.PerCallSubject;
import dev.bottleneck.catalog.facts.RunOncePlaces;
import dev.bottleneck.maven.spi.SourceFile;
import dev.bottleneck.maven.types.Overloads;
import dev.bottleneck.maven.types.Types;
import dev.bottleneck.maven.types.Variables;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Where code runs once per process or per cache entry, as opposed to once per call: the shared
 * analysis of the three creation rules, which differ only in what they call a creation. It decides
 * as the Error Prone checks' shared analysis does.
 *
 * <p>Once: field initializers and initializer blocks and constructors of named classes;
 * {@code @Bean}, {@code @Produces} (CDI) and {@code @PostConstruct} methods; listeners to start-up
 * events and start-up callbacks ({@code ApplicationRunner.run}, {@code afterPropertiesSet}, ...:
 * {@link RunOncePlaces}); {@code static
 * main(String[])}; an object stored straight into a field, or through a local that is then stored
 * into one (lazy initialization); a lambda, method reference or anonymous class given to a cache as
 * its loader or initial value, and the {@code load} methods of cache loaders; a private or static
 * method all of whose uses in the file run once (transitively; a cycle proves nothing). A private
 * method that nothing calls runs, if ever, by reflection, and stays silent; a non-private static
 * one may be called from anywhere and counts as per call. Local and anonymous classes are created
 * per call of their enclosing code, so their members run per call.
 */
final class PerCall {
  private final Types types;
  private final OnceListeners listeners;

  PerCall(Types types) {
    this.types = types;
    this.listeners = new OnceListeners(types);
  }

  /**
   * Whether {@code code} (an expression or statement) runs once rather than per call of the code
   * that reaches it: the engine's one answer to "does this run once", for every rule that asks.
   */
  static boolean runsOnce(Types types, Node code) {
    return new PerCall(types).runsOnce(code, Collections.newSetFromMap(new IdentityHashMap<>()));
  }

  /** Reports every creation of {@code subject} where it runs per call. */
  static void check(SourceFile file, String ruleId, PerCallSubject subject) {
    PerCall analysis = new PerCall(file.types());
    Creations creations = new Creations(file.types(), subject);
    file.all(Expression.class)
        .forEach(
            node -> {
              if ((node instanceof ObjectCreationExpr || node instanceof MethodCallExpr)
                  && creations.isCreation(node)
                  && !analysis.constructsEnclosingType(node)
                  && !analysis.runsOnce(
                      node, Collections.newSetFromMap(new IdentityHashMap<>()))) {
                file.report(ruleId, node, subject.message(creations.describe((Expression) node)));
              }
            });
  }

  /**
   * {@code new T(...)} inside {@code T} itself: the type's own copy method ({@code copy()} that
   * Jackson requires every mapper subclass to override), builder or factory. Making instances is
   * what such code is for; its callers decide how often it runs.
   */
  private boolean constructsEnclosingType(Node expression) {
    if (!(expression instanceof ObjectCreationExpr creation)
        || creation.getAnonymousClassBody().isPresent()) {
      return false;
    }
    Optional<String> created = types.resolve(creation.getType(), creation);
    for (Node node = creation.getParentNode().orElse(null);
        node != null && created.isPresent();
        node = node.getParentNode().orElse(null)) {
      if (node instanceof TypeDeclaration<?> type
          && type.getFullyQualifiedName().equals(created)) {
        return true;
      }
    }
    return false;
  }

  boolean runsOnce(Node expression, Set<MethodDeclaration> seen) {
    if (expression instanceof MethodReferenceExpr reference) {
      return isLoader(reference);
    }
    if (isStoredInField(expression)) {
      return true;
    }
    for (Node node = expression.getParentNode().orElse(null);
        node != null;
        node = node.getParentNode().orElse(null)) {
      if (node instanceof LambdaExpr lambda) {
        return isLoader(lambda);
      }
      if (node instanceof MethodDeclaration method) {
        return methodRunsOnce(method, seen);
      }
      if ((node instanceof ConstructorDeclaration
              || node instanceof FieldDeclaration
              || node instanceof InitializerDeclaration)
          && !inLocalOrAnonymousClass(node)) {
        return true;
      }
    }
    return true;
  }

  private boolean methodRunsOnce(MethodDeclaration method, Set<MethodDeclaration> seen) {
    if (method.getAnnotations().stream().anyMatch(this::isOnceAnnotation)
        || listeners.listensOnlyOnce(method)
        || isMain(method)
        || isLoaderMethod(method)) {
      return true;
    }
    if (inLocalOrAnonymousClass(method) || !method.isPrivate() && !method.isStatic()) {
      return false;
    }
    if (!seen.add(method)) {
      return true;
    }
    List<Node> uses = usesOf(types, method);
    if (uses.isEmpty()) {
      return method.isPrivate();
    }
    return uses.stream().allMatch(use -> runsOnce(use, seen));
  }

  /**
   * Calls of {@code method} and method references to it, anywhere in the file; a call that
   * {@link Overloads} shows to run another overload of the same arity is not one.
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
    String name = method.getNameAsString();
    String typeName = owner.get().getNameAsString();
    for (MethodCallExpr call : file.findAll(MethodCallExpr.class)) {
      if (call.getNameAsString().equals(name)
          && call.getScope()
              .map(scope -> isOwner(scope, typeName))
              .orElse(owner.get().isAncestorOf(call))
          && Overloads.mayCall(types, method, call)) {
        uses.add(call);
      }
    }
    for (MethodReferenceExpr reference : file.findAll(MethodReferenceExpr.class)) {
      if (reference.getIdentifier().equals(name) && isOwner(reference.getScope(), typeName)) {
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

  /** A lambda, method reference or anonymous class handed to a cache as its loader. */
  private boolean isLoader(Expression function) {
    Node child = function;
    Node parent = function.getParentNode().orElse(null);
    while (parent instanceof EnclosedExpr || parent instanceof CastExpr) {
      child = parent;
      parent = parent.getParentNode().orElse(null);
    }
    Node argument = child;
    if (!(parent instanceof MethodCallExpr call)
        || call.getArguments().stream().noneMatch(candidate -> candidate == argument)) {
      return false;
    }
    List<Api> candidates =
        RunOncePlaces.LOADER_CALLS.stream().filter(api -> api.named(call.getNameAsString())).toList();
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
                        callback -> callback.named(name) && types.isSubtype(type, callback.owner())))
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
   * ref.compareAndSet(null, ...)}), or through a local later stored in one.
   */
  private boolean isStoredInField(Node expression) {
    Node child = valueUse(expression);
    Node parent = child.getParentNode().orElse(null);
    if (parent instanceof AssignExpr assign) {
      return assign.getOperator() == AssignExpr.Operator.ASSIGN
          && assign.getValue() == child
          && isField(assign.getTarget());
    }
    if (parent instanceof MethodCallExpr call) {
      return isLazyStore(call, last -> last == child);
    }
    if (parent instanceof VariableDeclarator local
        && local.getInitializer().orElse(null) == child
        && !(local.getParentNode().orElse(null) instanceof FieldDeclaration)) {
      Optional<Node> body =
          local.findAncestor(
              n -> n instanceof CallableDeclaration<?> || n instanceof LambdaExpr, Node.class);
      String name = local.getNameAsString();
      return body.isPresent()
          && (body.get().findAll(AssignExpr.class).stream()
                  .anyMatch(
                      store ->
                          isField(store.getTarget())
                              && storedValue(store) instanceof NameExpr value
                              && value.getNameAsString().equals(name))
              || body.get().findAll(MethodCallExpr.class).stream()
                  .anyMatch(
                      call ->
                          isLazyStore(
                              call,
                              last ->
                                  last instanceof NameExpr value
                                      && value.getNameAsString().equals(name))));
    }
    return false;
  }

  /** {@code call} is a lazy store of a value that {@code stored} accepts as its last argument. */
  private boolean isLazyStore(MethodCallExpr call, Predicate<Expression> stored) {
    List<Expression> arguments = call.getArguments();
    return !arguments.isEmpty()
        && stored.test(arguments.get(arguments.size() - 1))
        && ApiMatchers.call(types, call).matchesAny(RunOncePlaces.LAZY_STORES);
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
  private static Node valueUse(Node expression) {
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
          || types.typeReference(access.getScope()).isPresent();
    }
    return target instanceof NameExpr name
        && types.variable(name).map(Variables.Variable::field).orElse(false);
  }
}
