package dev.bottleneck.spotbugs;

import dev.bottleneck.catalog.facts.SlowWork;
import dev.bottleneck.catalog.facts.Transactions;
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
 * The call graph of the analysed classes as WideTransactional walks it: from the calls a method
 * makes on its own thread, across classes and through interfaces and abstract methods to their
 * implementations among the analysed classes, to the slow work of {@link SlowCalls}. Library code
 * is never entered: a path ends at a slow call or at the edge of the analysed classes. Each method
 * is visited once per search (cycles end there), and paths stop after {@link #MAX_DEPTH} calls.
 */
final class SlowPaths {
  /** Calls from the transactional method to the slow call, both included. */
  static final int MAX_DEPTH = 8;

  private static final List<CallMatcher> TRANSACTION_CALLBACK =
      List.of(CallMatcher.of(Transactions.TRANSACTION_CALLBACKS));

  /** By line, and on one line in the order the calls run: the send before the wait on it. */
  private static final Comparator<Call> BY_LINE = Comparator.comparingInt(Call::line);

  private final Analysis analysis;
  private final SlowCalls slowCalls;
  private final Map<String, MethodCode> methods = new HashMap<>();
  private final Map<String, List<MethodCode>> byClass = new TreeMap<>();
  private final Map<String, List<String>> subclasses = new HashMap<>();
  private final Map<MethodCode, List<Call>> inline = new HashMap<>();

  SlowPaths(Analysis analysis, SlowCalls slowCalls) {
    this.analysis = analysis;
    this.slowCalls = slowCalls;
    for (MethodCode method : analysis.program().methods()) {
      methods.put(key(method.owner().name, method.name(), method.descriptor()), method);
      byClass.computeIfAbsent(method.owner().name, c -> new ArrayList<>()).add(method);
    }
  }

  /** A path from the first call to slow work, and which work it is. */
  record SlowPath(List<Call> calls, SlowWork.Kind kind) {}

  /**
   * The shortest path from any of {@code starts} to slow work.
   *
   * @param transactionClass the internal name of the class whose code holds the transaction: work
   *     that does not count in other classes ({@link SlowWork.Kind#countsInOtherClasses}) counts
   *     only in it, its nested classes and its lambdas
   */
  Optional<SlowPath> shortest(String transactionClass, List<Call> starts) {
    Deque<Step> queue = new ArrayDeque<>();
    Set<MethodCode> visited = new HashSet<>();
    for (Call start : starts) {
      queue.add(new Step(start, null, 1));
    }
    while (!queue.isEmpty()) {
      Step step = queue.poll();
      Optional<SlowWork.Kind> kind = slowCalls.kindOf(step.call());
      if (kind.isPresent()) {
        if (kind.get().countsInOtherClasses()
            || topLevel(step.call().origin().owner().name).equals(topLevel(transactionClass))) {
          return Optional.of(new SlowPath(step.calls(), kind.get()));
        }
        continue;
      }
      if (step.depth() >= MAX_DEPTH) {
        continue;
      }
      for (MethodCode callee : implementations(step.call())) {
        if (visited.add(callee)) {
          for (Call next : callsRunInline(callee)) {
            queue.add(new Step(next, step, step.depth() + 1));
          }
        }
      }
    }
    return Optional.empty();
  }

  /**
   * The calls a method makes on its own thread, by line: calls in lambdas, and method references,
   * count only when the function goes to code that runs it inline (collections, streams, Optional,
   * TransactionTemplate), not to an executor or a callback registry, nor is stored or returned.
   */
  List<Call> callsRunInline(MethodCode method) {
    return inline.computeIfAbsent(
        method,
        m ->
            m.calls().stream()
                .filter(call -> call.line() > 0 && runsInline(call.function()))
                .sorted(BY_LINE)
                .toList());
  }

  /** The {@code execute(...)} or {@code executeWithoutResult(...)} a call's function runs in. */
  Optional<Call> transactionCallback(Call call) {
    for (Lambda function = call.function(); function != null; function = function.enclosing()) {
      Optional<Call> receiver =
          function.receivers().stream()
              .filter(r -> CallMatcher.any(TRANSACTION_CALLBACK, r, analysis))
              .findFirst();
      if (receiver.isPresent()) {
        return receiver;
      }
    }
    return Optional.empty();
  }

  private boolean runsInline(Lambda function) {
    for (Lambda f = function; f != null; f = f.enclosing()) {
      if (f.receivers().stream().noneMatch(this::runsFunctionInline)) {
        return false;
      }
    }
    return true;
  }

  private boolean runsFunctionInline(Call receiver) {
    String owner = receiver.ownerName();
    String packageName = owner.substring(0, Math.max(owner.lastIndexOf('.'), 0));
    return packageName.startsWith("java.util") && !packageName.startsWith("java.util.concurrent")
        || CallMatcher.any(TRANSACTION_CALLBACK, receiver, analysis);
  }

  /** The methods a call may run among the analysed classes, through overriding too. */
  private List<MethodCode> implementations(Call call) {
    List<MethodCode> units = new ArrayList<>();
    Optional<MethodCode> resolved = resolve(call.owner(), call.name(), call.descriptor());
    resolved.filter(method -> runsHere(call, method)).ifPresent(units::add);
    // Overrides are followed only for the application's own types: dispatching Object.toString()
    // or Runnable.run() to every analysed override would wander through unrelated code.
    boolean dispatched =
        analysis.program().find(call.owner()).isPresent()
            && !call.isStatic()
            && !call.isConstructor()
            && !isSuperCall(call)
            && analysis
                .types()
                .resolve(call.ownerName(), call.name(), call.descriptor())
                .map(member -> !member.isStatic() && !member.isPrivate())
                .orElse(false);
    if (!dispatched) {
      return units;
    }
    for (String subclass : subclasses(call.owner())) {
      for (MethodCode method : byClass.get(subclass)) {
        if (method.name().equals(call.name())
            && TransactionalMethods.sameParameters(method.descriptor(), call.descriptor())
            && runsHere(call, method)) {
          units.add(method);
        }
      }
    }
    return units;
  }

  /**
   * The analysed method a call reaches: declared by its owner or inherited from an analysed
   * superclass or interface (a default method).
   */
  private Optional<MethodCode> resolve(String owner, String name, String descriptor) {
    List<String> search = new ArrayList<>();
    search.add(Types.binaryName(owner));
    search.addAll(analysis.types().superclasses(Types.binaryName(owner)));
    search.addAll(analysis.types().supertypes(Types.binaryName(owner)));
    for (String type : search) {
      MethodCode method = methods.get(key(type.replace('.', '/'), name, descriptor));
      if (method != null) {
        return Optional.of(method);
      }
    }
    return Optional.empty();
  }

  /** The analysed classes that extend or implement {@code owner}, by internal name, sorted. */
  private List<String> subclasses(String owner) {
    return subclasses.computeIfAbsent(
        owner,
        o -> {
          String target = Types.binaryName(o);
          return byClass.keySet().stream()
              .filter(
                  name ->
                      !name.equals(o)
                          && analysis.types().isAssignable(Types.binaryName(name), target))
              .toList();
        });
  }

  /**
   * {@code super.m()}: javac names the caller's direct superclass as the owner, and the call runs
   * that class's method, never an override. A call on another object whose static type is the
   * superclass looks the same and is not dispatched either (a miss, not a false path).
   */
  private static boolean isSuperCall(Call call) {
    return call.owner().equals(call.origin().owner().superName);
  }

  /**
   * Analysed code with a body that the caller's thread runs (an {@code @Async} bean's does not).
   */
  private boolean runsHere(Call call, MethodCode method) {
    boolean async =
        method.annotationTypes().contains(Transactions.ASYNC)
            || analysis.types().annotations(method.ownerName()).contains(Transactions.ASYNC);
    // Spring applies @Async through a proxy: a call within the same class runs inline.
    return !async || method.owner() == call.origin().owner();
  }

  private String topLevel(String internalName) {
    String top = internalName;
    for (Optional<String> outer = analysis.program().enclosingClass(top);
        outer.isPresent();
        outer = analysis.program().enclosingClass(top)) {
      top = outer.get();
    }
    return top;
  }

  private static String key(String owner, String name, String descriptor) {
    return owner + "." + name + descriptor;
  }

  private record Step(Call call, Step previous, int depth) {
    List<Call> calls() {
      LinkedList<Call> calls = new LinkedList<>();
      for (Step step = this; step != null; step = step.previous()) {
        calls.addFirst(step.call());
      }
      return calls;
    }
  }
}
