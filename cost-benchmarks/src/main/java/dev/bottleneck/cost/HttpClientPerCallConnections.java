package dev.bottleneck.cost;

import dev.bottleneck.cost.http.CountingHttpServer;
import dev.bottleneck.cost.report.TableJson;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The TCP connections each form of {@link HttpClientPerCallBenchmark} opens: its methods run
 * against a fresh server and fresh shared clients, first one after another, then from several
 * threads at once, and the server counts what it accepted.
 *
 * <p>{@code args[0]} is the table JSON file to write, {@code args[1]} {@code smoke} or {@code
 * full}.
 */
public final class HttpClientPerCallConnections {

  /** The benchmark methods, in the order of the table. */
  static final List<String> METHODS =
      List.of(
          "jdkPerCall",
          "jdkShared",
          "apachePerCall",
          "apacheShared",
          "okHttpPerCall",
          "okHttpShared",
          "restTemplatePerCall",
          "restTemplateShared",
          "restTemplateSharedPooled",
          "restClientPerCall",
          "restClientShared");

  /** How many requests a row sends: one after another, or {@code threads} at a time. */
  record Load(int threads, int requestsPerThread) {
    String describe() {
      return threads == 1
          ? requestsPerThread + " sequential"
          : threads + " threads x " + requestsPerThread;
    }
  }

  private HttpClientPerCallConnections() {}

  public static void main(String[] args) throws Exception {
    if (args.length != 2 || !List.of("smoke", "full").contains(args[1])) {
      System.err.println("usage: HttpClientPerCallConnections <output.json> smoke|full");
      System.exit(2);
    }
    boolean full = args[1].equals("full");
    List<Load> loads =
        full
            ? List.of(new Load(1, 200), new Load(16, 100))
            : List.of(new Load(1, 20), new Load(8, 5));
    List<List<String>> rows = new ArrayList<>();
    for (String name : METHODS) {
      Method method = HttpClientPerCallBenchmark.class.getMethod(name);
      Form form = method.getAnnotation(Form.class);
      for (Load load : loads) {
        int connections = connectionsOpened(method, load);
        rows.add(
            List.of(form.group(), form.label(), load.describe(), Integer.toString(connections)));
      }
    }
    new TableJson(
            "HttpClientPerCall",
            "TCP connections a local server accepted, per client library, with a client built per"
                + " call and with a shared one",
            List.of("Library", "Code", "Requests", "Connections opened"),
            rows,
            "HTTP/1.1 server on 127.0.0.1 that keeps every connection alive until the client"
                + " closes it; a new server and new shared clients for every row; JDK defaults (the"
                + " HttpURLConnection keep-alive cache keeps at most 5 idle connections per host).")
        .write(Path.of(args[0]));
  }

  /** Runs {@code method} under {@code load} against a new server; the connections it accepted. */
  static int connectionsOpened(Method method, Load load) throws Exception {
    HttpClientPerCallBenchmark benchmark = new HttpClientPerCallBenchmark();
    benchmark.setUp();
    try {
      if (load.threads() == 1) {
        callRepeatedly(benchmark, method, load.requestsPerThread());
      } else {
        callConcurrently(benchmark, method, load);
      }
      int requests = load.threads() * load.requestsPerThread();
      if (benchmark.server().answeredRequests() != requests) {
        throw new IllegalStateException(
            method.getName()
                + ": the server answered "
                + benchmark.server().answeredRequests()
                + " requests, not "
                + requests);
      }
      return benchmark.server().acceptedConnections();
    } finally {
      benchmark.tearDown();
      // Per-call clients left behind (the JDK's selector threads) go before the next row.
      System.gc();
    }
  }

  private static void callRepeatedly(HttpClientPerCallBenchmark benchmark, Method method, int n)
      throws Exception {
    for (int i = 0; i < n; i++) {
      String body;
      try {
        body = (String) method.invoke(benchmark);
      } catch (InvocationTargetException e) {
        throw e.getCause() instanceof Exception cause ? cause : e;
      }
      if (!body.equals(CountingHttpServer.BODY)) {
        throw new IllegalStateException(method.getName() + " read " + body);
      }
    }
  }

  private static void callConcurrently(
      HttpClientPerCallBenchmark benchmark, Method method, Load load) throws Exception {
    ExecutorService executor = Executors.newFixedThreadPool(load.threads());
    try {
      CountDownLatch start = new CountDownLatch(1);
      List<Future<Void>> futures = new ArrayList<>();
      for (int t = 0; t < load.threads(); t++) {
        futures.add(
            executor.submit(
                () -> {
                  start.await();
                  callRepeatedly(benchmark, method, load.requestsPerThread());
                  return null;
                }));
      }
      start.countDown();
      for (Future<Void> future : futures) {
        future.get();
      }
    } finally {
      executor.shutdownNow();
    }
  }
}
