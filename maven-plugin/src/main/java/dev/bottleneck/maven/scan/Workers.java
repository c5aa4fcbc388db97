package dev.bottleneck.maven.scan;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs scans concurrently on a bounded pool of threads with deep stacks, and returns their results
 * in the order of the tasks, so that a run on many threads reports exactly what a run on one does.
 * The pool lives for one call ({@link #inOrder(List, int)}): a module's threads end with its
 * analysis; or as long as its owner ({@link Pool}): an editor's engine, which analyzes a module in
 * many small runs, keeps its threads, and with them each thread's symbol solver, from one run to
 * the next.
 */
public final class Workers {
  /**
   * The stack of each worker thread. Measured: 64 MB analyzes 3,000 nested parentheses, a
   * 20,000-term string concatenation and a 10,000-branch else-if chain, where the JVM's default 1
   * MB overflows on 500 parentheses. The memory is reserved, and committed only as deep as a file
   * needs.
   */
  public static final long STACK_BYTES = 256L * 1024 * 1024;

  private Workers() {}

  /**
   * @param tasks each must handle its own input's failures; a task that throws anyway fails the
   *     whole call with its exception
   * @param threads at most this many tasks run at once, at least 1
   */
  public static <T> List<T> inOrder(List<? extends Callable<T>> tasks, int threads) {
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be 1 or more, not " + threads);
    }
    if (tasks.isEmpty()) {
      return List.of();
    }
    try (Pool pool = new Pool(Math.min(threads, tasks.size()))) {
      return pool.inOrder(tasks);
    }
  }

  /**
   * A bounded pool of deep-stack threads for many calls. A thread is started when a call needs it
   * and ends after {@link #IDLE_SECONDS} without work, so that a pool nobody closes holds no
   * threads for long.
   */
  public static final class Pool implements AutoCloseable {
    /** How long a thread of the pool waits for work before it ends. */
    static final long IDLE_SECONDS = 60;

    private final ThreadPoolExecutor executor;

    /**
     * @param threads at most this many tasks run at once, at least 1
     */
    public Pool(int threads) {
      if (threads < 1) {
        throw new IllegalArgumentException("threads must be 1 or more, not " + threads);
      }
      executor =
          new ThreadPoolExecutor(
              threads,
              threads,
              IDLE_SECONDS,
              TimeUnit.SECONDS,
              new LinkedBlockingQueue<>(),
              new DeepStacks());
      executor.allowCoreThreadTimeOut(true);
    }

    /**
     * The results of {@code tasks}, in their order.
     *
     * @param tasks each must handle its own input's failures; a task that throws anyway fails the
     *     whole call with its exception
     */
    public <T> List<T> inOrder(List<? extends Callable<T>> tasks) {
      List<Future<T>> futures = new ArrayList<>();
      List<T> results = new ArrayList<>();
      try {
        for (Callable<T> task : tasks) {
          futures.add(executor.submit(task));
        }
        for (Future<T> future : futures) {
          results.add(await(future));
        }
      } catch (RejectedExecutionException e) {
        throw new IllegalStateException("The analysis was stopped: its threads were closed", e);
      } finally {
        // A task that failed the call leaves none of the others running.
        futures.forEach(future -> future.cancel(true));
      }
      return results;
    }

    /**
     * Ends the threads: tasks that still run are interrupted, and those that wait are cancelled, so
     * that a call still waiting for them fails instead of waiting forever.
     */
    @Override
    public void close() {
      for (Runnable waiting : executor.shutdownNow()) {
        if (waiting instanceof Future<?> task) {
          task.cancel(false);
        }
      }
    }
  }

  private static <T> T await(Future<T> future) {
    try {
      return future.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("The analysis was interrupted", e);
    } catch (CancellationException e) {
      throw new IllegalStateException("The analysis was stopped: its threads were closed", e);
    } catch (ExecutionException e) {
      if (e.getCause() instanceof Error error) {
        throw error;
      }
      if (e.getCause() instanceof RuntimeException runtime) {
        throw runtime;
      }
      throw new IllegalStateException(e.getCause());
    }
  }

  /** Daemon threads with a deep stack, named for thread dumps. */
  private static final class DeepStacks implements ThreadFactory {
    private final AtomicInteger count = new AtomicInteger();

    @Override
    public Thread newThread(Runnable task) {
      Thread thread =
          new Thread(null, task, "bottleneck-analyzer-" + count.incrementAndGet(), STACK_BYTES);
      thread.setDaemon(true);
      return thread;
    }
  }
}
