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
import com.github.javaparser.ast.stmt.BlockStmt;
import com.github.javaparser.ast.stmt.IfStmt;
import com.github.javaparser.ast.stmt.LocalClassDeclarationStmt;
import com.github.javaparser.ast.stmt.LocalRecordDeclarationStmt;
import com.github.javaparser.ast.stmt.ReturnStmt;
import com.github.javaparser.ast.stmt.Statement;
import com.github.javaparser.ast.stmt.ThrowStmt;
import dev.bottleneck.catalog.facts.SlowWork;
import dev.bottleneck.catalog.facts.Transactions;
import dev.bottleneck.maven.spi.Suppressions;
import dev.bottleneck.maven.types.SourceIndex;
import dev.bottleneck.maven.types.TypeFacts;
import dev.bottleneck.maven.types.Types;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * The work a method body does while it runs, in the order javac visits it: slow calls, calls of
 * other methods of the same class (a self-call bypasses the proxy and runs in the caller's
 * transaction), and calls of methods of other classes of the module's sources. Code that does not
 * run inline is left out: lambdas, method references and anonymous classes handed to executors,
 * schedulers, timers, threads, futures or reactive types (also through a method of the module that
 * only hands them to one, see {@link HandOffWrappers}), registered as transaction synchronizations,
 * passed to constructors or stored; the after-commit callbacks of a {@code
 * TransactionSynchronization}; local classes; and the statements after a guard that leaves when a
 * transaction is active ({@link #isTransactionGuard}), which run only without one.
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
  record Callee(Optional<Path> file, String type, int index) {
    // Written out as FileStamp's are, with the same answers as the record's own.
    @Override
    public boolean equals(Object other) {
      return other instanceof Callee that
          && Objects.equals(file, that.file)
          && Objects.equals(type, that.type)
          && index == that.index;
    }

    @Override
    public int hashCode() {
      int hash = 31 * Objects.hashCode(file) + Objects.hashCode(type);
      return 31 * hash + Integer.hashCode(index);
    }
  }

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

  private final Set<String> remoteTypes;

  private TransactionWork(Types types, TypeDeclaration<?> owner, Set<String> remoteTypes) {
    this.types = types;
    this.owner = owner;
    this.remoteTypes = remoteTypes;
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

  /**
   * What {@code callee} does, worked out from its declaration once for the module and kept (see
   * {@link Types#kept}) for every scan that reaches it; empty when its file no longer declares it
   * or does not parse whole. What is remote depends on the rule's options: they are part of the
   * key.
   */
  static Optional<Reached> reached(Types types, Callee callee, Set<String> remoteTypes) {
    Optional<Reached> known = kept(types, callee, remoteTypes);
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
    return Optional.of(
        keep(types, callee, owner, method, of(types, owner, method, remoteTypes), remoteTypes));
  }

  /** What a scan has kept of {@code callee} (see {@link #reached}), without working it out. */
  static Optional<Reached> kept(Types types, Callee callee, Set<String> remoteTypes) {
    return types.kept().get(Reached.class, new KeptKey(callee, remoteTypes));
  }

  /**
   * Keeps what {@code method}, the {@code index}-th method of {@code owner} in the file being
   * scanned, reaches, from the {@code work} its transaction's check found in this file's tree: as
   * {@link #reached} would work it out from the same declaration, so that another file's
   * transaction that calls it reads it without a parse of this file.
   */
  static void keep(
      Types types, TypeDeclaration<?> owner, int index, List<Work> work, Set<String> remoteTypes) {
    keep(
        types,
        callee(types, owner, index),
        owner,
        owner.getMethods().get(index),
        work,
        remoteTypes);
  }

  private static Reached keep(
      Types types,
      Callee callee,
      TypeDeclaration<?> owner,
      MethodDeclaration method,
      List<Work> work,
      Set<String> remoteTypes) {
    List<Step> steps = new ArrayList<>();
    for (Work step : work) {
      steps.add(new Step(step.slow(), step.callee()));
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
    return callee.file().isPresent() && isMember(owner)
        ? types.kept().keep(new KeptKey(callee, remoteTypes), reached)
        : reached;
  }

  /**
   * Whether the facts of {@code callee}'s type say that its body surely does no work (a getter, a
   * setter: no call, method reference or object creation; see {@link
   * TypeFacts.Method#bodyMayWork}), so that a path through it ends without reading its body: for a
   * method of another file, that body is a whole parse of the file.
   */
  static boolean doesNoWork(Types types, Callee callee) {
    return types
        .sourceFacts(callee.type())
        .filter(type -> type.file().equals(callee.file()))
        .filter(type -> callee.index() < type.methods().size())
        .filter(type -> !type.methods().get(callee.index()).bodyMayWork())
        .isPresent();
  }

  /** What the work of a callee is kept under: the callee, and the remote types it was judged by. */
  private record KeptKey(Callee callee, Set<String> remoteTypes) {
    // Written out as FileStamp's are, with the same answers as the record's own.
    @Override
    public boolean equals(Object other) {
      return other instanceof KeptKey that
          && Objects.equals(callee, that.callee)
          && Objects.equals(remoteTypes, that.remoteTypes);
    }

    @Override
    public int hashCode() {
      return 31 * Objects.hashCode(callee) + Objects.hashCode(remoteTypes);
    }
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
  static List<Work> of(Types types, TypeDeclaration<?> owner, Node code, Set<String> remoteTypes) {
    TransactionWork scanner = new TransactionWork(types, owner, remoteTypes);
    scanner.visit(code);
    return List.copyOf(scanner.work);
  }

  private void visit(Node node) {
    if (node instanceof LocalClassDeclarationStmt || node instanceof LocalRecordDeclarationStmt) {
      return;
    }
    if (node instanceof BlockStmt block) {
      for (Statement statement : block.getStatements()) {
        visit(statement);
        if (isTransactionGuard(statement)) {
          return;
        }
      }
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

  /**
   * {@code if (TransactionSynchronizationManager.isActualTransactionActive()) { ...; return; }}
   * without an else: with a transaction the block leaves, so what follows it in the enclosing block
   * runs only without one. A branch that may fall through, a negated or combined condition, or
   * {@code isSynchronizationActive()} guards nothing.
   */
  private boolean isTransactionGuard(Statement statement) {
    if (!(statement instanceof IfStmt guard) || guard.getElseStmt().isPresent()) {
      return false;
    }
    Expression condition = guard.getCondition();
    while (condition instanceof EnclosedExpr enclosed) {
      condition = enclosed.getInner();
    }
    return condition instanceof MethodCallExpr check
        && check.getArguments().isEmpty()
        && Transactions.ACTUAL_TRANSACTION_ACTIVE.named(check.getNameAsString())
        && ApiMatchers.call(types, check).matches(Transactions.ACTUAL_TRANSACTION_ACTIVE)
        && leaves(guard.getThenStmt());
  }

  /** Whether {@code statement} always ends in a {@code return} or a {@code throw}. */
  private static boolean leaves(Statement statement) {
    if (statement instanceof ReturnStmt || statement instanceof ThrowStmt) {
      return true;
    }
    return statement instanceof BlockStmt block
        && block.getStatements().isNonEmpty()
        && leaves(block.getStatements().getLast().orElseThrow());
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
    ApiMatchers.Call site = ApiMatchers.call(types, call);
    Optional<SlowCalls.SlowCall> slow = slowCalls.describe(site);
    if (slow.isPresent()) {
      work.add(new Work(call, slow, Optional.empty()));
      return;
    }
    Optional<Callee> self = selfCallee(call);
    List<Callee> callees = self.isPresent() ? List.of(self.get()) : beanCallees(site);
    for (Callee callee : callees) {
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
   * not make the transaction narrow). {@code @Async} methods run elsewhere. Found in the facts of
   * the module's types ({@link Types#sourceFacts}), which read no sibling whole. The receiver's
   * type is the one {@code site} found when asked whether the call is slow, not worked out again.
   */
  private List<Callee> beanCallees(ApiMatchers.Call site) {
    if (!(site.node() instanceof MethodCallExpr invocation) || invocation.getScope().isEmpty()) {
      return List.of();
    }
    Expression scope = invocation.getScope().get();
    boolean onSuper = scope instanceof SuperExpr;
    Optional<String> receiver;
    Optional<TypeFacts> target;
    try {
      receiver =
          onSuper
              ? Optional.empty()
              : scope instanceof ThisExpr
                  ? types.receiverType(invocation)
                  : site.staticOwner().or(site::receiver);
      target = onSuper ? superclass(types.factsOf(owner)) : receiver.flatMap(types::sourceFacts);
    } catch (RuntimeException unresolved) {
      return List.of();
    }
    if (target.isEmpty() || isOwner(target.get()) || isAsync(target.get().annotations())) {
      return List.of();
    }
    for (TypeFacts type = target.get(); type != null; type = superclass(type).orElse(null)) {
      Optional<Integer> index = ownMethod(type, invocation);
      if (index.isPresent()) {
        return isAsync(type.methods().get(index.get()).annotations())
            ? List.of()
            : List.of(new Callee(type.file(), type.name(), index.get()));
      }
    }
    if (onSuper || receiver.isEmpty()) {
      return List.of();
    }
    List<Callee> implementations = new ArrayList<>();
    for (String subtype : types.sourceSubtypes(receiver.get())) {
      Optional<TypeFacts> type =
          types.sourceFacts(subtype).filter(t -> !isOwner(t) && !isAsync(t.annotations()));
      if (type.isEmpty()) {
        continue;
      }
      ownMethod(type.get(), invocation)
          .filter(index -> !type.get().methods().get(index).isStatic())
          .filter(index -> !isAsync(type.get().methods().get(index).annotations()))
          .ifPresent(
              index ->
                  implementations.add(new Callee(type.get().file(), type.get().name(), index)));
    }
    return implementations;
  }

  /** The index of a method {@code type} itself declares with a body that {@code call} may run. */
  private static Optional<Integer> ownMethod(TypeFacts type, MethodCallExpr call) {
    String name = call.getNameAsString();
    int arguments = call.getArguments().size();
    List<TypeFacts.Method> methods = type.methods();
    for (int index = 0; index < methods.size(); index++) {
      TypeFacts.Method method = methods.get(index);
      if (method.name().equals(name)
          && method.hasBody()
          && !method.isPrivate()
          && method.arityMatches(arguments)) {
        return Optional.of(index);
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
    return receivingCall(function).filter(argument -> !defers(types, argument, true)).isPresent();
  }

  /**
   * Whether {@code function} (a lambda, method reference or anonymous class) is an argument of a
   * call that hands it off to run later or on another thread (see {@link #defers}).
   */
  static boolean handedOff(Types types, Expression function) {
    return receivingCall(function).filter(argument -> defers(types, argument, true)).isPresent();
  }

  /** The {@code index}-th argument of {@code call}. */
  private record Argument(MethodCallExpr call, int index) {}

  /** The method call that {@code function} is an argument of, through parentheses and casts. */
  private static Optional<Argument> receivingCall(Expression function) {
    Node child = function;
    Node parent = function.getParentNode().orElse(null);
    while (parent instanceof EnclosedExpr
        || parent instanceof CastExpr
        || parent instanceof ConditionalExpr) {
      child = parent;
      parent = parent.getParentNode().orElse(null);
    }
    if (!(parent instanceof MethodCallExpr call)) {
      return Optional.empty();
    }
    for (int index = 0; index < call.getArguments().size(); index++) {
      if (call.getArgument(index) == child) {
        return Optional.of(new Argument(call, index));
      }
    }
    return Optional.empty();
  }

  /**
   * Whether the call hands the argument off (see {@link Transactions#HAND_OFFS}), or, when {@code
   * throughWrappers}, runs a method of the module that only hands it to one ({@link
   * HandOffWrappers}); when the receiver's type cannot be known, judged by the method's name:
   * silence, not noise.
   */
  private static boolean defers(Types types, Argument argument, boolean throughWrappers) {
    MethodCallExpr call = argument.call();
    ApiMatchers.Call site = ApiMatchers.call(types, call);
    if (site.staticOwner().isEmpty() && site.receiver().isEmpty()) {
      String name = call.getNameAsString();
      return Transactions.HAND_OFF_NAMES.contains(name)
          || name.endsWith(Transactions.HAND_OFF_SUFFIX);
    }
    return site.matchesAny(Transactions.HAND_OFFS) && !site.matches(SlowWork.TASK_WAITS)
        || throughWrappers
            && HandOffWrappers.handsOff(
                types,
                site,
                call,
                argument.index(),
                inWrapper ->
                    receivingCall(inWrapper)
                        .filter(handOff -> defers(types, handOff, false))
                        .isPresent());
  }
}
