package dev.bottleneck.cost.db;

import java.time.Duration;
import java.util.Arrays;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

/**
 * An open-loop load generator: requests arrive at a fixed rate whether or not earlier ones have
 * finished, as they do from a service's many independent clients, and run on a fixed set of worker
 * threads with an unbounded queue (a servlet container's request threads). Each latency is measured
 * from the request's scheduled arrival, not from when a worker picked it up, so time spent queued
 * counts (no coordinated omission).
 */
public final class OpenLoop {
  /** Tomcat's default {@code maxThreads}, the request threads of a Spring Boot service. */
  public static final int WORKERS = 200;

  private OpenLoop() {}

  /** What one run measured. Latencies are sorted, in nanoseconds; failures have none. */
  public record Result(int requests, int failed, long[] latencies, long elapsedNanos) {

    /** The latency that {@code fraction} of the completed requests did not exceed. */
    public long percentile(double fraction) {
      int rank = (int) Math.ceil(fraction * latencies.length);
      return latencies[Math.max(0, rank - 1)];
    }

    public long max() {
      return latencies[latencies.length - 1];
    }

    /** Completed requests per second, from the first arrival to the last completion. */
    public double throughput() {
      return latencies.length / (elapsedNanos / 1e9);
    }
  }

  /**
   * Sends {@code ratePerSecond} requests a second for {@code duration}, waits for all of them, and
   * returns their latencies.
   */
  public static Result run(Runnable request, int ratePerSecond, Duration duration)
      throws InterruptedException {
    int requests = (int) (ratePerSecond * duration.toNanos() / 1_000_000_000L);
    long interval = 1_000_000_000L / ratePerSecond;
    long[] latencies = new long[requests];
    AtomicInteger failed = new AtomicInteger();
    AtomicInteger completed = new AtomicInteger();
    CountDownLatch done = new CountDownLatch(requests);
    ExecutorService workers =
        new ThreadPoolExecutor(WORKERS, WORKERS, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<>());
    long start = System.nanoTime();
    try {
      for (int i = 0; i < requests; i++) {
        long arrival = start + i * interval;
        long wait = arrival - System.nanoTime();
        if (wait > 0) {
          LockSupport.parkNanos(wait);
        }
        workers.execute(
            () -> {
              try {
                request.run();
                latencies[completed.getAndIncrement()] = System.nanoTime() - arrival;
              } catch (RuntimeException e) {
                failed.incrementAndGet();
              } finally {
                done.countDown();
              }
            });
      }
      done.await();
    } finally {
      workers.shutdownNow();
    }
    long elapsed = System.nanoTime() - start;
    long[] measured = Arrays.copyOf(latencies, completed.get());
    Arrays.sort(measured);
    return new Result(requests, failed.get(), measured, elapsed);
  }
}
