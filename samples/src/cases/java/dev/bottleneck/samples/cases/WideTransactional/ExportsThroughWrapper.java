package dev.bottleneck.samples.cases.WideTransactional;

import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.client.RestTemplate;

/**
 * A lambda passed to the application's own method that only hands it to an executor runs on
 * another thread, outside the transaction; passed to one that runs it, or that waits for the
 * executor, it holds the transaction's connection.
 */
@Transactional
public class ExportsThroughWrapper {
  RestTemplate rest;
  ExportTasks tasks;

  public void export(String id) {
    tasks.start(id, () -> upload(id));
  }

  /** Only the export task calls it, on the executor's thread. */
  public void upload(String id) {
    rest.put("http://storage/exports", id);
  }

  public void exportNow(String id) {
    // BUG: Diagnostic contains: WideTransactional
    // RestTemplate.put (remote call) runs while the transaction of exportNow()
    tasks.runNow(id, () -> rest.put("http://storage/now", id));
  }

  public void exportAndWait(String id) throws Exception {
    // BUG: Diagnostic contains: WideTransactional
    // RestTemplate.put (remote call) runs while the transaction of exportAndWait()
    tasks.runAndWait(id, () -> rest.put("http://storage/wait", id));
  }
}
