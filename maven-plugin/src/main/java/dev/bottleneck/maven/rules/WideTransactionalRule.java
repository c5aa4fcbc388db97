package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.ClassOrInterfaceDeclaration;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.expr.AnnotationExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.NormalAnnotationExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.expr.SingleMemberAnnotationExpr;
import com.github.javaparser.ast.expr.StringLiteralExpr;
import com.github.javaparser.ast.type.ClassOrInterfaceType;
import com.google.auto.service.AutoService;
import dev.bottleneck.catalog.Messages;
import dev.bottleneck.catalog.facts.Transactions;
import dev.bottleneck.maven.spi.JavaRule;
import dev.bottleneck.maven.spi.SourceFile;
import dev.bottleneck.maven.spi.Suppressions;
import dev.bottleneck.maven.types.SourceIndex;
import dev.bottleneck.maven.types.Types;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Slow non-database work (see {@link SlowCalls}) inside a transaction, reported at the slow call or
 * at the self-call that reaches it (see {@link TransactionWork}), once per line. A method runs in a
 * transaction when it carries Spring, Jakarta or javax {@code @Transactional} (directly or through
 * an annotation of the sources meta-annotated with Spring's), or is public in a class, or a
 * subclass of a source class, that carries one; unless the propagation runs without a transaction
 * (NOT_SUPPORTED, NEVER, SUPPORTS). Private and static methods are never intercepted by a proxy;
 * {@code @TransactionalEventListener} methods run after the publishing transaction.
 */
@AutoService(JavaRule.class)
public final class WideTransactionalRule implements JavaRule {
  static final String ID = "WideTransactional";

  /** Calls from the transactional method to the slow call, both included, as ArchUnit's rule. */
  static final int MAX_DEPTH = 8;

  @Override
  public String id() {
    return ID;
  }

  @Override
  public void check(SourceFile file) {
    Types types = file.types();
    Map<TypeDeclaration<?>, SlowPaths> byType = new IdentityHashMap<>();
    for (TypeDeclaration<?> type : SourceIndex.declaredTypes(file.unit())) {
      SlowPaths paths = byType.computeIfAbsent(type, t -> new SlowPaths(types, t));
      for (MethodDeclaration method : type.getMethods()) {
        if (isTransactional(types, type, method)
            // A transaction that runs once (start-up, a one-off migration) holds no connection
            // per call.
            && !RunsOnce.runsOnce(types, method.getBody().orElseThrow())) {
          report(
              file,
              paths,
              paths.workOf(method),
              Messages.wideTransactionalMethod(method.getNameAsString()));
        }
      }
    }
    for (MethodCallExpr call : file.all(MethodCallExpr.class)) {
      Optional<TypeDeclaration<?>> type =
          call.findAncestor(TypeDeclaration.class).map(t -> (TypeDeclaration<?>) t);
      if (type.isPresent()
          && isTransactionCallback(types, call)
          && !insideDeclaredOrOuterTransaction(types, call)
          && !RunsOnce.runsOnce(types, call)) {
        SlowPaths paths = byType.computeIfAbsent(type.get(), t -> new SlowPaths(types, t));
        List<TransactionWork.Work> work = new ArrayList<>();
        call.getArguments()
            .forEach(argument -> work.addAll(TransactionWork.of(types, type.get(), argument)));
        report(file, paths, work, Messages.wideTransactionalCallback(call.getNameAsString()));
      }
    }
  }

  /** {@code TransactionTemplate.execute(...)} and {@code executeWithoutResult(...)}. */
  private static boolean isTransactionCallback(Types types, MethodCallExpr call) {
    return ApiMatchers.call(types, call).matches(Transactions.TRANSACTION_CALLBACKS);
  }

  /**
   * Whether the callback's work is already checked as part of an enclosing transaction: that of a
   * declared transactional method, or of an outer callback that runs this one inline.
   */
  private static boolean insideDeclaredOrOuterTransaction(Types types, MethodCallExpr call) {
    for (Node node = call.getParentNode().orElse(null);
        node != null;
        node = node.getParentNode().orElse(null)) {
      if (node instanceof MethodCallExpr outer && isTransactionCallback(types, outer)) {
        return true;
      }
      if (node instanceof MethodDeclaration method) {
        return method.getParentNode().orElse(null) instanceof TypeDeclaration<?> type
            && isTransactional(types, type, method);
      }
      if (node instanceof TypeDeclaration<?>
          || node instanceof ObjectCreationExpr creation
              && creation.getAnonymousClassBody().isPresent()) {
        return false;
      }
    }
    return false;
  }

  private static void report(
      SourceFile file, SlowPaths paths, List<TransactionWork.Work> work, String transaction) {
    Set<Integer> reportedLines = new HashSet<>();
    for (TransactionWork.Work step : work) {
      Optional<Path> path =
          step.slow().isPresent()
              ? Optional.of(new Path(List.of(), step.slow().get()))
              : paths.pathToSlowWork(
                  step.callee().orElseThrow(),
                  Collections.newSetFromMap(new IdentityHashMap<>()),
                  1);
      if (path.isPresent() && reportedLines.add(SourceFile.position(step.site()).line)) {
        SlowCalls.SlowCall slow = path.get().slow();
        file.report(
            ID,
            step.site(),
            Messages.wideTransactional(transaction, path.get().steps(), slow.name(), slow.kind()));
      }
    }
  }

  static boolean isTransactional(Types types, TypeDeclaration<?> type, MethodDeclaration method) {
    if (method.isStatic() || method.isPrivate() || method.getBody().isEmpty()) {
      return false;
    }
    Optional<AnnotationExpr> own = transactional(types, method.getAnnotations());
    if (own.isPresent()) {
      return startsOrJoins(types, own.get());
    }
    Optional<AnnotationExpr> listener =
        method.getAnnotations().stream()
            .filter(
                a ->
                    types
                        .resolve(a.getNameAsString(), a)
                        .filter(Transactions.TRANSACTIONAL_EVENT_LISTENER::equals)
                        .isPresent())
            .findFirst();
    if (listener.isPresent()) {
      // Runs in the publisher's transaction before commit, or after it has completed.
      return attribute(listener.get(), Transactions.LISTENER_PHASE)
          .equals(Transactions.LISTENER_INSIDE_PHASE);
    }
    List<MethodDeclaration> overridden = overridden(types, type, method);
    for (MethodDeclaration declared : overridden) {
      Optional<AnnotationExpr> inherited = transactional(types, declared.getAnnotations());
      if (inherited.isPresent()) {
        // Spring reads the annotation of the interface or superclass method that is implemented.
        return startsOrJoins(types, inherited.get());
      }
    }
    if (!method.isPublic()) {
      return false;
    }
    Set<String> seen = new HashSet<>();
    for (Optional<TypeDeclaration<?>> current = Optional.of(type);
        current.isPresent() && seen.add(current.get().getFullyQualifiedName().orElse(""));
        current = superclass(types, current.get())) {
      Optional<AnnotationExpr> inherited = transactional(types, current.get().getAnnotations());
      if (inherited.isPresent()) {
        return startsOrJoins(types, inherited.get());
      }
    }
    // An annotated interface counts for the methods of it that the class implements.
    for (MethodDeclaration declared : overridden) {
      if (declared.getParentNode().orElse(null) instanceof ClassOrInterfaceDeclaration declaring
          && declaring.isInterface()) {
        Optional<AnnotationExpr> inherited = transactional(types, declaring.getAnnotations());
        if (inherited.isPresent()) {
          return startsOrJoins(types, inherited.get());
        }
      }
    }
    return false;
  }

  /**
   * The methods of the module's superclasses and interfaces of {@code type} that {@code method}
   * overrides (same name and arity), nearest first; library supertypes are not read.
   */
  private static List<MethodDeclaration> overridden(
      Types types, TypeDeclaration<?> type, MethodDeclaration method) {
    List<MethodDeclaration> overridden = new ArrayList<>();
    Set<TypeDeclaration<?>> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    List<TypeDeclaration<?>> pending = new ArrayList<>(supertypes(types, type));
    while (!pending.isEmpty()) {
      TypeDeclaration<?> supertype = pending.remove(0);
      if (!seen.add(supertype)) {
        continue;
      }
      for (MethodDeclaration candidate : supertype.getMethodsByName(method.getNameAsString())) {
        if (!candidate.isPrivate()
            && !candidate.isStatic()
            && candidate.getParameters().size() == method.getParameters().size()) {
          overridden.add(candidate);
        }
      }
      pending.addAll(supertypes(types, supertype));
    }
    return overridden;
  }

  private static List<TypeDeclaration<?>> supertypes(Types types, TypeDeclaration<?> type) {
    if (!(type instanceof ClassOrInterfaceDeclaration declaration)) {
      return List.of();
    }
    List<TypeDeclaration<?>> supertypes = new ArrayList<>();
    for (ClassOrInterfaceType supertype : declaration.getExtendedTypes()) {
      types
          .resolve(supertype, declaration)
          .flatMap(types::sourceDeclaration)
          .ifPresent(supertypes::add);
    }
    for (ClassOrInterfaceType supertype : declaration.getImplementedTypes()) {
      types
          .resolve(supertype, declaration)
          .flatMap(types::sourceDeclaration)
          .ifPresent(supertypes::add);
    }
    return supertypes;
  }

  /** The transactional annotation among these, directly or as a composed annotation. */
  private static Optional<AnnotationExpr> transactional(
      Types types, List<AnnotationExpr> annotations) {
    for (AnnotationExpr annotation : annotations) {
      if (types
          .resolve(annotation.getNameAsString(), annotation)
          .filter(Transactions.TRANSACTIONAL_ANNOTATIONS::contains)
          .isPresent()) {
        return Optional.of(annotation);
      }
    }
    for (AnnotationExpr annotation : annotations) {
      Optional<AnnotationExpr> meta =
          types
              .resolve(annotation.getNameAsString(), annotation)
              .flatMap(types::sourceDeclaration)
              .flatMap(
                  declaration ->
                      declaration.getAnnotations().stream()
                          .filter(
                              candidate ->
                                  types
                                      .resolve(candidate.getNameAsString(), candidate)
                                      .filter(Transactions.SPRING_TRANSACTIONAL::equals)
                                      .isPresent())
                          .findFirst());
      if (meta.isPresent()) {
        return meta;
      }
    }
    return Optional.empty();
  }

  /**
   * Whether the annotation starts or joins a database transaction: not with a propagation that runs
   * without one, nor bound to a message broker's transaction manager.
   */
  private static boolean startsOrJoins(Types types, AnnotationExpr annotation) {
    String type = types.resolve(annotation.getNameAsString(), annotation).orElse("");
    if (Transactions.WITHOUT_TRANSACTION.contains(
        attribute(annotation, Transactions.propagationAttribute(type)))) {
      return false;
    }
    return !type.equals(Transactions.SPRING_TRANSACTIONAL)
        || Transactions.TRANSACTION_MANAGER_ATTRIBUTES.stream()
            .map(name -> stringAttribute(annotation, name))
            .noneMatch(Transactions::namesMessagingTransactionManager);
  }

  /** The string given literally for {@code attribute}, or "". */
  private static String stringAttribute(AnnotationExpr annotation, String attribute) {
    return value(annotation, attribute) instanceof StringLiteralExpr literal
        ? literal.getValue()
        : "";
  }

  /** The name of the enum constant given explicitly for {@code attribute}, or "". */
  private static String attribute(AnnotationExpr annotation, String attribute) {
    Expression value = value(annotation, attribute);
    return value instanceof FieldAccessExpr access
        ? access.getNameAsString()
        : value instanceof NameExpr name ? name.getNameAsString() : "";
  }

  /** The value given explicitly for {@code attribute}, or null. */
  private static Expression value(AnnotationExpr annotation, String attribute) {
    Expression value = null;
    if (annotation instanceof SingleMemberAnnotationExpr single && attribute.equals("value")) {
      value = single.getMemberValue();
    } else if (annotation instanceof NormalAnnotationExpr normal) {
      value =
          normal.getPairs().stream()
              .filter(pair -> pair.getNameAsString().equals(attribute))
              .map(pair -> pair.getValue())
              .findFirst()
              .orElse(null);
    }
    return value;
  }

  private static Optional<TypeDeclaration<?>> superclass(Types types, TypeDeclaration<?> type) {
    if (!(type instanceof ClassOrInterfaceDeclaration declaration)
        || declaration.getExtendedTypes().isEmpty()
        || declaration.isInterface()) {
      return Optional.empty();
    }
    ClassOrInterfaceType extended = declaration.getExtendedTypes(0);
    return types.resolve(extended, declaration).flatMap(types::sourceDeclaration);
  }

  /** A chain of calls ({@code a()}, {@code Notifier.b()}) that ends in a slow call. */
  private record Path(List<String> steps, SlowCalls.SlowCall slow) {
    Path after(String step) {
      List<String> longer = new ArrayList<>();
      longer.add(step);
      longer.addAll(steps);
      return new Path(longer, slow);
    }
  }

  /**
   * The paths from the methods of one class to slow work, and the work of each method: through
   * methods of the same class, and of other classes of the module, up to {@link #MAX_DEPTH} calls.
   */
  private static final class SlowPaths {
    private final Types types;
    private final TypeDeclaration<?> type;
    private final Map<MethodDeclaration, List<TransactionWork.Work>> work = new IdentityHashMap<>();

    SlowPaths(Types types, TypeDeclaration<?> type) {
      this.types = types;
      this.type = type;
    }

    List<TransactionWork.Work> workOf(MethodDeclaration method) {
      return work.computeIfAbsent(
          method,
          m ->
              m.getParentNode().orElse(null) instanceof TypeDeclaration<?> declaring
                  ? TransactionWork.of(types, declaring, m)
                  : List.of());
    }

    /**
     * The first chain of calls from {@code method}, reached by the {@code depth}-th call of the
     * path, to slow work; methods already searched, and methods whose own findings are suppressed,
     * are skipped.
     */
    Optional<Path> pathToSlowWork(
        MethodDeclaration method, Set<MethodDeclaration> searched, int depth) {
      if (depth >= MAX_DEPTH || Suppressions.isSuppressed(method, ID) || !searched.add(method)) {
        return Optional.empty();
      }
      String step = Messages.wideTransactionalStep(ownerName(method), method.getNameAsString());
      boolean ownClass = topLevel(method) == topLevel(type);
      for (TransactionWork.Work work : workOf(method)) {
        if (work.slow().isPresent()) {
          if (ownClass || work.slow().get().kind().countsInOtherClasses()) {
            return Optional.of(new Path(List.of(step), work.slow().get()));
          }
          continue;
        }
        Optional<Path> rest = pathToSlowWork(work.callee().orElseThrow(), searched, depth + 1);
        if (rest.isPresent()) {
          return Optional.of(rest.get().after(step));
        }
      }
      return Optional.empty();
    }

    /** The outermost type around {@code node}, or the node itself when it is not in one. */
    private static Node topLevel(Node node) {
      Node top = node;
      for (Node current = node; current != null; current = current.getParentNode().orElse(null)) {
        if (current instanceof TypeDeclaration<?>) {
          top = current;
        }
      }
      return top;
    }

    /** "" for a method of the transaction's own class, else its class's simple name. */
    private String ownerName(MethodDeclaration method) {
      return method.getParentNode().orElse(null) instanceof TypeDeclaration<?> declaring
              && declaring != type
          ? declaring.getNameAsString()
          : "";
    }
  }
}
