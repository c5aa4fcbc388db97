package dev.bottleneck.samples.cases.WideTransactional;

import java.util.List;
import java.util.concurrent.ExecutorService;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.client.RestTemplate;

/**
 * Lookalikes of SelfCallsOnOtherThreads that stay reported: a public method that its class also
 * calls on the caller's thread, directly or from a lambda run inline, runs in the caller's
 * transaction there.
 */
@Transactional
public class SelfCallsOnTheCallersThread {
  RestTemplate rest;
  ExecutorService exports;

  public void refresh(String id) {
    // BUG: Diagnostic contains: WideTransactional
    // notifyRunner() -> RestTemplate.put (remote call)
    notifyRunner(id);
  }

  /** Called by refresh on the caller's thread, and by itself on the executor's. */
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
