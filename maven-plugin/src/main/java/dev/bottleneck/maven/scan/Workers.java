package dev.bottleneck.maven.scan;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs scans concurrently on a bounded pool of threads with deep stacks, and returns their results
 * in the order of the tasks, so that a run on many threads reports exactly what a run on one does.
 * The pool lives for one call: a module's threads end with its analysis.
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
    ExecutorService pool =
        Executors.newFixedThreadPool(Math.min(threads, tasks.size()), new DeepStacks());
    try {
      List<Future<T>> futures = new ArrayList<>();
      for (Callable<T> task : tasks) {
        futures.add(pool.submit(task));
      }
      List<T> results = new ArrayList<>();
      for (Future<T> future : futures) {
        results.add(await(future));
      }
      return results;
    } finally {
      pool.shutdownNow();
    }
  }

  private static <T> T await(Future<T> future) {
    try {
      return future.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("The analysis was interrupted", e);
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
