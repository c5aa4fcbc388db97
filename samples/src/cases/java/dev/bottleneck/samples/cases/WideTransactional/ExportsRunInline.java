package dev.bottleneck.samples.cases.WideTransactional;

import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.client.RestTemplate;

/**
 * Lookalikes of ExportsThroughWrapper that stay reported: a lambda passed to the application's own
 * method that runs it, or that hands it to an executor and waits for the result, runs while the
 * transaction holds its connection.
 */
@Transactional
public class ExportsRunInline {
  RestTemplate rest;
  ExportTasks tasks;

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
