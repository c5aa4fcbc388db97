package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.expr.AnnotationExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.LambdaExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.MethodReferenceExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.NormalAnnotationExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.expr.SingleMemberAnnotationExpr;
import com.github.javaparser.ast.expr.ThisExpr;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * Slow non-database work (see {@link SlowCalls}) inside a transaction: in a method annotated
 * {@code @Transactional} (Spring, Jakarta, javax) or a public method of a class so annotated,
 * unless its propagation runs without a transaction (NOT_SUPPORTED, NEVER, SUPPORTS). Reported at
 * the slow call, or at the call of a method of the same class that reaches slow work, once per
 * line. Work that does not run inline is not the transaction's: anonymous classes (after-commit
 * {@code TransactionSynchronization}s and tasks) and lambdas or method references handed to an
 * executor, an async {@code CompletableFuture} method, a {@code Thread} or
 * {@code registerSynchronization}. Lambdas given to anything else (streams, {@code forEach}) run
 * inline and count. {@code @TransactionalEventListener} methods are not transactional by default.
 */
public final class WideTransactionalRule implements JavaRule {
  static final String ID = "WideTransactional";

  private static final Set<String> TRANSACTIONAL =
      Set.of("org.springframework.transaction.annotation.Transactional",
          "jakarta.transaction.Transactional", "javax.transaction.Transactional");
  private static final String EVENT_LISTENER =
      "org.springframework.transaction.event.TransactionalEventListener";
  private static final Set<String> NO_TRANSACTION = Set.of("NOT_SUPPORTED", "NEVER", "SUPPORTS");
  private static final Set<String> PROPAGATION_ATTRIBUTES = Set.of("propagation", "value");
  /** Methods whose functional arguments run later or elsewhere, not inside the transaction. */
  private static final Set<String> DEFERRING_METHODS =
      Set.of("execute", "submit", "invokeAll", "invokeAny", "schedule", "scheduleAtFixedRate",
          "scheduleWithFixedDelay", "registerSynchronization", "supplyAsync", "runAsync");
  private static final String ASYNC_SUFFIX = "Async";
  private static final String THREAD = "java.lang.Thread";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public void check(SourceFile file) {
    for (TypeDeclaration<?> type : file.unit().findAll(TypeDeclaration.class)) {
      Analysis analysis = new Analysis(file.types(), type);
      for (MethodDeclaration method : type.getMethods()) {
        if (isTransactional(file.types(), type, method)) {
          analysis.report(file, method);
        }
      }
    }
  }

  private static boolean isTransactional(
      Types types, TypeDeclaration<?> type, MethodDeclaration method) {
    Optional<AnnotationExpr> own = transactional(types, method.getAnnotations());
    if (own.isPresent()) {
      return opensTransaction(own.get());
    }
    boolean listener = method.getAnnotations().stream()
        .anyMatch(a -> types.resolve(a.getNameAsString(), a).filter(EVENT_LISTENER::equals)
            .isPresent());
    if (listener || !method.isPublic() || method.getBody().isEmpty()) {
      return false;
    }
    return transactional(types, type.getAnnotations())
        .filter(WideTransactionalRule::opensTransaction)
        .isPresent();
  }

  private static Optional<AnnotationExpr> transactional(
      Types types, List<AnnotationExpr> annotations) {
    return annotations.stream()
        .filter(a -> types.resolve(a.getNameAsString(), a).filter(TRANSACTIONAL::contains)
            .isPresent())
        .findFirst();
  }

  private static boolean opensTransaction(AnnotationExpr annotation) {
    List<Expression> values = new ArrayList<>();
    if (annotation instanceof SingleMemberAnnotationExpr single) {
      values.add(single.getMemberValue());
    } else if (annotation instanceof NormalAnnotationExpr normal) {
      normal.getPairs().stream()
          .filter(pair -> PROPAGATION_ATTRIBUTES.contains(pair.getNameAsString()))
          .forEach(pair -> values.add(pair.getValue()));
    }
    return values.stream().noneMatch(value -> NO_TRANSACTION.contains(lastName(value)));
  }

  private static String lastName(Expression value) {
    if (value instanceof FieldAccessExpr access) {
      return access.getNameAsString();
    }
    return value instanceof NameExpr name ? name.getNameAsString() : "";
  }

  /** Slow work reachable from the methods of one class, memoized per method. */
  private static final class Analysis {
    private final Types types;
    private final TypeDeclaration<?> type;
    private final SlowCalls slowCalls;
    private final Map<MethodDeclaration, Optional<String>> reached = new HashMap<>();

    Analysis(Types types, TypeDeclaration<?> type) {
      this.types = types;
      this.type = type;
      this.slowCalls = new SlowCalls(types);
    }

    void report(SourceFile file, MethodDeclaration method) {
      Map<Integer, Node> firstByLine = new TreeMap<>();
      Map<Node, String> paths = new HashMap<>();
      for (Node node : inlineCalls(method)) {
        Optional<String> path = slowPath(node, new HashSet<>(Set.of(method)));
        if (path.isPresent()) {
          int line = SourceFile.position(node).line;
          if (!firstByLine.containsKey(line)) {
            firstByLine.put(line, node);
            paths.put(node, path.get());
          }
        }
      }
      for (Node node : firstByLine.values()) {
        file.report(ID, node, paths.get(node) + " runs inside the transaction of "
            + method.getNameAsString() + "(), holding its database connection while it waits;"
            + " move it before the transaction or after commit (e.g."
            + " @TransactionalEventListener(phase = AFTER_COMMIT)), or narrow the transaction"
            + " with TransactionTemplate");
      }
    }

    private Optional<String> slowPath(Node node, Set<MethodDeclaration> visiting) {
      Optional<String> direct = slowCalls.describe(node);
      if (direct.isPresent() || !(node instanceof MethodCallExpr call)) {
        return direct;
      }
      Optional<MethodDeclaration> callee = sameClassCallee(call);
      if (callee.isEmpty() || !visiting.add(callee.get())) {
        return Optional.empty();
      }
      Optional<String> inside = reached.get(callee.get());
      if (inside == null) {
        inside = Optional.empty();
        for (Node nested : inlineCalls(callee.get())) {
          inside = slowPath(nested, visiting);
          if (inside.isPresent()) {
            break;
          }
        }
        reached.put(callee.get(), inside);
      }
      return inside.map(path -> callee.get().getNameAsString() + "() -> " + path);
    }

    private Optional<MethodDeclaration> sameClassCallee(MethodCallExpr call) {
      if (call.getScope().isPresent() && !(call.getScope().get() instanceof ThisExpr)) {
        return Optional.empty();
      }
      return type.getMethodsByName(call.getNameAsString()).stream()
          .filter(method -> Types.arityMatches(method, call.getArguments().size()))
          .filter(method -> method.getBody().isPresent())
          .findFirst();
    }

    /** Calls and creations that run inline when {@code method} runs, in source order. */
    private List<Node> inlineCalls(MethodDeclaration method) {
      List<Node> calls = new ArrayList<>();
      method.getBody().ifPresent(body -> body.walk(node -> {
        if ((node instanceof MethodCallExpr || node instanceof ObjectCreationExpr)
            && runsInline(node, method)) {
          calls.add(node);
        }
      }));
      calls.sort((a, b) -> SourceFile.position(a).compareTo(SourceFile.position(b)));
      return calls;
    }

    private boolean runsInline(Node node, MethodDeclaration method) {
      for (Node current = node.getParentNode().orElse(null); current != null && current != method;
          current = current.getParentNode().orElse(null)) {
        if (current instanceof ObjectCreationExpr creation
            && creation.getAnonymousClassBody().isPresent()
            && creation.getAnonymousClassBody().get().stream().anyMatch(m -> m.isAncestorOf(node))) {
          return false;
        }
        if ((current instanceof LambdaExpr || current instanceof MethodReferenceExpr)
            && isDeferred((Expression) current)) {
          return false;
        }
      }
      return true;
    }

    private boolean isDeferred(Expression function) {
      Node parent = function.getParentNode().orElse(null);
      if (parent instanceof MethodCallExpr call && call.getArguments().contains(function)) {
        String name = call.getNameAsString();
        return DEFERRING_METHODS.contains(name) || name.endsWith(ASYNC_SUFFIX);
      }
      return parent instanceof ObjectCreationExpr creation
          && creation.getArguments().contains(function)
          && Calls.creates(types, creation, THREAD);
    }
  }
}
