package dev.bottleneck.samples.cases.WideTransactional;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.client.RestTemplate;

/**
 * A public method of a transactional class that only the class itself calls, from code it hands to
 * another thread, runs without a transaction: the self-call bypasses Spring's proxy, and the thread
 * carries none. A self-call on the caller's thread, or from a lambda run inline, runs in the
 * caller's transaction; a caller that waits for the other thread holds its connection meanwhile.
 */
@Transactional
public class SelfCallsOnOtherThreads {
  RestTemplate rest;
  ExecutorService exports;

  public void startBatch(List<String> ids) {
    Thread.startVirtualThread(() -> runBatch(ids));
  }

  private void runBatch(List<String> ids) {
    ids.forEach(this::dispatch);
  }

  /** Only runBatch calls it, on the virtual thread. */
  public void dispatch(String id) {
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
  }

  /** Only submitted to the export executor. */
  public String export() {
    return rest.getForObject("http://storage/export", String.class);
  }

  /** Only run by the anonymous task on the export executor. */
  public void exportAgain(String id) {
    rest.put("http://storage/export", id);
  }

  public String orderOnNodes(String node) {
    // BUG: Diagnostic contains: WideTransactional
    // CompletableFuture.join
    return CompletableFuture.supplyAsync(() -> orderOnNode(node), exports).join();
  }

  /** Runs on the executor, while its caller waits for it inside the transaction. */
  public String orderOnNode(String node) {
    return rest.getForObject("http://runner/order", String.class, node);
  }

  public void refresh(String id) {
    // BUG: Diagnostic contains: WideTransactional
    // notifyRunner() -> RestTemplate.put (remote call)
    notifyRunner(id);
  }

  /** Also called by refresh on the caller's thread, inside refresh's transaction. */
  public void notifyRunner(String id) {
    // BUG: Diagnostic contains: WideTransactional
    // RestTemplate.put (remote call) runs while the transaction of notifyRunner()
    rest.put("http://runner/notify", id);
    exports.submit(() -> notifyRunner(id));
  }

  public void retryAll(List<String> ids) {
    // BUG: Diagnostic contains: WideTransactional
    // retry() -> RestTemplate.put (remote call)
    ids.forEach(id -> retry(id));
  }

  /** Run by forEach on the caller's thread, inside retryAll's transaction. */
  public void retry(String id) {
    // BUG: Diagnostic contains: WideTransactional
    // RestTemplate.put (remote call) runs while the transaction of retry()
    rest.put("http://runner/retry", id);
  }
}
