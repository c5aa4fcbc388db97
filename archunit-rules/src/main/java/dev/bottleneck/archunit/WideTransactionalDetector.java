package dev.bottleneck.archunit;

import com.tngtech.archunit.core.domain.JavaCall;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.domain.JavaCodeUnitAccess;
import com.tngtech.archunit.core.domain.JavaCodeUnitReference;
import com.tngtech.archunit.core.domain.JavaMethod;
import com.tngtech.archunit.core.domain.JavaModifier;
import dev.bottleneck.catalog.Messages;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.catalog.RuleOptions;
import dev.bottleneck.catalog.facts.Api;
import dev.bottleneck.catalog.facts.SlowWork;
import dev.bottleneck.catalog.facts.Transactions;
import dev.bottleneck.catalog.facts.TypeName;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.IntFunction;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Follows the call graph from each transactional method, and from each programmatic transaction's
 * callback (a lambda passed to {@code TransactionTemplate.execute} or {@code executeWithoutResult},
 * a {@code TransactionCallback} object's method), across classes and through interfaces to their
 * implementations among the imported classes, to the slow work of {@link SlowCalls}. It reports
 * once per line where a path starts, with the shortest path in the message. Each method is visited
 * once per start (cycles end there) and paths stop after {@link #MAX_DEPTH} calls. Library code is
 * never entered: a path ends at a slow API or at the boundary of the imported classes.
 */
final class WideTransactionalDetector implements Detector {
  /** Calls from the transactional method to the slow call, both included. */
  static final int MAX_DEPTH = 8;

  private static final CallMatcher TRANSACTION_CALLBACK =
      ApiMatchers.matcher(Transactions.TRANSACTION_CALLBACKS);
  private static final List<Api> CALLBACK_METHODS = Transactions.TRANSACTION_CALLBACK_METHODS;
  private static final Comparator<JavaCodeUnitAccess<?>> BY_LINE_AND_TARGET =
      Comparator.<JavaCodeUnitAccess<?>>comparingInt(JavaCodeUnitAccess::getLineNumber)
          .thenComparing(call -> call.getTarget().getFullName());

  private final Imported imported;
  private final Set<String> remoteTypes;
  private final RunsOnce once = new RunsOnce();
  private final Map<JavaCodeUnit, List<JavaCodeUnitAccess<?>>> callsByUnit = new HashMap<>();

  WideTransactionalDetector() {
    this(null, Set.of());
  }

  private WideTransactionalDetector(Imported imported, Set<String> remoteTypes) {
    this.imported = imported;
    this.remoteTypes = remoteTypes;
  }

  /**
   * @throws AssertionError for a bad {@code WideTransactional:RemoteTypes} setting
   */
  @Override
  public Detector forEvaluation(Imported imported) {
    // Bytecode names nested types with '$'; the option names them as the source does.
    return new WideTransactionalDetector(
        imported,
        OptionSetting.value(RuleOptions.WIDE_TRANSACTIONAL_REMOTE_TYPES).stream()
            .map(TypeName::binary)
            .collect(Collectors.toSet()));
  }

  @Override
  public List<Finding> findings(JavaClass javaClass) {
    if (imported == null) {
      throw new IllegalStateException(
          "WideTransactional needs the classes it checks: evaluate it through an ArchRule"
              + " (BottleneckRules.WIDE_TRANSACTIONAL, or classes().should("
              + "BottleneckConditions.WIDE_TRANSACTIONAL))");
    }
    List<Finding> findings = new ArrayList<>();
    for (JavaCodeUnit unit : javaClass.getCodeUnits()) {
      // A transaction that runs once (start-up, a one-off migration) holds no connection per call.
      if (unit instanceof JavaMethod method && TransactionalMethods.isTransactional(method)) {
        if (!once.runsOnce(unit)) {
          report(
              findings,
              unit,
              callsRunInline(unit),
              line -> Messages.wideTransactionalMethod(unit.getName()));
        }
      } else if (isCallbackMethod(unit)) {
        String transaction =
            transactionalEnclosingMethod(unit.getOwner())
                .map(method -> Messages.wideTransactionalMethod(method.getName()))
                .orElse(Messages.wideTransactionalCallback(Transactions.EXECUTE));
        report(findings, unit, callsRunInline(unit), line -> transaction);
      } else if (!once.runsOnce(unit)) {
        reportCallbackLambdas(findings, unit);
      }
    }
    return findings;
  }

  /**
   * Programmatic transactions in code that runs outside one: the calls in lambdas, and the method
   * references, passed to {@code TransactionTemplate.execute} or {@code executeWithoutResult},
   * nested ones included.
   */
  private void reportCallbackLambdas(List<Finding> findings, JavaCodeUnit unit) {
    Map<Integer, String> transactions = new HashMap<>();
    List<JavaCodeUnitAccess<?>> inCallbacks = new ArrayList<>();
    for (JavaCodeUnitAccess<?> call : callsRunInline(unit)) {
      if (call.isDeclaredInLambda() || call instanceof JavaCodeUnitReference<?>) {
        LambdaSites.receivers(call).stream()
            .filter(TRANSACTION_CALLBACK::matches)
            .findFirst()
            .ifPresent(
                receiver -> {
                  inCallbacks.add(call);
                  transactions.put(
                      call.getLineNumber(), Messages.wideTransactionalCallback(receiver.getName()));
                });
      }
    }
    report(findings, unit, inCallbacks, transactions::get);
  }

  /** One finding per line where a path to slow work starts, with the shortest such path. */
  private void report(
      List<Finding> findings,
      JavaCodeUnit unit,
      List<JavaCodeUnitAccess<?>> calls,
      IntFunction<String> transactionByLine) {
    Map<Integer, List<JavaCodeUnitAccess<?>>> byLine = new TreeMap<>();
    for (JavaCodeUnitAccess<?> call : calls) {
      byLine.computeIfAbsent(call.getLineNumber(), line -> new ArrayList<>()).add(call);
    }
    byLine.forEach(
        (line, starts) ->
            shortestSlowPath(unit.getOwner(), starts)
                .ifPresent(
                    path ->
                        findings.add(
                            new Finding(
                                unit.getOwner(),
                                line,
                                message(unit.getOwner(), transactionByLine.apply(line), path)))));
  }

  /**
   * A callback object's method that {@code TransactionTemplate.execute} runs in its transaction.
   */
  private static boolean isCallbackMethod(JavaCodeUnit unit) {
    // The compiler's bridge for a generic callback only forwards to the method it overrides.
    return unit.isMethod()
        && !unit.getModifiers().contains(JavaModifier.BRIDGE)
        && CALLBACK_METHODS.stream()
            .anyMatch(
                callback ->
                    callback.named(unit.getName())
                        && unit.getOwner().isAssignableTo(callback.binaryOwner()));
  }

  /** The transactional method an anonymous or local callback class is declared in, if any. */
  private static Optional<JavaMethod> transactionalEnclosingMethod(JavaClass callbackClass) {
    return callbackClass
        .getEnclosingCodeUnit()
        .filter(JavaMethod.class::isInstance)
        .map(JavaMethod.class::cast)
        .filter(TransactionalMethods::isTransactional);
  }

  /**
   * @param transactionClass the class whose code holds the transaction: work that does not count in
   *     other classes ({@link SlowWork.Kind#countsInOtherClasses}) counts only in it, its nested
   *     classes and its lambdas
   */
  private Optional<SlowPath> shortestSlowPath(
      JavaClass transactionClass, List<JavaCodeUnitAccess<?>> starts) {
    Deque<Step> queue = new ArrayDeque<>();
    Set<JavaCodeUnit> visited = new HashSet<>();
    for (JavaCodeUnitAccess<?> start : starts) {
      queue.add(new Step(start, null, 1));
    }
    while (!queue.isEmpty()) {
      Step step = queue.poll();
      Optional<SlowWork.Kind> kind = SlowCalls.kindOf(step.call(), remoteTypes);
      if (kind.isPresent()) {
        boolean counts =
            kind.get().countsInOtherClasses()
                || topLevel(step.call().getOriginOwner()).equals(topLevel(transactionClass));
        if (counts && !isSuppressed(step.call())) {
          return Optional.of(new SlowPath(step.calls(), kind.get()));
        }
        continue;
      }
      if (step.depth() >= MAX_DEPTH) {
        continue;
      }
      for (JavaCodeUnit callee : implementations(step.call())) {
        if (visited.add(callee)) {
          for (JavaCodeUnitAccess<?> next : callsRunInline(callee)) {
            queue.add(new Step(next, step, step.depth() + 1));
          }
        }
      }
    }
    return Optional.empty();
  }

  private static JavaClass topLevel(JavaClass javaClass) {
    JavaClass top = javaClass;
    while (top.getEnclosingClass().isPresent()) {
      top = top.getEnclosingClass().get();
    }
    return top;
  }

  /**
   * Slow work in code annotated {@code @SuppressWarnings("WideTransactional")}, as in the source
   * engines: known and accepted, so no path through it is reported.
   */
  private static boolean isSuppressed(JavaCodeUnitAccess<?> slow) {
    return SourceSuppressions.suppresses(
        Rule.WIDE_TRANSACTIONAL, slow.getOriginOwner(), slow.getLineNumber());
  }

  /** The code units a call may run among the imported classes, through overriding too. */
  private List<JavaCodeUnit> implementations(JavaCodeUnitAccess<?> call) {
    List<JavaCodeUnit> units = new ArrayList<>();
    Optional<? extends JavaCodeUnit> resolved = call.getTarget().resolveMember();
    resolved.filter(unit -> runsHere(call, unit)).ifPresent(units::add);
    // Overrides are followed only for the application's own types: dispatching Object.toString()
    // or Runnable.run() to every imported override would wander through unrelated code.
    boolean dispatched =
        imported.contains(call.getTargetOwner())
            && !isSuperCall(call)
            && resolved
                .map(
                    unit ->
                        unit.isMethod()
                            && !unit.getModifiers().contains(JavaModifier.STATIC)
                            && !unit.getModifiers().contains(JavaModifier.PRIVATE))
                .orElse(false);
    if (!dispatched) {
      return units;
    }
    List<String> parameters = Signatures.parameters(call.getTarget());
    call.getTargetOwner().getAllSubclasses().stream()
        .sorted(Comparator.comparing(JavaClass::getName))
        .flatMap(subclass -> subclass.getMethods().stream())
        .filter(method -> Signatures.matches(method, call.getName(), parameters))
        .filter(method -> runsHere(call, method))
        .forEach(units::add);
    return units;
  }

  /**
   * {@code super.m()}: javac names the caller's direct superclass as the owner, and the call runs
   * that class's method, never an override. A call on another object whose static type is the
   * superclass looks the same in bytecode and is not dispatched either (a miss, not a false path).
   */
  private static boolean isSuperCall(JavaCodeUnitAccess<?> call) {
    return call.getOriginOwner()
        .getRawSuperclass()
        .filter(superclass -> superclass.equals(call.getTargetOwner()))
        .isPresent();
  }

  /**
   * Imported code with a body that the caller's thread runs (an {@code @Async} bean's does not).
   */
  private boolean runsHere(JavaCodeUnitAccess<?> call, JavaCodeUnit unit) {
    if (!imported.contains(unit.getOwner())
        || unit.getModifiers().contains(JavaModifier.ABSTRACT)) {
      return false;
    }
    boolean async =
        unit.isAnnotatedWith(Transactions.ASYNC)
            || unit.getOwner().isAnnotatedWith(Transactions.ASYNC);
    // Spring applies @Async through a proxy: a call within the same class runs inline.
    return !async || unit.getOwner().equals(call.getOriginOwner());
  }

  /**
   * The calls a unit makes on its own thread: calls in lambdas, and method references, count only
   * when the lambda or reference goes to code that runs it inline (collections, streams, Optional,
   * TransactionTemplate), not to an executor or a callback registry.
   */
  private List<JavaCodeUnitAccess<?>> callsRunInline(JavaCodeUnit unit) {
    return callsByUnit.computeIfAbsent(
        unit,
        u ->
            Stream.concat(
                    u.getCallsFromSelf().stream()
                        .filter(
                            call ->
                                !call.isDeclaredInLambda()
                                    || LambdaSites.passedTo(
                                        call, WideTransactionalDetector::runsLambdaInline)),
                    u.getMethodReferencesFromSelf().stream()
                        .filter(
                            reference ->
                                LambdaSites.passedTo(
                                    reference, WideTransactionalDetector::runsLambdaInline)))
                .<JavaCodeUnitAccess<?>>map(call -> call)
                .sorted(BY_LINE_AND_TARGET)
                .toList());
  }

  private static boolean runsLambdaInline(JavaCall<?> receiver) {
    String packageName = receiver.getTargetOwner().getPackageName();
    return (packageName.startsWith("java.util") && !packageName.startsWith("java.util.concurrent"))
        || TRANSACTION_CALLBACK.matches(receiver);
  }

  /**
   * The catalog's message, as Error Prone words it: the calls on the way (a method of the
   * transaction's own class by its name, another class's qualified by it) and the slow call.
   */
  private static String message(JavaClass owner, String transaction, SlowPath path) {
    List<String> steps = new ArrayList<>();
    List<JavaCodeUnitAccess<?>> calls = path.calls();
    for (int index = 0; index < calls.size() - 1; index++) {
      JavaCodeUnitAccess<?> call = calls.get(index);
      JavaClass stepClass = runningClass(call, calls.get(index + 1));
      String stepOwner = stepClass.equals(owner) ? "" : CallMatcher.simpleName(stepClass);
      steps.add(Messages.wideTransactionalStep(stepOwner, call.getName()));
    }
    JavaCodeUnitAccess<?> slow = calls.get(calls.size() - 1);
    String slowOwner = CallMatcher.simpleName(slow.getTargetOwner());
    String name =
        slow.getName().equals(CallMatcher.CONSTRUCTOR)
            ? Messages.wideTransactionalCreation(slowOwner)
            : Messages.wideTransactionalCall(slowOwner, slow.getName());
    return Messages.wideTransactional(transaction, steps, name, path.kind());
  }

  /**
   * The class whose method {@code call} ran on the path: its target, or the implementation the call
   * was dispatched to (a subtype of the target whose code makes {@code next}), so that a path
   * through an interface names the implementation that does the slow work, as the plugin does.
   */
  private static JavaClass runningClass(JavaCodeUnitAccess<?> call, JavaCodeUnitAccess<?> next) {
    JavaClass target = call.getTargetOwner();
    JavaClass running = next.getOriginOwner();
    return !running.equals(target) && running.isAssignableTo(target.getName()) ? running : target;
  }

  private record Step(JavaCodeUnitAccess<?> call, Step previous, int depth) {
    List<JavaCodeUnitAccess<?>> calls() {
      LinkedList<JavaCodeUnitAccess<?>> calls = new LinkedList<>();
      for (Step step = this; step != null; step = step.previous()) {
        calls.addFirst(step.call());
      }
      return calls;
    }
  }

  private record SlowPath(List<JavaCodeUnitAccess<?>> calls, SlowWork.Kind kind) {}
}
