package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.google.auto.service.AutoService;
import dev.bottleneck.catalog.Messages;
import dev.bottleneck.catalog.RuleOption;
import dev.bottleneck.catalog.RuleOptions;
import dev.bottleneck.catalog.facts.Transactions;
import dev.bottleneck.maven.spi.FileText;
import dev.bottleneck.maven.spi.JavaRule;
import dev.bottleneck.maven.spi.SourceFile;
import dev.bottleneck.maven.types.FileWords;
import dev.bottleneck.maven.types.ModuleTypeNames;
import dev.bottleneck.maven.types.SourceIndex;
import dev.bottleneck.maven.types.TypeFacts;
import dev.bottleneck.maven.types.Types;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BooleanSupplier;

/**
 * Slow non-database work (see {@link SlowCalls}) inside a transaction, reported at the slow call or
 * at the self-call that reaches it (see {@link TransactionWork}), once per line. A method runs in a
 * transaction when it carries Spring, Jakarta or javax {@code @Transactional} (directly or through
 * an annotation of the sources meta-annotated with Spring's), or is public in a class, or a
 * subclass of a source class, that carries one; unless the propagation runs without a transaction
 * (NOT_SUPPORTED, NEVER, SUPPORTS). Private and static methods are never intercepted by a proxy,
 * nor is a method its own class only calls from code handed to another thread ({@link
 * OffThreadSelfCalls}); {@code @TransactionalEventListener} methods run after the publishing
 * transaction.
 */
@AutoService(JavaRule.class)
public final class WideTransactionalRule implements JavaRule {
  static final String ID = "WideTransactional";

  /** Calls from the transactional method to the slow call, both included, as ArchUnit's rule. */
  static final int MAX_DEPTH = 8;

  private static final RuleOption<Set<String>> REMOTE_TYPES =
      RuleOptions.WIDE_TRANSACTIONAL_REMOTE_TYPES;

  /** The simple names of the annotations that make a method transactional or run it in one. */
  private static final Set<String> TRANSACTIONAL_WORDS = transactionalWords();

  private final Set<String> remoteTypes;

  /** The rule without remote types of the application's own, as the scanner loads it. */
  public WideTransactionalRule() {
    this(Map.of());
  }

  /**
   * @param options the scan's rule options; {@code WideTransactional:RemoteTypes} names the
   *     application's own remote annotations and types
   * @throws IllegalArgumentException naming a bad type name
   */
  public WideTransactionalRule(Map<String, String> options) {
    this.remoteTypes = REMOTE_TYPES.parse(options.get(REMOTE_TYPES.key())).orElseThrow();
  }

  @Override
  public String id() {
    return ID;
  }

  @Override
  public Set<String> options() {
    return Set.of(REMOTE_TYPES.key());
  }

  @Override
  public JavaRule configure(Map<String, String> options) {
    return new WideTransactionalRule(options);
  }

  /**
   * A finding sits in a transactional method or in a transaction callback of the file. A method is
   * transactional by an annotation the file writes, by a composed annotation declared in a file
   * that uses one, or through a supertype of the module declared in a file that annotates with
   * either, or below one: the file then writes the name of that annotation, or that supertype's
   * after {@code extends} or {@code implements}.
   */
  @Override
  public boolean mayReport(FileText text) {
    FileWords words = text.words();
    if (ApiWords.mayName(text, List.of(Transactions.TRANSACTION_CALLBACKS))
        || words.hasAny(TRANSACTIONAL_WORDS)) {
      return true;
    }
    ModuleTypeNames module = text.module();
    Optional<Set<String>> composed = module.annotationsDeclaredWhereAnnotated(TRANSACTIONAL_WORDS);
    if (composed.isEmpty() || words.hasAny(composed.get())) {
      return true;
    }
    Optional<Set<String>> below = declaredWhereTransactional(module).flatMap(module::below);
    return below.isEmpty()
        || !words.sure()
        || words.supertypes().stream().anyMatch(below.get()::contains);
  }

  @Override
  public void check(SourceFile file) {
    Types types = file.types();
    Map<TypeDeclaration<?>, SlowPaths> byType = new IdentityHashMap<>();
    for (TypeDeclaration<?> type : SourceIndex.declaredTypes(file.unit())) {
      SlowPaths paths = byType.computeIfAbsent(type, t -> new SlowPaths(types, t, remoteTypes));
      List<MethodDeclaration> methods = type.getMethods();
      for (int index = 0; index < methods.size(); index++) {
        MethodDeclaration method = methods.get(index);
        if (isTransactional(types, type, method) && paths.mayReachSlowWork(index)) {
          report(
              file,
              paths,
              paths.workOf(index),
              Messages.wideTransactionalMethod(method.getNameAsString()),
              () ->
                  RunsOnce.runsOnce(types, method.getBody().orElseThrow())
                      || OffThreadSelfCalls.only(types, type, method));
        }
      }
    }
    for (MethodCallExpr call : file.all(MethodCallExpr.class)) {
      Optional<TypeDeclaration<?>> type =
          call.findAncestor(TypeDeclaration.class).map(t -> (TypeDeclaration<?>) t);
      if (type.isPresent()
          && isTransactionCallback(types, call)
          && !insideDeclaredOrOuterTransaction(types, call)) {
        SlowPaths paths =
            byType.computeIfAbsent(type.get(), t -> new SlowPaths(types, t, remoteTypes));
        List<TransactionWork.Work> work = new ArrayList<>();
        call.getArguments()
            .forEach(
                argument ->
                    work.addAll(TransactionWork.of(types, type.get(), argument, remoteTypes)));
        report(
            file,
            paths,
            work,
            Messages.wideTransactionalCallback(call.getNameAsString()),
            () -> RunsOnce.runsOnce(types, call));
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

  /**
   * Reports each piece of the transaction's work that reaches slow work, unless the transaction
   * holds no connection per call ({@code holdsNone}): it runs once (start-up, a one-off migration),
   * or never starts (a method its class only calls on another thread, see {@link
   * OffThreadSelfCalls}). Asked only once there is something to report, since most transactions
   * reach no slow work and the question reads the callers of the method across the module.
   */
  private static void report(
      SourceFile file,
      SlowPaths paths,
      List<TransactionWork.Work> work,
      String transaction,
      BooleanSupplier holdsNone) {
    Set<Integer> reportedLines = new HashSet<>();
    for (TransactionWork.Work step : work) {
      Optional<Path> path =
          step.slow().isPresent()
              ? Optional.of(new Path(List.of(), step.slow().get()))
              : paths.pathToSlowWork(step.callee().orElseThrow(), new HashSet<>(), 1);
      if (path.isPresent() && reportedLines.isEmpty() && holdsNone.getAsBoolean()) {
        return;
      }
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
    List<TypeFacts.Annotation> annotations = TypeFacts.annotations(method, types::resolve);
    Optional<Boolean> own = transaction(types, annotations);
    if (own.isPresent()) {
      return own.get();
    }
    Optional<TypeFacts.Annotation> listener =
        annotations.stream()
            .filter(a -> a.type().equals(Transactions.TRANSACTIONAL_EVENT_LISTENER))
            .findFirst();
    if (listener.isPresent()) {
      // Runs in the publisher's transaction before commit, or after it has completed.
      return listener
          .get()
          .constant(Transactions.LISTENER_PHASE)
          .equals(Transactions.LISTENER_INSIDE_PHASE);
    }
    TypeFacts declaring = types.factsOf(type);
    if (!mayInheritTransaction(types, declaring)) {
      // What the walks below would find: only the class's own annotation can decide.
      return method.isPublic() && transaction(types, declaring.annotations()).orElse(false);
    }
    List<Overridden> overridden =
        overridden(types, declaring, method.getNameAsString(), method.getParameters().size());
    for (Overridden declared : overridden) {
      Optional<Boolean> inherited = transaction(types, declared.method().annotations());
      if (inherited.isPresent()) {
        // Spring reads the annotation of the interface or superclass method that is implemented.
        return inherited.get();
      }
    }
    if (!method.isPublic()) {
      return false;
    }
    Set<String> seen = new HashSet<>();
    for (Optional<TypeFacts> current = Optional.of(declaring);
        current.isPresent() && seen.add(current.get().name());
        current = current.get().superclass().flatMap(types::sourceFacts)) {
      Optional<Boolean> inherited = transaction(types, current.get().annotations());
      if (inherited.isPresent()) {
        return inherited.get();
      }
    }
    // An annotated interface counts for the methods of it that the class implements.
    for (Overridden declared : overridden) {
      if (declared.owner().kind() == TypeFacts.Kind.INTERFACE) {
        Optional<Boolean> inherited = transaction(types, declared.owner().annotations());
        if (inherited.isPresent()) {
          return inherited.get();
        }
      }
    }
    return false;
  }

  /**
   * The simple names of the module's types declared in a file that writes a transactional
   * annotation, or one of the module's annotations declared in a file that does (a composed
   * annotation); empty when the module's files cannot all be read.
   */
  private static Optional<Set<String>> declaredWhereTransactional(ModuleTypeNames module) {
    return module
        .annotationsDeclaredWhereAnnotated(TRANSACTIONAL_WORDS)
        .flatMap(
            composed -> {
              Set<String> annotating = new HashSet<>(TRANSACTIONAL_WORDS);
              annotating.addAll(composed);
              return module.declaredWhereAnnotated(Set.copyOf(annotating));
            });
  }

  /**
   * Whether a type of the module above {@code type} may make its methods transactional: whether one
   * of the types it may extend or implement, directly or through others, is declared in a file that
   * writes a transactional or composed annotation. Read from the module's text ({@link
   * ModuleTypeNames}, whose answers hold more names than a parse would, never fewer), so that the
   * declarations of the supertypes, a parse of each of their files, are read only where one may
   * carry the annotation on itself or on a method.
   */
  private static boolean mayInheritTransaction(Types types, TypeFacts type) {
    ModuleTypeNames module = types.typeNames();
    Optional<Set<String>> annotated = declaredWhereTransactional(module);
    if (annotated.isEmpty()) {
      return true;
    }
    List<String> supertypes = new ArrayList<>(type.supertypes());
    type.superclass().ifPresent(supertypes::add);
    for (String supertype : supertypes) {
      Optional<Set<String>> above =
          module.above(supertype.substring(supertype.lastIndexOf('.') + 1));
      if (above.isEmpty() || above.get().stream().anyMatch(annotated.get()::contains)) {
        return true;
      }
    }
    return false;
  }

  private static Set<String> transactionalWords() {
    Set<String> words = new HashSet<>();
    Transactions.TRANSACTIONAL_ANNOTATIONS.forEach(type -> words.add(ApiWords.simpleName(type)));
    words.add(ApiWords.simpleName(Transactions.TRANSACTIONAL_EVENT_LISTENER));
    return Set.copyOf(words);
  }

  /** A method of a supertype that a method overrides, with the type that declares it. */
  private record Overridden(TypeFacts owner, TypeFacts.Method method) {}

  /**
   * The methods of the module's superclasses and interfaces of {@code type} that a method named
   * {@code name} with {@code parameters} parameters overrides, nearest first; library supertypes
   * are not read.
   */
  private static List<Overridden> overridden(
      Types types, TypeFacts type, String name, int parameters) {
    List<Overridden> overridden = new ArrayList<>();
    Set<TypeFacts> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    List<TypeFacts> pending = new ArrayList<>(supertypes(types, type));
    while (!pending.isEmpty()) {
      TypeFacts supertype = pending.remove(0);
      if (!seen.add(supertype)) {
        continue;
      }
      for (TypeFacts.Method candidate : supertype.methods()) {
        if (candidate.name().equals(name)
            && !candidate.isPrivate()
            && !candidate.isStatic()
            && candidate.parameters() == parameters) {
          overridden.add(new Overridden(supertype, candidate));
        }
      }
      pending.addAll(supertypes(types, supertype));
    }
    return overridden;
  }

  /** The source supertypes of a class or interface, in the order written. */
  private static List<TypeFacts> supertypes(Types types, TypeFacts type) {
    if (type.kind() != TypeFacts.Kind.CLASS && type.kind() != TypeFacts.Kind.INTERFACE) {
      return List.of();
    }
    return type.supertypes().stream().map(types::sourceFacts).flatMap(Optional::stream).toList();
  }

  /**
   * Whether the transactional annotation among these, directly or as a composed annotation, starts
   * or joins a transaction; empty when none is transactional.
   */
  private static Optional<Boolean> transaction(
      Types types, List<TypeFacts.Annotation> annotations) {
    for (TypeFacts.Annotation annotation : annotations) {
      if (Transactions.TRANSACTIONAL_ANNOTATIONS.contains(annotation.type())) {
        return Optional.of(startsOrJoins(annotation));
      }
    }
    for (TypeFacts.Annotation annotation : annotations) {
      Optional<TypeFacts.Annotation> meta =
          types
              .sourceFacts(annotation.type())
              .flatMap(
                  declaration ->
                      declaration.annotations().stream()
                          .filter(
                              candidate ->
                                  candidate.type().equals(Transactions.SPRING_TRANSACTIONAL))
                          .findFirst());
      if (meta.isPresent()) {
        return Optional.of(startsOrJoins(meta.get()));
      }
    }
    return Optional.empty();
  }

  /**
   * Whether the annotation starts or joins a database transaction: not with a propagation that runs
   * without one, nor bound to a message broker's transaction manager.
   */
  private static boolean startsOrJoins(TypeFacts.Annotation annotation) {
    String type = annotation.type();
    if (Transactions.WITHOUT_TRANSACTION.contains(
        annotation.constant(Transactions.propagationAttribute(type)))) {
      return false;
    }
    return !type.equals(Transactions.SPRING_TRANSACTIONAL)
        || Transactions.TRANSACTION_MANAGER_ATTRIBUTES.stream()
            .map(annotation::string)
            .noneMatch(Transactions::namesMessagingTransactionManager);
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
   * A method reached in another class is read from what the module keeps of it ({@link
   * TransactionWork#reached}), not from a sibling's tree.
   */
  private static final class SlowPaths {
    private final Types types;
    private final TypeDeclaration<?> type;
    private final Optional<java.nio.file.Path> file;
    private final String name;
    private final String outermost;
    private final Set<String> remoteTypes;

    SlowPaths(Types types, TypeDeclaration<?> type, Set<String> remoteTypes) {
      this.types = types;
      this.type = type;
      this.file = types.fileOf(type);
      this.name = SourceIndex.nameOf(type).orElse("");
      this.outermost = SourceIndex.nameOf(TransactionWork.outermost(type)).orElse("");
      this.remoteTypes = remoteTypes;
    }

    /**
     * The work of the {@code index}-th method of the class, kept for the module as what a call of
     * it reaches (see {@link TransactionWork#reached}).
     */
    List<TransactionWork.Work> workOf(int index) {
      List<TransactionWork.Work> found =
          TransactionWork.of(types, type, type.getMethods().get(index), remoteTypes);
      TransactionWork.keep(types, type, index, found, remoteTypes);
      return found;
    }

    /**
     * Whether the {@code index}-th method of the class may reach slow work: false only when what it
     * reaches is kept already (a transaction of this file or of another reached it first) and no
     * piece of it is or leads to slow work, which spares the walk of its body, where the types of
     * every call's receiver are worked out.
     */
    boolean mayReachSlowWork(int index) {
      Optional<TransactionWork.Reached> kept =
          TransactionWork.kept(types, TransactionWork.callee(types, type, index), remoteTypes);
      return kept.isEmpty()
          || kept.get().work().stream()
              .anyMatch(
                  step ->
                      step.slow().isPresent()
                          || pathToSlowWork(step.callee().orElseThrow(), new HashSet<>(), 1)
                              .isPresent());
    }

    /**
     * The first chain of calls from {@code method}, reached by the {@code depth}-th call of the
     * path, to slow work; methods already searched, methods whose own findings are suppressed, and
     * methods whose facts show that they do no work, are skipped.
     */
    Optional<Path> pathToSlowWork(
        TransactionWork.Callee method, Set<TransactionWork.Callee> searched, int depth) {
      if (depth >= MAX_DEPTH || TransactionWork.doesNoWork(types, method)) {
        return Optional.empty();
      }
      Optional<TransactionWork.Reached> reached =
          TransactionWork.reached(types, method, remoteTypes);
      if (reached.isEmpty() || reached.get().suppressed() || !searched.add(method)) {
        return Optional.empty();
      }
      boolean sameFile = method.file().equals(file);
      String step =
          Messages.wideTransactionalStep(
              sameFile && reached.get().owner().equals(name) ? "" : reached.get().ownerName(),
              reached.get().name());
      boolean ownClass = sameFile && reached.get().outermost().equals(outermost);
      for (TransactionWork.Step work : reached.get().work()) {
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
  }
}
