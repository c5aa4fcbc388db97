package dev.bottleneck.cost;

import dev.bottleneck.cost.async.PartnerCall;
import dev.bottleneck.cost.report.TableJson;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Supplier;

/**
 * An open-loop load of blocking partner calls through {@code supplyAsync}, without and with a
 * dedicated executor, and an unrelated short task that other code submits to the common pool
 * meanwhile. A closed-loop JMH run waits for each call and so never builds the queue that delays
 * the unrelated task; here the calls arrive at a fixed rate whether or not the earlier ones have
 * finished. Every wait is bounded: a task that did not run in time is reported as such, and calls
 * still queued at the end are turned into no-ops so the next form starts on an idle pool.
 *
 * <p>Arguments: the output file (table JSON) and {@code smoke} or {@code full}.
 */
public final class CommonPoolAsyncStarvation {

  private static final long CALL_MILLIS = 15;
  private static final long INTERVAL_MILLIS = 5;
  private static final int EXECUTOR_THREADS = 8;

  private CommonPoolAsyncStarvation() {}

  /** How long one form runs, how long the unrelated task may wait, how long calls may drain. */
  private record Settings(long windowMillis, long unrelatedTimeoutMillis, long drainMillis) {}

  /** What one form measured. */
  private record Outcome(
      int offered,
      int completedInWindow,
      long[] latenciesNanos,
      int neverCompleted,
      long unrelatedWaitNanos,
      long peakThreadsAdded) {}

  public static void main(String[] args) throws Exception {
    if (args.length != 2 || !List.of("smoke", "full").contains(args[1])) {
      System.err.println(
          "usage: CommonPoolAsyncStarvation <output.json> smoke|full (got "
              + Arrays.toString(args)
              + ")");
      System.exit(2);
      return;
    }
    Settings settings =
        args[1].equals("full")
            ? new Settings(4_000, 5_000, 5_000)
            : new Settings(500, 2_000, 1_000);
    String runsOn = PartnerCall.defaultExecutor();
    Outcome bad = run(null, settings);
    ExecutorService partnerCalls = PartnerCall.executor(EXECUTOR_THREADS);
    Outcome good;
    try {
      good = run(partnerCalls, settings);
    } finally {
      partnerCalls.shutdownNow();
    }
    write(Path.of(args[0]), settings, runsOn, bad, good);
  }

  private static Outcome run(ExecutorService executor, Settings settings)
      throws InterruptedException {
    int offered = (int) (settings.windowMillis() / INTERVAL_MILLIS);
    long[] submitted = new long[offered];
    AtomicLongArray completed = new AtomicLongArray(offered);
    AtomicBoolean stop = new AtomicBoolean();
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    int threadsBefore = threads.getThreadCount();
    threads.resetPeakThreadCount();

    long start = System.nanoTime();
    long windowEnd = start + TimeUnit.MILLISECONDS.toNanos(settings.windowMillis());
    Thread load = requestLoad(executor, start, submitted, completed, stop);
    load.start();
    long unrelatedWait = unrelatedTaskWait(start, settings);

    load.join();
    long drainEnd = windowEnd + TimeUnit.MILLISECONDS.toNanos(settings.drainMillis());
    while (System.nanoTime() < drainEnd && !allSet(completed)) {
      TimeUnit.MILLISECONDS.sleep(10);
    }
    stop.set(true);
    // The load generator's own thread is not the form's doing.
    long peakThreadsAdded = threads.getPeakThreadCount() - threadsBefore - 1;
    if (!ForkJoinPool.commonPool().awaitQuiescence(10, TimeUnit.SECONDS)) {
      throw new IllegalStateException("the common pool did not become idle within 10 s");
    }
    return outcome(submitted, completed, windowEnd, unrelatedWait, peakThreadsAdded);
  }

  /**
   * The open loop, not started: call {@code i} is submitted {@code i} intervals after {@code
   * start}, whether or not the earlier ones have finished; each records when it was submitted and
   * when it completed, and does nothing once {@code stop} is set.
   */
  private static Thread requestLoad(
      ExecutorService executor,
      long start,
      long[] submitted,
      AtomicLongArray completed,
      AtomicBoolean stop) {
    return new Thread(
        () -> {
          for (int i = 0; i < submitted.length; i++) {
            long due = start + TimeUnit.MILLISECONDS.toNanos(i * INTERVAL_MILLIS);
            for (long now = System.nanoTime(); now < due; now = System.nanoTime()) {
              LockSupport.parkNanos(due - now);
            }
            int call = i;
            Supplier<Long> partner =
                () -> {
                  if (stop.get()) {
                    return -1L;
                  }
                  long answer = PartnerCall.call(CALL_MILLIS);
                  completed.set(call, System.nanoTime());
                  return answer;
                };
            submitted[call] = System.nanoTime();
            if (executor == null) {
              CompletableFuture.supplyAsync(partner);
            } else {
              CompletableFuture.supplyAsync(partner, executor);
            }
          }
        },
        "request-load");
  }

  /**
   * How long the unrelated short task waited for the common pool, in nanoseconds, or -1 when it did
   * not run within the timeout. Other code in the same JVM (a library, a parallel stream) submits
   * it from a thread of its own, a quarter into the window.
   */
  private static long unrelatedTaskWait(long start, Settings settings) throws InterruptedException {
    long unrelatedDue = start + TimeUnit.MILLISECONDS.toNanos(settings.windowMillis() / 4);
    LockSupport.parkNanos(unrelatedDue - System.nanoTime());
    long unrelatedSubmitted = System.nanoTime();
    CompletableFuture<Long> unrelated = CompletableFuture.supplyAsync(System::nanoTime);
    try {
      return unrelated.get(settings.unrelatedTimeoutMillis(), TimeUnit.MILLISECONDS)
          - unrelatedSubmitted;
    } catch (TimeoutException e) {
      return -1;
    } catch (ExecutionException e) {
      throw new IllegalStateException("the unrelated task failed", e.getCause());
    }
  }

  /** The calls' latencies, sorted, and how many completed in the window and how many never. */
  private static Outcome outcome(
      long[] submitted,
      AtomicLongArray completed,
      long windowEnd,
      long unrelatedWait,
      long peakThreadsAdded) {
    int offered = submitted.length;
    // A call submitted at the window's end can finish one call duration later.
    long countedUntil = windowEnd + TimeUnit.MILLISECONDS.toNanos(CALL_MILLIS);
    int inWindow = 0;
    int never = 0;
    long[] latencies = new long[offered];
    int done = 0;
    for (int i = 0; i < offered; i++) {
      long end = completed.get(i);
      if (end == 0) {
        never++;
        continue;
      }
      if (end <= countedUntil) {
        inWindow++;
      }
      latencies[done++] = end - submitted[i];
    }
    long[] sorted = Arrays.copyOf(latencies, done);
    Arrays.sort(sorted);
    return new Outcome(offered, inWindow, sorted, never, unrelatedWait, peakThreadsAdded);
  }

  private static boolean allSet(AtomicLongArray completed) {
    for (int i = 0; i < completed.length(); i++) {
      if (completed.get(i) == 0) {
        return false;
      }
    }
    return true;
  }

  private static void write(Path out, Settings settings, String runsOn, Outcome bad, Outcome good)
      throws IOException {
    List<String> columns =
        List.of(
            "Form",
            "Runs on",
            "Calls done in the window",
            "Call latency p50",
            "Call latency p99",
            "Calls not done " + seconds(settings.drainMillis()) + " after the window",
            "Unrelated task waited",
            "Peak extra threads");
    List<List<String>> rows =
        List.of(
            row("CompletableFuture.supplyAsync(() -> partner.call())", runsOn, bad, settings),
            row(
                "CompletableFuture.supplyAsync(() -> partner.call(), partnerCalls)",
                "partnerCalls, " + EXECUTOR_THREADS + " threads",
                good,
                settings));
    String notes =
        String.format(
            Locale.ROOT,
            "Open loop: one %d ms blocking call every %d ms (%d/s) for %s (a call is done in the"
                + " window if it finished by its end plus one call duration); the unrelated"
                + " supplyAsync is submitted from another thread after %s; %d CPUs, common-pool"
                + " parallelism %d, Java %s.",
            CALL_MILLIS,
            INTERVAL_MILLIS,
            1000 / INTERVAL_MILLIS,
            seconds(settings.windowMillis()),
            seconds(settings.windowMillis() / 4),
            Runtime.getRuntime().availableProcessors(),
            ForkJoinPool.getCommonPoolParallelism(),
            Runtime.version());
    new TableJson(
            "CommonPoolAsync",
            "Blocking partner calls arriving at a fixed rate through supplyAsync without and with"
                + " an executor, and how long an unrelated short task on the common pool waited"
                + " meanwhile",
            columns,
            rows,
            notes)
        .write(out);
  }

  private static List<String> row(String form, String runsOn, Outcome outcome, Settings settings) {
    return List.of(
        form,
        runsOn,
        outcome.completedInWindow() + " of " + outcome.offered(),
        percentile(outcome.latenciesNanos(), 50),
        percentile(outcome.latenciesNanos(), 99),
        String.valueOf(outcome.neverCompleted()),
        outcome.unrelatedWaitNanos() < 0
            ? "did not run within " + seconds(settings.unrelatedTimeoutMillis())
            : duration(outcome.unrelatedWaitNanos()),
        String.valueOf(Math.max(0, outcome.peakThreadsAdded())));
  }

  private static String percentile(long[] sorted, int percent) {
    if (sorted.length == 0) {
      return "none done";
    }
    int index = (int) Math.ceil(sorted.length * percent / 100.0) - 1;
    return duration(sorted[Math.max(0, index)]);
  }

  private static String duration(long nanos) {
    double millis = nanos / 1e6;
    if (millis >= 1000) {
      return String.format(Locale.ROOT, "%.2f s", millis / 1000);
    }
    if (millis >= 10) {
      return String.format(Locale.ROOT, "%.0f ms", millis);
    }
    return String.format(Locale.ROOT, "%.2f ms", millis);
  }

  private static String seconds(long millis) {
    String amount =
        millis % 1000 == 0 ? String.valueOf(millis / 1000) : String.valueOf(millis / 1000.0);
    return amount + " s";
  }
}
