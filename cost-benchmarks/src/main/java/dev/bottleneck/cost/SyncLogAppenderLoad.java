package dev.bottleneck.cost;

import ch.qos.logback.classic.LoggerContext;
import dev.bottleneck.cost.logging.LogbackSetups;
import dev.bottleneck.cost.report.TableJson;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.function.BiFunction;
import java.util.stream.Stream;
import org.slf4j.Logger;

/**
 * Request threads that each do a little work and log two INFO events per request, at several thread
 * counts: through a FileAppender attached to the root (SyncLogAppenderBad) and through the same
 * appender behind an AsyncAppender that neither discards nor drops (SyncLogAppenderGood). Each form
 * reports requests per second, the median and p99 request latency, and how many of the events
 * reached the file once the context was stopped (the asynchronous form drains its queue).
 *
 * <p>Usage: {@code SyncLogAppenderLoad <output.json> smoke|full}; writes a table JSON file.
 */
public final class SyncLogAppenderLoad {
  private static final String RULE = "SyncLogAppender";
  private static final int[] THREADS = {1, 2, 4, 8};
  private static final int EVENTS_PER_REQUEST = 2;
  private static final long WORK_NANOS = 20_000;

  private SyncLogAppenderLoad() {}

  private enum Variant {
    BAD("FileAppender attached to the root", LogbackSetups::syncFile),
    GOOD(
        "AsyncAppender (discardingThreshold 0, neverBlock false) before the FileAppender",
        (file, pattern) -> LogbackSetups.asyncFile(file, pattern, false));

    final String label;
    final BiFunction<Path, String, LoggerContext> setup;

    Variant(String label, BiFunction<Path, String, LoggerContext> setup) {
      this.label = label;
      this.setup = setup;
    }
  }

  /** What one form measured at one thread count. */
  private record Result(long requests, double seconds, long[] latencies, long linesWritten) {}

  public static void main(String[] args) throws Exception {
    if (args.length != 2 || !List.of("smoke", "full").contains(args[1])) {
      System.err.println(
          "usage: SyncLogAppenderLoad <output.json> smoke|full (got "
              + Arrays.toString(args)
              + ")");
      System.exit(2);
      return;
    }
    boolean full = args[1].equals("full");
    Duration perPoint = full ? Duration.ofSeconds(3) : Duration.ofMillis(150);
    if (full) {
      measure(Variant.BAD, 2, Duration.ofSeconds(1));
      measure(Variant.GOOD, 2, Duration.ofSeconds(1));
    }
    List<List<String>> rows = new ArrayList<>();
    for (int threads : THREADS) {
      for (Variant variant : Variant.values()) {
        Result result = measure(variant, threads, perPoint);
        rows.add(row(variant, threads, result));
        System.out.println(String.join(" | ", rows.get(rows.size() - 1)));
      }
    }
    new TableJson(
            RULE,
            "Request threads logging two INFO events per request through a synchronous file"
                + " appender versus the asynchronous configuration the fix recommends",
            List.of(
                "form",
                "request threads",
                "requests/s",
                "median latency",
                "p99 latency",
                "events in the file"),
            rows,
            String.format(
                Locale.ROOT,
                "Logback, pattern %s, %d µs of CPU work per request besides logging, each"
                    + " point held for %s after a warm-up, closed loop (each thread sends its next"
                    + " request when the last one is done); the file is on the machine's local"
                    + " disk; %d CPUs, Java %s. Compare the forms within a row: the absolute"
                    + " numbers move with the machine and its load (the line below gives it).",
                LogbackSetups.PLAIN,
                WORK_NANOS / 1000,
                full ? perPoint.toSeconds() + " s" : perPoint.toMillis() + " ms (smoke)",
                Runtime.getRuntime().availableProcessors(),
                Runtime.version()))
        .write(Path.of(args[0]));
  }

  private static Result measure(Variant variant, int threads, Duration duration)
      throws IOException, InterruptedException {
    Path folder = Files.createTempDirectory("sync-log-appender-load");
    Path file = folder.resolve("requests.log");
    try {
      LoggerContext context = variant.setup.apply(file, LogbackSetups.PLAIN);
      Logger log = context.getLogger("com.acme.orders.OrderService");
      long[][] latencies = new long[threads][];
      long[] counts = new long[threads];
      CountDownLatch start = new CountDownLatch(1);
      long[] window = new long[2];
      List<Thread> workers = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        int index = t;
        Thread worker =
            new Thread(
                () -> {
                  latencies[index] = requests(log, start, window, duration);
                  counts[index] = latencies[index].length;
                },
                "request-" + t);
        workers.add(worker);
        worker.start();
      }
      window[0] = System.nanoTime();
      window[1] = window[0] + duration.toNanos();
      start.countDown();
      for (Thread worker : workers) {
        worker.join();
      }
      double seconds = (System.nanoTime() - window[0]) / 1e9;
      context.stop();
      long requests = Arrays.stream(counts).sum();
      long[] all = Arrays.stream(latencies).flatMapToLong(Arrays::stream).sorted().toArray();
      long lines = lines(file);
      if (lines != requests * EVENTS_PER_REQUEST) {
        throw new IllegalStateException(
            variant.label
                + " wrote "
                + lines
                + " lines for "
                + requests * EVENTS_PER_REQUEST
                + " events: the configuration lost events or the benchmark is broken");
      }
      return new Result(requests, seconds, all, lines);
    } finally {
      try (Stream<Path> files = Files.list(folder)) {
        for (Path leftover : files.toList()) {
          Files.delete(leftover);
        }
      }
      Files.delete(folder);
    }
  }

  /** One thread's requests until the window closes: each latency in nanoseconds. */
  private static long[] requests(
      Logger log, CountDownLatch start, long[] window, Duration duration) {
    try {
      start.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return new long[0];
    }
    long[] latencies = new long[1 << 16];
    int done = 0;
    long order = 0;
    while (System.nanoTime() < window[1]) {
      long begin = System.nanoTime();
      long checksum = work(begin);
      log.info("Placed order {} with checksum {}", ++order, checksum);
      log.info("Order {} reserved stock in {} warehouses", order, 1 + checksum % 3);
      if (done == latencies.length) {
        latencies = Arrays.copyOf(latencies, done * 2);
      }
      latencies[done++] = System.nanoTime() - begin;
    }
    return Arrays.copyOf(latencies, done);
  }

  /** About {@link #WORK_NANOS} of CPU work, the request's own business. */
  private static long work(long seed) {
    long x = seed;
    long until = System.nanoTime() + WORK_NANOS;
    while (System.nanoTime() < until) {
      for (int i = 0; i < 64; i++) {
        x ^= x << 13;
        x ^= x >>> 7;
        x ^= x << 17;
      }
    }
    return Math.abs(x % 1000);
  }

  private static long lines(Path file) {
    try (Stream<String> lines = Files.lines(file, StandardCharsets.UTF_8)) {
      return lines.count();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static List<String> row(Variant variant, int threads, Result result) {
    long events = result.requests() * EVENTS_PER_REQUEST;
    return List.of(
        variant.label,
        Integer.toString(threads),
        String.format(Locale.ROOT, "%,.0f", result.requests() / result.seconds()),
        latency(percentile(result.latencies(), 0.5)),
        latency(percentile(result.latencies(), 0.99)),
        String.format(Locale.ROOT, "%,d of %,d", result.linesWritten(), events));
  }

  private static long percentile(long[] sorted, double p) {
    if (sorted.length == 0) {
      return 0;
    }
    return sorted[Math.min(sorted.length - 1, (int) Math.ceil(p * sorted.length) - 1)];
  }

  private static String latency(long nanos) {
    double micros = nanos / 1e3;
    if (micros >= 1000) {
      return String.format(Locale.ROOT, "%.1f ms", micros / 1000);
    }
    return String.format(Locale.ROOT, "%.0f µs", micros);
  }
}
