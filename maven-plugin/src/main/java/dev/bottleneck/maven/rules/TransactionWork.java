package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.BodyDeclaration;
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
import com.github.javaparser.ast.stmt.LocalClassDeclarationStmt;
import com.github.javaparser.ast.stmt.LocalRecordDeclarationStmt;
import dev.bottleneck.catalog.facts.Transactions;
import dev.bottleneck.maven.spi.Suppressions;
import dev.bottleneck.maven.types.SourceIndex;
import dev.bottleneck.maven.types.TypeFacts;
import dev.bottleneck.maven.types.Types;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

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
  record Work(Node site, Optional<SlowCalls.SlowCall> slow, Optional<Callee> callee) {}

  /**
   * A method that work calls, by the file that declares it (empty: the file being scanned, when it
   * is not on disk), its type's qualified name and its place among the type's methods: the same
   * method whichever file's scan found it, so that what it does is worked out once for the module.
   */
  record Callee(Optional<Path> file, String type, int index) {}

  /**
   * What a path through a callee reads of it, without its tree: its name; its class's simple name,
   * qualified name and outermost class; whether its findings of the rule are suppressed; its work,
   * without the call sites. A function of the module's text: every call it names is resolved as the
   * callee's own file resolves it.
   */
  record Reached(
      String name,
      String ownerName,
      String owner,
      String outermost,
      boolean suppressed,
      List<Step> work) {}

  /** One piece of a callee's work: a slow call, or a call of another callee. */
  record Step(Optional<SlowCalls.SlowCall> slow, Optional<Callee> callee) {}

  private final Types types;
  private final TypeDeclaration<?> owner;
  private final SlowCalls slowCalls;
  private final List<Work> work = new ArrayList<>();

  private TransactionWork(Types types, TypeDeclaration<?> owner) {
    this.types = types;
    this.owner = owner;
    this.slowCalls = new SlowCalls(types);
  }

  static List<Work> of(Types types, TypeDeclaration<?> owner, MethodDeclaration method) {
    TransactionWork scanner = new TransactionWork(types, owner);
    method.getBody().ifPresent(scanner::visit);
    return List.copyOf(scanner.work);
  }

  /**
   * What {@code callee} does, worked out from its declaration once for the module and kept (see
   * {@link Types#kept}) for every scan that reaches it; empty when its file no longer declares it
   * or does not parse whole.
   */
  static Optional<Reached> reached(Types types, Callee callee) {
    Optional<Reached> known = types.kept().get(Reached.class, callee);
    if (known.isPresent()) {
      return known;
    }
    Optional<TypeDeclaration<?>> declaring =
        types.sourceDeclarationWithBodies(callee.file(), callee.type());
    if (declaring.isEmpty() || callee.index() >= declaring.get().getMethods().size()) {
      return Optional.empty();
    }
    TypeDeclaration<?> owner = declaring.get();
    MethodDeclaration method = owner.getMethods().get(callee.index());
    List<Step> steps = new ArrayList<>();
    for (Work work : of(types, owner, method)) {
      steps.add(new Step(work.slow(), work.callee()));
    }
    Reached reached =
        new Reached(
            method.getNameAsString(),
            owner.getNameAsString(),
            callee.type(),
            SourceIndex.nameOf(outermost(owner)).orElse(""),
            Suppressions.isSuppressed(method, WideTransactionalRule.ID),
            List.copyOf(steps));
    // A local class's name may be another local class's: only member types are kept.
    return Optional.of(
        callee.file().isPresent() && isMember(owner)
            ? types.kept().keep(callee, reached)
            : reached);
  }

  /** The callee that is the {@code index}-th method of {@code owner}, as found in its tree. */
  static Callee callee(Types types, TypeDeclaration<?> owner, int index) {
    return new Callee(types.fileOf(owner), SourceIndex.nameOf(owner).orElse(""), index);
  }

  /** The outermost type around {@code type}, or {@code type} itself. */
  static TypeDeclaration<?> outermost(TypeDeclaration<?> type) {
    TypeDeclaration<?> top = type;
    for (Node current = type; current != null; current = current.getParentNode().orElse(null)) {
      if (current instanceof TypeDeclaration<?> outer) {
        top = outer;
      }
    }
    return top;
  }

  /** A top-level type, or a member type of one: what a qualified name finds in a sibling. */
  private static boolean isMember(TypeDeclaration<?> type) {
    Node parent = type.getParentNode().orElse(null);
    return parent instanceof CompilationUnit
        || parent instanceof TypeDeclaration<?> outer && isMember(outer);
  }

  /** The work of a piece of code of {@code owner}, such as a callback argument. */
  static List<Work> of(Types types, TypeDeclaration<?> owner, Node code) {
    TransactionWork scanner = new TransactionWork(types, owner);
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
    selfCallee(call)
        .or(() -> beanCallee(call))
        .ifPresent(callee -> work.add(new Work(call, Optional.empty(), Optional.of(callee))));
  }

  /**
   * A method with a body of another class of the module's sources that the call runs on this
   * thread: a method of another bean (its proxy may start, join or suspend a transaction, but the
   * caller's connection stays taken either way), a static helper, or {@code super.m()}, which runs
   * the superclass's method and never an override. {@code @Async} methods run elsewhere. Found in
   * the facts of the module's types ({@link Types#sourceFacts}), which read no sibling whole.
   */
  private Optional<Callee> beanCallee(Expression call) {
    if (!(call instanceof MethodCallExpr invocation) || invocation.getScope().isEmpty()) {
      return Optional.empty();
    }
    Optional<TypeFacts> target;
    try {
      target =
          invocation.getScope().get() instanceof SuperExpr
              ? superclass(types.factsOf(owner))
              : types.receiverType(invocation).flatMap(types::sourceFacts);
    } catch (RuntimeException unresolved) {
      return Optional.empty();
    }
    if (target.isEmpty() || isOwner(target.get()) || isAsync(target.get().annotations())) {
      return Optional.empty();
    }
    String name = invocation.getNameAsString();
    int arguments = invocation.getArguments().size();
    for (TypeFacts type = target.get(); type != null; type = superclass(type).orElse(null)) {
      List<TypeFacts.Method> methods = type.methods();
      for (int index = 0; index < methods.size(); index++) {
        TypeFacts.Method method = methods.get(index);
        if (method.name().equals(name)
            && method.hasBody()
            && !method.isPrivate()
            && method.arityMatches(arguments)) {
          return isAsync(method.annotations())
              ? Optional.empty()
              : Optional.of(new Callee(type.file(), type.name(), index));
        }
      }
    }
    return Optional.empty();
  }

  /** Whether {@code type} is the class whose work this is. */
  private boolean isOwner(TypeFacts type) {
    return type.file().equals(types.fileOf(owner))
        && type.name().equals(SourceIndex.nameOf(owner).orElse(""));
  }

  private Optional<TypeFacts> superclass(TypeFacts type) {
    return type.superclass().flatMap(types::sourceFacts);
  }

  private static boolean isAsync(List<TypeFacts.Annotation> annotations) {
    return annotations.stream().anyMatch(a -> a.type().equals(Transactions.ASYNC));
  }

  /** A method of the same class called on {@code this}, or a static one of it. */
  private Optional<Callee> selfCallee(Expression call) {
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
    List<MethodDeclaration> methods = owner.getMethods();
    for (int index = 0; index < methods.size(); index++) {
      MethodDeclaration method = methods.get(index);
      if (method.getNameAsString().equals(name)
          && method.getBody().isPresent()
          && (arguments < 0 || Types.arityMatches(method, arguments))
          && (onThis || onOwner && method.isStatic())) {
        return Optional.of(callee(types, owner, index));
      }
    }
    return Optional.empty();
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
