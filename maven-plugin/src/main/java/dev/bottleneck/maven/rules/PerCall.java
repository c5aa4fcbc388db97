package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.ConstructorDeclaration;
import com.github.javaparser.ast.body.FieldDeclaration;
import com.github.javaparser.ast.body.InitializerDeclaration;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.expr.AnnotationExpr;
import com.github.javaparser.ast.expr.AssignExpr;
import com.github.javaparser.ast.expr.CastExpr;
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
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Where code runs once per process or per cache entry, as opposed to once per call: the shared
 * analysis of the three creation rules, which differ only in what they call a creation.
 *
 * <p>Once: field initializers and initializer blocks, constructors, {@code @Bean},
 * {@code @Produces} (CDI) and {@code @PostConstruct} methods, {@code static main(String[])}, an
 * assignment straight into a field (lazy initialization), a lambda, method reference or anonymous
 * class given to a cache as its loader or initial value, and a private or static method of the same
 * class all of whose callers there run once (transitively). A private method that nothing in its
 * class calls is dead code to us and stays silent; a non-private static one may be called from
 * anywhere and counts as per call. Everything else in a method or lambda body is per call.
 */
final class PerCall {
  /** Cache methods whose argument at the given index is a loader or an initial value. */
  private static final Map<String, Integer> LOADER_ARGUMENT =
      Map.of(
          "computeIfAbsent", 1,
          "withInitial", 0,
          "get", 1,
          "memoize", 0,
          "memoizeWithExpiration", 0,
          "build", 0,
          "buildAsync", 0,
          "from", 0);

  private static final Set<String> ONCE_ANNOTATIONS =
      Set.of(
          "org.springframework.context.annotation.Bean",
          "jakarta.enterprise.inject.Produces",
          "javax.enterprise.inject.Produces",
          "jakarta.annotation.PostConstruct",
          "javax.annotation.PostConstruct");

  private static final String CACHE_LOADER = "CacheLoader";

  private final Types types;

  PerCall(Types types) {
    this.types = types;
  }

  /** Reports every creation that {@code creation} recognizes where it runs per call. */
  static void check(
      SourceFile file, String ruleId, Function<Node, Optional<String>> creation, String remedy) {
    PerCall analysis = new PerCall(file.types());
    file.unit().walk(node -> {
      if (!(node instanceof ObjectCreationExpr || node instanceof MethodCallExpr)) {
        return;
      }
      Optional<String> construct = creation.apply(node);
      if (construct.isPresent() && !analysis.runsOnce(node, new HashSet<>())) {
        file.report(ruleId, node, construct.get() + " runs on every call; " + remedy);
      }
    });
  }

  boolean runsOnce(Node expression, Set<MethodDeclaration> visiting) {
    if (assignedToField(expression)) {
      return true;
    }
    for (Node node = expression.getParentNode().orElse(null); node != null;
        node = node.getParentNode().orElse(null)) {
      if (node instanceof LambdaExpr || node instanceof MethodReferenceExpr) {
        return isLoader((Expression) node);
      }
      if (node instanceof FieldDeclaration
          || node instanceof InitializerDeclaration
          || node instanceof ConstructorDeclaration) {
        return true;
      }
      if (node instanceof MethodDeclaration method) {
        return runsOnce(method, visiting);
      }
    }
    return false;
  }

  private boolean runsOnce(MethodDeclaration method, Set<MethodDeclaration> visiting) {
    if (method.getParentNode().orElse(null) instanceof ObjectCreationExpr anonymous) {
      return isLoader(anonymous)
          || anonymous.getType().getNameAsString().equals(CACHE_LOADER);
    }
    if (method.getAnnotations().stream().anyMatch(this::isOnceAnnotation) || isMain(method)) {
      return true;
    }
    if (!method.isPrivate() && !method.isStatic()) {
      return false;
    }
    if (!visiting.add(method)) {
      // A recursive call proves nothing either way; the other callers decide.
      return true;
    }
    Optional<TypeDeclaration<?>> owner = method.getParentNode()
        .filter(TypeDeclaration.class::isInstance)
        .map(type -> (TypeDeclaration<?>) type);
    if (owner.isEmpty()) {
      return false;
    }
    List<Node> callers = callers(owner.get(), method);
    if (callers.isEmpty()) {
      return method.isPrivate();
    }
    return callers.stream().allMatch(caller -> runsOnce(caller, visiting));
  }

  /** Calls of {@code method} from inside its own class, and method references to it. */
  private static List<Node> callers(TypeDeclaration<?> owner, MethodDeclaration method) {
    String name = method.getNameAsString();
    String typeName = owner.getNameAsString();
    List<Node> callers = new java.util.ArrayList<>();
    for (MethodCallExpr call : owner.findAll(MethodCallExpr.class)) {
      if (call.getNameAsString().equals(name)
          && Types.arityMatches(method, call.getArguments().size())
          && call.getScope().map(scope -> isSelf(scope, typeName)).orElse(true)) {
        callers.add(call);
      }
    }
    for (MethodReferenceExpr reference : owner.findAll(MethodReferenceExpr.class)) {
      if (reference.getIdentifier().equals(name) && isSelf(reference.getScope(), typeName)) {
        callers.add(reference);
      }
    }
    return callers;
  }

  private static boolean isSelf(Expression scope, String typeName) {
    return scope instanceof ThisExpr
        || scope instanceof NameExpr name && name.getNameAsString().equals(typeName)
        || scope instanceof TypeExpr type && type.getType().asString().equals(typeName);
  }

  /** A lambda, method reference or anonymous class passed to a cache as loader or initial value. */
  private static boolean isLoader(Expression argument) {
    Node parent = argument.getParentNode().orElse(null);
    if (!(parent instanceof MethodCallExpr call)) {
      return false;
    }
    Integer index = LOADER_ARGUMENT.get(call.getNameAsString());
    return index != null
        && index < call.getArguments().size()
        && call.getArgument(index) == argument;
  }

  private boolean isOnceAnnotation(AnnotationExpr annotation) {
    Optional<String> resolved = types.resolve(annotation.getNameAsString(), annotation);
    if (resolved.isPresent()) {
      return ONCE_ANNOTATIONS.contains(resolved.get());
    }
    // Unresolvable without imports only when written qualified or in a broken file: stay silent.
    String name = annotation.getNameAsString();
    return name.equals("Bean") || name.equals("PostConstruct");
  }

  private static boolean isMain(MethodDeclaration method) {
    return method.isStatic()
        && method.getNameAsString().equals("main")
        && method.getType().isVoidType()
        && method.getParameters().size() == 1
        && (method.getParameter(0).getType().asString().equals("String[]")
            || method.getParameter(0).isVarArgs()
                && method.getParameter(0).getType().asString().equals("String"));
  }

  private boolean assignedToField(Node expression) {
    Node node = expression;
    Node parent = node.getParentNode().orElse(null);
    while (parent instanceof EnclosedExpr || parent instanceof CastExpr) {
      node = parent;
      parent = parent.getParentNode().orElse(null);
    }
    if (!(parent instanceof AssignExpr assign)
        || assign.getOperator() != AssignExpr.Operator.ASSIGN
        || assign.getValue() != node) {
      return false;
    }
    Expression target = assign.getTarget();
    if (target instanceof FieldAccessExpr access) {
      return access.getScope() instanceof ThisExpr
          || types.typeReference(access.getScope()).isPresent();
    }
    if (target instanceof NameExpr name) {
      return types.variable(name)
          .map(Variables.Variable::field)
          .orElse(false);
    }
    return false;
  }
}
