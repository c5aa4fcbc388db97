package dev.bottleneck.samples.cases.WideTransactional;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.client.RestTemplate;

/**
 * A public method of a transactional class that only the class itself calls, from code it hands to
 * another thread (directly or through private methods), runs without a transaction: the self-call
 * bypasses Spring's proxy, and the thread carries none. See SelfCallsOnTheCallersThread for the
 * self-calls that stay in the caller's transaction.
 */
@Transactional
public class SelfCallsOnOtherThreads {
  RestTemplate rest;
  ExecutorService exports;

  public void startBatch(List<String> ids) {
    exports.execute(() -> runBatch(ids));
  }

  private void runBatch(List<String> ids) {
    ids.forEach(this::dispatch);
  }

  /** Only runBatch calls it, on the executor's thread. */
  public void dispatch(String id) {
    // Error Prone alone: Diagnostic contains: WideTransactional
    rest.postForObject("http://runner/dispatch", id, String.class);
  }

  public void startExport(String id) {
    exports.submit(this::export);
    exports.execute(
        new Runnable() {
          @Override
          public void run() {
            exportAgain(id);
          }
        });
    CompletableFuture.runAsync(() -> orderOnNode(id), exports);
  }

  /** Only submitted to the export executor. */
  public String export() {
    // Error Prone alone: Diagnostic contains: WideTransactional
    return rest.getForObject("http://storage/export", String.class);
  }

  /** Only run by the anonymous task on the export executor. */
  public void exportAgain(String id) {
    // Error Prone alone: Diagnostic contains: WideTransactional
    rest.put("http://storage/export", id);
  }

  /** Only run by the future's task on the export executor. */
  public String orderOnNode(String node) {
    // Error Prone alone: Diagnostic contains: WideTransactional
    return rest.getForObject("http://runner/order", String.class, node);
  }
}
