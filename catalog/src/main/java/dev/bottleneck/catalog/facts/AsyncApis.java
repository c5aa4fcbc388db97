package dev.bottleneck.catalog.facts;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code CompletableFuture} and {@code CompletionStage}: the {@code *Async} methods that run on the
 * ForkJoinPool common pool when called without an executor, how many arguments each takes then, and
 * the chain results an engine without a class path needs.
 */
public final class AsyncApis {
  private AsyncApis() {}

  public static final String COMPLETABLE_FUTURE = "java.util.concurrent.CompletableFuture";
  public static final String COMPLETION_STAGE = "java.util.concurrent.CompletionStage";
  public static final String EXECUTOR = "java.util.concurrent.Executor";

  /** The method a subclass overrides to choose where instance async methods run. */
  public static final String DEFAULT_EXECUTOR = "defaultExecutor";

  /** The method through which the JDK creates the futures derived from a future. */
  public static final String NEW_INCOMPLETE_FUTURE = "newIncompleteFuture";

  /** Static async methods and their argument count without the executor. */
  private static final Map<String, Integer> STATIC_ARITY = arities("supplyAsync", 1, "runAsync", 1);

  /** Instance async methods and their argument count without the executor. */
  private static final Map<String, Integer> INSTANCE_ARITY =
      arities(
          "thenApplyAsync", 1,
          "thenAcceptAsync", 1,
          "thenRunAsync", 1,
          "thenCombineAsync", 2,
          "thenAcceptBothAsync", 2,
          "runAfterBothAsync", 2,
          "applyToEitherAsync", 2,
          "acceptEitherAsync", 2,
          "runAfterEitherAsync", 2,
          "thenComposeAsync", 1,
          "handleAsync", 1,
          "whenCompleteAsync", 1,
          "exceptionallyAsync", 1,
          "exceptionallyComposeAsync", 1,
          "completeAsync", 1);

  /**
   * {@code supplyAsync}, {@code runAsync}: always on the common pool without an executor, whatever
   * subclass names them.
   */
  public static final Api STATIC_ASYNC =
      Api.staticMethod(COMPLETABLE_FUTURE, names(STATIC_ARITY)).orSubtypes();

  /** The instance {@code *Async} methods, on any {@code CompletionStage}. */
  public static final Api INSTANCE_ASYNC =
      Api.instanceMethod(COMPLETION_STAGE, names(INSTANCE_ARITY));

  /** Every async method, static or instance. */
  public static final List<Api> ASYNC = List.of(STATIC_ASYNC, INSTANCE_ASYNC);

  /** How many arguments {@code method} takes in its executor-less overload, if it is async. */
  public static Optional<Integer> executorlessArity(String method) {
    return Optional.ofNullable(STATIC_ARITY.getOrDefault(method, INSTANCE_ARITY.get(method)));
  }

  /**
   * How many arguments {@code method} takes in its executor overload, if it is async: one more than
   * without, the executor last.
   *
   * <p>An executor-less call that is the fallback of a null check of an executor value is not
   * reported: {@code executor != null ? supplyAsync(task, executor) : supplyAsync(task)}, the
   * {@code else} of an {@code if}, or the code after an {@code if (executor != null)} whose block
   * returns or throws. The other branch must pass the same value (a field, parameter or local
   * variable) as the executor of the same method: the common pool then runs the task only where the
   * application left the executor out, which Spring does for an optional bean that is not
   * configured. A check of a different value, a bare {@code if (executor == null) runAsync(task)}
   * with no executor branch, a choice between two common-pool calls, and a field of the class that
   * nothing sets (not final, not annotated, never assigned anything but null in its class) keep the
   * finding.
   */
  public static Optional<Integer> executorArity(String method) {
    return executorlessArity(method).map(arity -> arity + 1);
  }

  /** The methods of a future that return a future, with and without {@code Async}. */
  private static final List<String> CHAIN =
      List.of(
          "supplyAsync",
          "runAsync",
          "completedFuture",
          "failedFuture",
          "allOf",
          "anyOf",
          "thenApply",
          "thenAccept",
          "thenRun",
          "thenCombine",
          "thenAcceptBoth",
          "runAfterBoth",
          "applyToEither",
          "acceptEither",
          "runAfterEither",
          "thenCompose",
          "handle",
          "whenComplete",
          "exceptionally",
          "exceptionallyCompose",
          "completeAsync",
          "orTimeout",
          "completeOnTimeout",
          "copy",
          "toCompletableFuture",
          NEW_INCOMPLETE_FUTURE);

  /** What the future methods return, for engines that follow a chain without a class path. */
  public static final List<Returns> RETURNS = returns();

  private static List<Returns> returns() {
    List<String> names = new ArrayList<>();
    for (String method : CHAIN) {
      names.add(method);
      names.add(method + "Async");
    }
    String[] all = names.toArray(String[]::new);
    List<String> stageNames = new ArrayList<>(names);
    stageNames.remove("toCompletableFuture");
    return List.of(
        new Returns(Api.instanceMethod(COMPLETABLE_FUTURE, all).exactOwner(), COMPLETABLE_FUTURE),
        new Returns(
            Api.instanceMethod(COMPLETION_STAGE, stageNames.toArray(String[]::new)).exactOwner(),
            COMPLETION_STAGE),
        new Returns(
            Api.instanceMethod(COMPLETION_STAGE, "toCompletableFuture").exactOwner(),
            COMPLETABLE_FUTURE));
  }

  private static Map<String, Integer> arities(Object... nameThenArity) {
    Map<String, Integer> arities = new LinkedHashMap<>();
    for (int i = 0; i < nameThenArity.length; i += 2) {
      arities.put((String) nameThenArity[i], (Integer) nameThenArity[i + 1]);
    }
    return Map.copyOf(arities);
  }

  private static String[] names(Map<String, Integer> arities) {
    return arities.keySet().toArray(String[]::new);
  }
}
