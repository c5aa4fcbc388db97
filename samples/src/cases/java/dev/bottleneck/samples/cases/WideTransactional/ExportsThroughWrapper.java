package dev.bottleneck.samples.cases.WideTransactional;

import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.client.RestTemplate;

/**
 * A lambda passed to the application's own method that only hands it to an executor (ExportTasks,
 * in another file) runs on another thread, outside the transaction; so does the public method that
 * only the lambda calls. See ExportsRunInline for the wrappers that keep the transaction's
 * connection.
 */
@Transactional
public class ExportsThroughWrapper {
  RestTemplate rest;
  ExportTasks tasks;

  public void export(String id) {
    // Error Prone alone: Diagnostic contains: WideTransactional
    tasks.start(id, () -> upload(id));
  }

  /** Only the export task calls it, on the executor's thread. */
  public void upload(String id) {
    // Error Prone alone: Diagnostic contains: WideTransactional
    rest.put("http://storage/exports", id);
  }
}
