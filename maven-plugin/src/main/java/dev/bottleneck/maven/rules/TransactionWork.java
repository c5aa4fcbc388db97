package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.BodyDeclaration;
import com.github.javaparser.ast.body.ClassOrInterfaceDeclaration;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.expr.CastExpr;
import com.github.javaparser.ast.expr.ConditionalExpr;
import com.github.javaparser.ast.expr.EnclosedExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.LambdaExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.MethodReferenceExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.expr.SuperExpr;
import com.github.javaparser.ast.expr.ThisExpr;
import com.github.javaparser.ast.expr.TypeExpr;
import com.github.javaparser.ast.nodeTypes.NodeWithAnnotations;
import com.github.javaparser.ast.stmt.LocalClassDeclarationStmt;
import com.github.javaparser.ast.stmt.LocalRecordDeclarationStmt;
import dev.bottleneck.catalog.facts.Transactions;
import dev.bottleneck.maven.types.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The work a method body does while it runs, in the order javac visits it: slow calls, calls of
 * other methods of the same class (a self-call bypasses the proxy and runs in the caller's
 * transaction), and calls of methods of other classes of the module's sources. Code that does not
 * run inline is left out: lambdas, method references and anonymous classes handed to executors,
 * schedulers, timers, threads, futures or reactive types, registered as transaction
 * synchronizations, passed to constructors or stored; the after-commit callbacks of a {@code
 * TransactionSynchronization}; local classes.
 */
final class TransactionWork {
  /**
   * One piece of work at {@code site}: a slow call, or a call of {@code callee}, a method of the
   * same class or of another class of the module.
   */
  record Work(Node site, Optional<SlowCalls.SlowCall> slow, Optional<MethodDeclaration> callee) {}

  private final Types types;
  private final TypeDeclaration<?> owner;
  private final SlowCalls slowCalls;
  private final List<Work> work = new ArrayList<>();

  private TransactionWork(Types types, TypeDeclaration<?> owner, Set<String> remoteTypes) {
    this.types = types;
    this.owner = owner;
    this.slowCalls = new SlowCalls(types, remoteTypes);
  }

  /**
   * The work of {@code method}, a method of {@code owner}.
   *
   * @param remoteTypes the application's own remote annotations and types
   */
  static List<Work> of(
      Types types, TypeDeclaration<?> owner, MethodDeclaration method, Set<String> remoteTypes) {
    TransactionWork scanner = new TransactionWork(types, owner, remoteTypes);
    method.getBody().ifPresent(scanner::visit);
    return List.copyOf(scanner.work);
  }

  /** The work of a piece of code of {@code owner}, such as a callback argument. */
  static List<Work> of(Types types, TypeDeclaration<?> owner, Node code, Set<String> remoteTypes) {
    TransactionWork scanner = new TransactionWork(types, owner, remoteTypes);
    scanner.visit(code);
    return List.copyOf(scanner.work);
  }

  private void visit(Node node) {
    if (node instanceof LocalClassDeclarationStmt || node instanceof LocalRecordDeclarationStmt) {
      return;
    }
    if (node instanceof LambdaExpr lambda) {
      if (runsInline(lambda)) {
        visitChildren(lambda);
      }
      return;
    }
    if (node instanceof MethodReferenceExpr reference) {
      visitChildren(reference);
      if (runsInline(reference)) {
        record(reference);
      }
      return;
    }
    if (node instanceof ObjectCreationExpr creation) {
      creation.getScope().ifPresent(this::visit);
      creation.getArguments().forEach(this::visit);
      if (creation.getAnonymousClassBody().isPresent() && runsInline(creation)) {
        visitAnonymousClass(creation);
      }
      record(creation);
      return;
    }
    visitChildren(node);
    if (node instanceof MethodCallExpr call) {
      record(call);
    }
  }

  private void visitChildren(Node node) {
    for (Node child : node.getChildNodes()) {
      visit(child);
    }
  }

  private void visitAnonymousClass(ObjectCreationExpr creation) {
    boolean synchronization =
        types
            .resolve(creation.getType(), creation)
            .filter(type -> types.isSubtype(type, Transactions.TRANSACTION_SYNCHRONIZATION))
            .isPresent();
    for (BodyDeclaration<?> member : creation.getAnonymousClassBody().orElseThrow()) {
      if (synchronization
          && member instanceof MethodDeclaration method
          && Transactions.AFTER_COMPLETION_CALLBACKS.contains(method.getNameAsString())) {
        continue;
      }
      visit(member);
    }
  }

  private void record(Expression call) {
    Optional<SlowCalls.SlowCall> slow = slowCalls.describe(call);
    if (slow.isPresent()) {
      work.add(new Work(call, slow, Optional.empty()));
      return;
    }
    Optional<MethodDeclaration> self = selfCallee(call);
    List<MethodDeclaration> callees = self.isPresent() ? List.of(self.get()) : beanCallees(call);
    for (MethodDeclaration callee : callees) {
      work.add(new Work(call, Optional.empty(), Optional.of(callee)));
    }
  }

  /**
   * The methods with a body of other classes of the module's sources that the call may run on this
   * thread: a method of another bean (its proxy may start, join or suspend a transaction, but the
   * caller's connection stays taken either way), a static helper, or {@code super.m()}, which runs
   * the superclass's method and never an override. A call through an interface or an abstract
   * method of the module runs one of the implementations the module declares: each is a callee, in
   * the order of their names, so that the transaction is wide if any of them does slow work (the
   * bean wired in production is the one that matters, and a no-op or local variant beside it does
   * not make the transaction narrow). {@code @Async} methods run elsewhere.
   */
  private List<MethodDeclaration> beanCallees(Expression call) {
    if (!(call instanceof MethodCallExpr invocation) || invocation.getScope().isEmpty()) {
      return List.of();
    }
    boolean onSuper = invocation.getScope().get() instanceof SuperExpr;
    Optional<String> receiver;
    Optional<TypeDeclaration<?>> target;
    try {
      receiver = onSuper ? Optional.empty() : types.receiverType(invocation);
      target = onSuper ? superclass(owner) : receiver.flatMap(types::sourceDeclarationWithBodies);
    } catch (RuntimeException unresolved) {
      return List.of();
    }
    if (target.isEmpty() || target.get() == owner || isAsync(target.get())) {
      return List.of();
    }
    Optional<MethodDeclaration> declared = declaredCallee(target.get(), invocation);
    if (declared.isPresent()) {
      return isAsync(declared.get()) ? List.of() : List.of(declared.get());
    }
    if (onSuper || receiver.isEmpty()) {
      return List.of();
    }
    List<MethodDeclaration> implementations = new ArrayList<>();
    for (String subtype : types.sourceSubtypes(receiver.get())) {
      types
          .sourceDeclarationWithBodies(subtype)
          .filter(type -> type != owner && !isAsync(type))
          .flatMap(type -> ownMethod(type, invocation))
          .filter(method -> !method.isStatic() && !isAsync(method))
          .ifPresent(implementations::add);
    }
    return implementations;
  }

  /** The method the call runs in {@code target} or the nearest of its source superclasses. */
  private Optional<MethodDeclaration> declaredCallee(
      TypeDeclaration<?> target, MethodCallExpr invocation) {
    for (TypeDeclaration<?> type = target; type != null; type = superclass(type).orElse(null)) {
      Optional<MethodDeclaration> method = ownMethod(type, invocation);
      if (method.isPresent()) {
        return method;
      }
    }
    return Optional.empty();
  }

  /** A method {@code type} itself declares with a body that {@code invocation} may call. */
  private static Optional<MethodDeclaration> ownMethod(
      TypeDeclaration<?> type, MethodCallExpr invocation) {
    return type.getMethodsByName(invocation.getNameAsString()).stream()
        .filter(method -> method.getBody().isPresent() && !method.isPrivate())
        .filter(method -> Types.arityMatches(method, invocation.getArguments().size()))
        .findFirst();
  }

  private Optional<TypeDeclaration<?>> superclass(TypeDeclaration<?> type) {
    if (!(type instanceof ClassOrInterfaceDeclaration declaration)
        || declaration.isInterface()
        || declaration.getExtendedTypes().isEmpty()) {
      return Optional.empty();
    }
    return types
        .resolve(declaration.getExtendedTypes(0), declaration)
        .flatMap(types::sourceDeclarationWithBodies);
  }

  private boolean isAsync(NodeWithAnnotations<?> annotated) {
    return annotated.getAnnotations().stream()
        .anyMatch(
            annotation ->
                types
                    .resolve(annotation.getNameAsString(), annotation)
                    .filter(Transactions.ASYNC::equals)
                    .isPresent());
  }

  /** A method of the same class called on {@code this}, or a static one of it. */
  private Optional<MethodDeclaration> selfCallee(Expression call) {
    String name;
    int arguments;
    Optional<Expression> scope;
    if (call instanceof MethodCallExpr invocation) {
      name = invocation.getNameAsString();
      arguments = invocation.getArguments().size();
      scope = invocation.getScope();
    } else if (call instanceof MethodReferenceExpr reference) {
      name = reference.getIdentifier();
      arguments = -1;
      scope = Optional.of(reference.getScope());
    } else {
      return Optional.empty();
    }
    boolean onThis = scope.isEmpty() || scope.get() instanceof ThisExpr;
    boolean onOwner = scope.filter(this::namesOwner).isPresent();
    return owner.getMethodsByName(name).stream()
        .filter(method -> method.getBody().isPresent())
        .filter(method -> arguments < 0 || Types.arityMatches(method, arguments))
        .filter(method -> onThis || onOwner && method.isStatic())
        .findFirst();
  }

  private boolean namesOwner(Expression scope) {
    String name = owner.getNameAsString();
    return scope instanceof NameExpr simple && simple.getNameAsString().equals(name)
        || scope instanceof TypeExpr type && type.getType().asString().equals(name);
  }

  /**
   * An argument of a method call that is not known to run it later or elsewhere. Constructors (a
   * {@code Thread}, a {@code FutureTask}, a task object) store their function arguments.
   */
  private boolean runsInline(Expression function) {
    Node child = function;
    Node parent = function.getParentNode().orElse(null);
    while (parent instanceof EnclosedExpr
        || parent instanceof CastExpr
        || parent instanceof ConditionalExpr) {
      child = parent;
      parent = parent.getParentNode().orElse(null);
    }
    Node argument = child;
    return parent instanceof MethodCallExpr call
        && call.getArguments().stream().anyMatch(a -> a == argument)
        && !defers(call);
  }

  /**
   * Whether {@code call} hands its function arguments off (see {@link Transactions#HAND_OFFS});
   * when the receiver's type cannot be known, judged by the method's name: silence, not noise.
   */
  private boolean defers(MethodCallExpr call) {
    ApiMatchers.Call site = ApiMatchers.call(types, call);
    if (site.staticOwner().isEmpty() && site.receiver().isEmpty()) {
      String name = call.getNameAsString();
      return Transactions.HAND_OFF_NAMES.contains(name)
          || name.endsWith(Transactions.HAND_OFF_SUFFIX);
    }
    return site.matchesAny(Transactions.HAND_OFFS);
  }
}
