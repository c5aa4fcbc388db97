package dev.bottleneck.cost.async;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/** The blocking work of the CommonPoolAsync measurements: a remote call that holds its thread. */
public final class PartnerCall {

  private PartnerCall() {}

  /** Waits {@code millis} like a call to a slow partner service, and returns its "answer". */
  public static long call(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return millis;
  }

  /** The application's own executor for partner calls: fixed size, named, daemon threads. */
  public static ExecutorService executor(int threads) {
    AtomicInteger count = new AtomicInteger();
    ThreadFactory factory =
        task -> {
          Thread thread = new Thread(task, "partner-calls-" + count.incrementAndGet());
          thread.setDaemon(true);
          return thread;
        };
    return Executors.newFixedThreadPool(threads, factory);
  }

  /**
   * What {@code CompletableFuture}'s executor-less async methods run on in this JVM: JDK 17 uses a
   * new thread per task when the common pool's parallelism is 1 or less, JDK 25 the common pool.
   */
  public static String defaultExecutor() {
    if (new CompletableFuture<>().defaultExecutor() instanceof ForkJoinPool) {
      int threads = ForkJoinPool.getCommonPoolParallelism();
      return "common pool, " + threads + (threads == 1 ? " thread" : " threads");
    }
    return "a new thread per task";
  }
}
