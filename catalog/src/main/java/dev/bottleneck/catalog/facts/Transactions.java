package dev.bottleneck.catalog.facts;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Where a transaction holds a database connection, the facts of the WideTransactional rule: the
 * annotations that declare one and the propagations that run without one, the listener phase that
 * runs inside the publisher's transaction, the programmatic transaction API, and the hand-offs
 * whose work runs on another thread or after the transaction, not inside it.
 */
public final class Transactions {
  /** Spring's annotation; the only one composed annotations are found through. */
  public static final String SPRING_TRANSACTIONAL =
      "org.springframework.transaction.annotation.Transactional";

  /** Annotations that make a proxied method start or join a transaction. */
  public static final List<String> TRANSACTIONAL_ANNOTATIONS =
      List.of(
          SPRING_TRANSACTIONAL,
          "jakarta.transaction.Transactional",
          "javax.transaction.Transactional");

  /** Propagations (Spring's {@code Propagation}, JTA's {@code TxType}) that hold no transaction. */
  public static final Set<String> WITHOUT_TRANSACTION =
      Set.of("NOT_SUPPORTED", "NEVER", "SUPPORTS");

  /**
   * The attributes of Spring's annotation that name the transaction manager, as a bean name or a
   * qualifier; JTA's annotations name none.
   */
  public static final List<String> TRANSACTION_MANAGER_ATTRIBUTES =
      List.of("transactionManager", "value");

  /**
   * Words that mark a transaction manager of a message broker (Spring Kafka's, JMS's, Spring AMQP's
   * {@code RabbitTransactionManager}) when its name holds one, in any case: such a transaction
   * holds no database connection.
   */
  public static final List<String> MESSAGING_TRANSACTION_MANAGER_WORDS =
      List.of("kafka", "jms", "rabbit", "amqp");

  /** A listener that runs in the publisher's transaction only in {@link #LISTENER_INSIDE_PHASE}. */
  public static final String TRANSACTIONAL_EVENT_LISTENER =
      "org.springframework.transaction.event.TransactionalEventListener";

  /** The listener's attribute that names its phase. */
  public static final String LISTENER_PHASE = "phase";

  /** The one phase that runs before the publisher's transaction commits. */
  public static final String LISTENER_INSIDE_PHASE = "BEFORE_COMMIT";

  /** The programmatic transaction that takes a callback object rather than a function. */
  public static final String EXECUTE = "execute";

  /** Programmatic transactions: the callback runs inside a transaction. */
  public static final Api TRANSACTION_CALLBACKS =
      Api.instanceMethod(
          "org.springframework.transaction.support.TransactionOperations",
          EXECUTE,
          "executeWithoutResult");

  /**
   * The methods of a callback object that {@link #EXECUTE} runs inside its transaction: a source
   * engine sees an anonymous callback as the call's argument, bytecode as a class of its own.
   */
  public static final List<Api> TRANSACTION_CALLBACK_METHODS =
      List.of(
          Api.instanceMethod(
              "org.springframework.transaction.support.TransactionCallback", "doInTransaction"),
          Api.instanceMethod(
              "org.springframework.transaction.support.TransactionCallbackWithoutResult",
              "doInTransactionWithoutResult"));

  /** Callbacks registered on the current transaction. */
  public static final String TRANSACTION_SYNCHRONIZATION =
      "org.springframework.transaction.support.TransactionSynchronization";

  /** The synchronization callbacks that run after the transaction has completed. */
  public static final Set<String> AFTER_COMPLETION_CALLBACKS =
      Set.of("afterCommit", "afterCompletion");

  /**
   * Whether a transaction is active on this thread: Spring's interceptor and template bind it for
   * the whole transaction, so the code after {@code if (isActualTransactionActive()) { ...; return;
   * }} runs only without one. {@code isSynchronizationActive()} is not the same test: a method with
   * propagation {@code SUPPORTS} has synchronization without a transaction.
   */
  public static final Api ACTUAL_TRANSACTION_ACTIVE =
      Api.staticMethod(
          "org.springframework.transaction.support.TransactionSynchronizationManager",
          "isActualTransactionActive");

  /** A method Spring runs on another thread when called through its proxy. */
  public static final String ASYNC = "org.springframework.scheduling.annotation.Async";

  /**
   * Calls that run a function argument later or on another thread: executors, schedulers, timers,
   * futures, reactive types, threads, transaction synchronizations. Not the executor calls that
   * wait for the tasks they hand over ({@link SlowWork#TASK_WAITS}): the caller does not go on
   * until the tasks have run, so its transaction is held while they run.
   */
  public static final List<Api> HAND_OFFS =
      List.of(
          Api.everyInstanceMethod("java.util.concurrent.Executor"),
          Api.everyInstanceMethod("org.springframework.scheduling.TaskScheduler"),
          Api.everyInstanceMethod("java.util.Timer"),
          Api.everyInstanceMethod(AsyncApis.COMPLETION_STAGE),
          Api.everyStaticMethod(AsyncApis.COMPLETABLE_FUTURE),
          Api.everyInstanceMethod("org.reactivestreams.Publisher"),
          Api.everyStaticMethod("reactor.core.publisher.Mono"),
          Api.everyStaticMethod("reactor.core.publisher.Flux"),
          Api.everyInstanceMethod("java.lang.Thread.Builder"),
          Api.staticMethod("java.lang.Thread", "startVirtualThread"),
          Api.staticMethod(
              "org.springframework.transaction.support.TransactionSynchronizationManager",
              "registerSynchronization"));

  /**
   * Method names taken to hand their function argument off when the receiver's type cannot be known
   * (silence, not noise), besides every name ending in {@link #HAND_OFF_SUFFIX}.
   */
  public static final Set<String> HAND_OFF_NAMES =
      Set.of(
          "execute",
          "submit",
          "schedule",
          "scheduleAtFixedRate",
          "scheduleWithFixedDelay",
          "registerSynchronization");

  /** See {@link #HAND_OFF_NAMES}. */
  public static final String HAND_OFF_SUFFIX = "Async";

  /**
   * The hierarchy the transaction and hand-off facts are reached through, for an engine without the
   * library on its class path.
   */
  public static final List<Supertypes> SUPERTYPES = supertypes();

  private Transactions() {}

  /**
   * The attribute that holds the propagation: Spring's {@code propagation}, JTA's {@code value}.
   */
  public static String propagationAttribute(String annotation) {
    return annotation.equals(SPRING_TRANSACTIONAL) ? "propagation" : "value";
  }

  /**
   * Whether a transaction manager's bean name or qualifier names a message broker's (see {@link
   * #MESSAGING_TRANSACTION_MANAGER_WORDS}): {@code "kafkaTransactionManager"}, {@code "jmsTx"}.
   */
  public static boolean namesMessagingTransactionManager(String qualifier) {
    String lower = qualifier.toLowerCase(Locale.ROOT);
    return MESSAGING_TRANSACTION_MANAGER_WORDS.stream().anyMatch(lower::contains);
  }

  private static List<Supertypes> supertypes() {
    String task = "org.springframework.core.task.";
    String scheduling = "org.springframework.scheduling.";
    return List.of(
        Supertypes.of(
            "org.springframework.transaction.support.TransactionTemplate",
            TRANSACTION_CALLBACKS.owner()),
        Supertypes.of(task + "TaskExecutor", "java.util.concurrent.Executor"),
        Supertypes.of(task + "AsyncTaskExecutor", task + "TaskExecutor"),
        Supertypes.of(task + "AsyncListenableTaskExecutor", task + "AsyncTaskExecutor"),
        Supertypes.of(task + "SimpleAsyncTaskExecutor", task + "AsyncListenableTaskExecutor"),
        Supertypes.of(task + "VirtualThreadTaskExecutor", task + "AsyncTaskExecutor"),
        Supertypes.of(scheduling + "SchedulingTaskExecutor", task + "AsyncTaskExecutor"),
        Supertypes.of(
            scheduling + "concurrent.ThreadPoolTaskExecutor",
            task + "AsyncListenableTaskExecutor",
            scheduling + "SchedulingTaskExecutor"),
        Supertypes.of(
            scheduling + "concurrent.ThreadPoolTaskScheduler",
            scheduling + "TaskScheduler",
            scheduling + "SchedulingTaskExecutor"),
        Supertypes.of("reactor.core.publisher.Mono", "org.reactivestreams.Publisher"),
        Supertypes.of("reactor.core.publisher.Flux", "org.reactivestreams.Publisher"),
        Supertypes.leaf("org.reactivestreams.Publisher"));
  }
}
