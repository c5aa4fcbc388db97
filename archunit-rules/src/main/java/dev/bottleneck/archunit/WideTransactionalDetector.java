package dev.bottleneck.archunit;

import com.tngtech.archunit.core.domain.JavaCall;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.domain.JavaMethod;
import com.tngtech.archunit.core.domain.JavaModifier;
import dev.bottleneck.catalog.facts.SlowWork;
import dev.bottleneck.catalog.facts.Transactions;
import dev.bottleneck.catalog.facts.WideTransactionalMessage;
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

/**
 * Follows the call graph from each transactional method, across classes and through interfaces to
 * their implementations among the imported classes, to the slow work of {@link SlowCalls}. It
 * reports once per line of the transactional method where a path starts, with the shortest path
 * in the message. Each method is visited once per start (cycles end there) and paths stop after
 * {@link #MAX_DEPTH} calls. Library code is never entered: a path ends at a slow API or at the
 * boundary of the imported classes.
 */
final class WideTransactionalDetector implements Detector {
  /** Calls from the transactional method to the slow call, both included. */
  static final int MAX_DEPTH = 8;

  private static final CallMatcher TRANSACTION_CALLBACK =
      ApiMatchers.matcher(Transactions.TRANSACTION_CALLBACKS);
  private static final Comparator<JavaCall<?>> BY_LINE_AND_TARGET =
      Comparator.<JavaCall<?>>comparingInt(JavaCall::getLineNumber)
          .thenComparing(call -> call.getTarget().getFullName());

  private final Imported imported;
  private final OncePlaces oncePlaces = new OncePlaces();
  private final Map<JavaCodeUnit, List<JavaCall<?>>> callsByUnit = new HashMap<>();

  WideTransactionalDetector() {
    this(null);
  }

  private WideTransactionalDetector(Imported imported) {
    this.imported = imported;
  }

  @Override
  public Detector forEvaluation(Imported imported) {
    return new WideTransactionalDetector(imported);
  }

  @Override
  public List<Finding> findings(JavaClass javaClass) {
    if (imported == null) {
      throw new IllegalStateException("WideTransactional needs the imported classes: evaluate it"
          + " through its ArchRule (BottleneckRules.WIDE_TRANSACTIONAL)");
    }
    List<Finding> findings = new ArrayList<>();
    for (JavaMethod method : javaClass.getMethods()) {
      // A transaction that runs once (start-up, a one-off migration) holds no connection per call.
      if (!TransactionalMethods.isTransactional(method) || oncePlaces.runsOnce(method)) {
        continue;
      }
      Map<Integer, List<JavaCall<?>>> byLine = new TreeMap<>();
      for (JavaCall<?> call : callsRunInline(method)) {
        byLine.computeIfAbsent(call.getLineNumber(), line -> new ArrayList<>()).add(call);
      }
      byLine.forEach((line, starts) -> shortestSlowPath(starts).ifPresent(path ->
          findings.add(new Finding(javaClass, line, message(method, path)))));
    }
    return findings;
  }

  private Optional<SlowPath> shortestSlowPath(List<JavaCall<?>> starts) {
    Deque<Step> queue = new ArrayDeque<>();
    Set<JavaCodeUnit> visited = new HashSet<>();
    for (JavaCall<?> start : starts) {
      queue.add(new Step(start, null, 1));
    }
    while (!queue.isEmpty()) {
      Step step = queue.poll();
      Optional<SlowWork.Kind> kind = SlowCalls.kindOf(step.call());
      if (kind.isPresent()) {
        return Optional.of(new SlowPath(step.calls(), kind.get()));
      }
      if (step.depth() >= MAX_DEPTH) {
        continue;
      }
      for (JavaCodeUnit callee : implementations(step.call())) {
        if (visited.add(callee)) {
          for (JavaCall<?> next : callsRunInline(callee)) {
            queue.add(new Step(next, step, step.depth() + 1));
          }
        }
      }
    }
    return Optional.empty();
  }

  /** The code units a call may run among the imported classes, through overriding too. */
  private List<JavaCodeUnit> implementations(JavaCall<?> call) {
    List<JavaCodeUnit> units = new ArrayList<>();
    Optional<? extends JavaCodeUnit> resolved = call.getTarget().resolveMember();
    resolved.filter(unit -> runsHere(call, unit)).ifPresent(units::add);
    // Overrides are followed only for the application's own types: dispatching Object.toString()
    // or Runnable.run() to every imported override would wander through unrelated code.
    boolean dispatched = imported.contains(call.getTargetOwner()) && !isSuperCall(call)
        && resolved.map(unit -> unit.isMethod()
        && !unit.getModifiers().contains(JavaModifier.STATIC)
        && !unit.getModifiers().contains(JavaModifier.PRIVATE)).orElse(false);
    if (!dispatched) {
      return units;
    }
    List<String> parameters = call.getTarget().getRawParameterTypes().stream()
        .map(JavaClass::getName).toList();
    call.getTargetOwner().getAllSubclasses().stream()
        .sorted(Comparator.comparing(JavaClass::getName))
        .flatMap(subclass -> subclass.getMethods().stream())
        .filter(method -> method.getName().equals(call.getName())
            && method.getRawParameterTypes().stream().map(JavaClass::getName).toList().equals(parameters))
        .filter(method -> runsHere(call, method))
        .forEach(units::add);
    return units;
  }

  /**
   * {@code super.m()}: javac names the caller's direct superclass as the owner, and the call runs
   * that class's method, never an override. A call on another object whose static type is the
   * superclass looks the same in bytecode and is not dispatched either (a miss, not a false path).
   */
  private static boolean isSuperCall(JavaCall<?> call) {
    return call.getOriginOwner().getRawSuperclass()
        .filter(superclass -> superclass.equals(call.getTargetOwner()))
        .isPresent();
  }

  /** Imported code with a body that the caller's thread runs (an {@code @Async} bean's does not). */
  private boolean runsHere(JavaCall<?> call, JavaCodeUnit unit) {
    if (!imported.contains(unit.getOwner()) || unit.getModifiers().contains(JavaModifier.ABSTRACT)) {
      return false;
    }
    boolean async = unit.isAnnotatedWith(Transactions.ASYNC)
        || unit.getOwner().isAnnotatedWith(Transactions.ASYNC);
    // Spring applies @Async through a proxy: a call within the same class runs inline.
    return !async || unit.getOwner().equals(call.getOriginOwner());
  }

  /**
   * The calls a unit makes on its own thread: calls in lambdas count only when the lambda goes to
   * code that runs it inline (collections, streams, Optional, TransactionTemplate), not to an
   * executor or a callback registry.
   */
  private List<JavaCall<?>> callsRunInline(JavaCodeUnit unit) {
    return callsByUnit.computeIfAbsent(unit, u -> u.getCallsFromSelf().stream()
        .filter(call -> !call.isDeclaredInLambda()
            || LambdaSites.passedTo(call, WideTransactionalDetector::runsLambdaInline))
        .<JavaCall<?>>map(call -> call)
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
  private static String message(JavaMethod method, SlowPath path) {
    List<String> steps = new ArrayList<>();
    List<JavaCall<?>> calls = path.calls();
    for (JavaCall<?> call : calls.subList(0, calls.size() - 1)) {
      String owner = call.getTargetOwner().equals(method.getOwner())
          ? ""
          : CallMatcher.simpleName(call.getTargetOwner());
      steps.add(WideTransactionalMessage.step(owner, call.getName()));
    }
    JavaCall<?> slow = calls.get(calls.size() - 1);
    String owner = CallMatcher.simpleName(slow.getTargetOwner());
    String name = slow.getName().equals(CallMatcher.CONSTRUCTOR)
        ? WideTransactionalMessage.creation(owner)
        : WideTransactionalMessage.call(owner, slow.getName());
    return WideTransactionalMessage.of(
        WideTransactionalMessage.method(method.getName()), steps, name, path.kind());
  }

  private record Step(JavaCall<?> call, Step previous, int depth) {
    List<JavaCall<?>> calls() {
      LinkedList<JavaCall<?>> calls = new LinkedList<>();
      for (Step step = this; step != null; step = step.previous()) {
        calls.addFirst(step.call());
      }
      return calls;
    }
  }

  private record SlowPath(List<JavaCall<?>> calls, SlowWork.Kind kind) {}
}
