package dev.bottleneck.samples.cases.WideTransactional;

import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.springframework.transaction.annotation.Transactional;

/**
 * {@code invokeAll} and {@code invokeAny} hand the tasks to the pool's threads but block the caller
 * until they have finished (or one has): the transaction holds its connection for as long as the
 * slowest task, as a {@code Future.get()} on each would; {@code awaitTermination} waits for every
 * task the pool still holds. Submitting without waiting does not.
 */
@Transactional
public class WaitsForTasks {
  private final ExecutorService executor = Executors.newFixedThreadPool(4);

  public void checkAll(List<Callable<Boolean>> checks) throws Exception {
    // BUG: Diagnostic contains: WideTransactional
    // ExecutorService.invokeAll
    executor.invokeAll(checks);
  }

  public String fastestMirror(List<Callable<String>> mirrors) throws Exception {
    // BUG: Diagnostic contains: WideTransactional
    // ExecutorService.invokeAny
    return executor.invokeAny(mirrors, 5, TimeUnit.SECONDS);
  }

  public void drain(ExecutorService batch) throws InterruptedException {
    batch.shutdown();
    // BUG: Diagnostic contains: WideTransactional
    // ExecutorService.awaitTermination
    batch.awaitTermination(1, TimeUnit.MINUTES);
  }

  public void checkLater(Callable<Boolean> check) {
    executor.submit(check);
  }

  public void checkEachLater(List<Callable<Boolean>> checks) {
    for (Callable<Boolean> check : checks) {
      executor.submit(check);
    }
  }
}
