package dev.bottleneck.cost;

import dev.bottleneck.cost.db.OpenLoop;
import dev.bottleneck.cost.db.Payments;
import dev.bottleneck.cost.report.TableJson;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The latency a wide transaction causes under load, which a closed-loop JMH run cannot show:
 * requests arrive at a fixed rate (open loop) and each latency counts from the scheduled arrival.
 * With a 50 ms partner call inside the transaction, a pool of ten serves at most about 200 requests
 * a second; above that the queue, and every request's latency, grows for as long as the load lasts.
 * With the call before the transaction the same pool serves every rate measured.
 *
 * <p>Usage: {@code WideTransactionalLoad <output.json> smoke|full}; writes a table JSON file.
 */
public final class WideTransactionalLoad {
  private static final String RULE = "WideTransactional";
  private static final long REMOTE_CALL_MILLIS = 50;
  private static final int[] RATES = {100, 200, 400};
  private static final long AMOUNT = 25;

  private WideTransactionalLoad() {}

  private enum Variant {
    BAD("remote call inside the transaction", Payments::payInsideTransaction),
    GOOD("remote call before the transaction", Payments::payBeforeTransaction);

    final String label;
    final PaymentCall call;

    Variant(String label, PaymentCall call) {
      this.label = label;
      this.call = call;
    }
  }

  @FunctionalInterface
  private interface PaymentCall {
    long pay(Payments payments, long amount);
  }

  public static void main(String[] args) throws IOException, InterruptedException {
    if (args.length != 2 || !(args[1].equals("smoke") || args[1].equals("full"))) {
      System.err.println(
          "usage: WideTransactionalLoad <output.json> smoke|full (smoke: a second or two;"
              + " full: about 75 seconds)");
      System.exit(2);
    }
    Path output = Path.of(args[0]);
    boolean full = args[1].equals("full");
    Duration perRate = full ? Duration.ofSeconds(10) : Duration.ofMillis(200);

    if (full) {
      // Class loading and the first compilations stay out of the measured runs.
      measure(Variant.GOOD, 100, Duration.ofSeconds(2));
    }
    List<List<String>> rows = new ArrayList<>();
    for (int rate : RATES) {
      for (Variant variant : Variant.values()) {
        OpenLoop.Result result = measure(variant, rate, perRate);
        rows.add(row(variant, rate, result));
        System.out.println(String.join(" | ", rows.get(rows.size() - 1)));
      }
    }

    new TableJson(
            RULE,
            "Latency at a fixed arrival rate (open loop), a 50 ms remote call inside versus before"
                + " the transaction",
            List.of("form", "arrival rate", "requests", "throughput", "median", "p99", "max"),
            rows,
            String.format(
                Locale.ROOT,
                "HikariCP pool of %d on H2 in memory, %d request threads, a %d ms sleep as the"
                    + " remote call, each rate held for %s and latency counted from the scheduled"
                    + " arrival; an overloaded form's latency keeps growing for as long as the"
                    + " overload lasts.",
                Payments.POOL_SIZE,
                OpenLoop.WORKERS,
                REMOTE_CALL_MILLIS,
                full ? perRate.toSeconds() + " s" : perRate.toMillis() + " ms (smoke)"))
        .write(output);
  }

  private static OpenLoop.Result measure(Variant variant, int rate, Duration duration)
      throws InterruptedException {
    try (Payments payments = new Payments(REMOTE_CALL_MILLIS)) {
      return OpenLoop.run(() -> variant.call.pay(payments, AMOUNT), rate, duration);
    }
  }

  private static List<String> row(Variant variant, int rate, OpenLoop.Result result) {
    String requests =
        result.failed() == 0
            ? Integer.toString(result.requests())
            : result.requests() + " (" + result.failed() + " failed)";
    boolean none = result.latencies().length == 0;
    return List.of(
        variant.label,
        rate + " req/s",
        requests,
        String.format(Locale.ROOT, "%.0f req/s", none ? 0.0 : result.throughput()),
        none ? "-" : latency(result.percentile(0.5)),
        none ? "-" : latency(result.percentile(0.99)),
        none ? "-" : latency(result.max()));
  }

  private static String latency(long nanos) {
    double millis = nanos / 1e6;
    if (millis >= 1000) {
      return String.format(Locale.ROOT, "%.2f s", millis / 1000);
    }
    return String.format(Locale.ROOT, millis < 10 ? "%.1f ms" : "%.0f ms", millis);
  }
}
