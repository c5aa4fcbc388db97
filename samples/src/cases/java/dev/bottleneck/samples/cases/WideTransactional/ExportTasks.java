package dev.bottleneck.samples.cases.WideTransactional;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

/** The application's own export runner, in another file than the transactions that use it. */
public class ExportTasks {
  private final ExecutorService executor;

  public ExportTasks(ExecutorService executor) {
    this.executor = executor;
  }

  /** Runs the export on the executor and returns at once. */
  public Future<?> start(String id, Runnable export) {
    return executor.submit(
        () -> {
          if (!Thread.currentThread().isInterrupted()) {
            export.run();
          }
        });
  }

  /** Runs the export on the caller's thread. */
  public void runNow(String id, Runnable export) {
    export.run();
  }

  /** Runs the export on the executor and waits for it. */
  public void runAndWait(String id, Runnable export)
      throws InterruptedException, ExecutionException {
    executor.submit(export).get();
  }
}
