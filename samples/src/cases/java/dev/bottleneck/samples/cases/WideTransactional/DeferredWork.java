package dev.bottleneck.samples.cases.WideTransactional;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import org.springframework.core.task.TaskExecutor;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;
import org.springframework.web.client.RestTemplate;

class DeferredWork {
  RestTemplate rest;
  ExecutorService executor;
  TaskExecutor tasks;

  @Transactional
  public void place(String id) {
    TransactionSynchronizationManager.registerSynchronization(
        new TransactionSynchronization() {
          @Override
          public void afterCommit() {
            rest.put("http://partner", id);
          }
        });
    executor.submit(() -> rest.put("http://partner", id));
    tasks.execute(() -> rest.put("http://partner", id));
    CompletableFuture.runAsync(() -> rest.put("http://partner", id), executor);
    new Thread(() -> rest.put("http://partner", id)).start();
    new java.util.concurrent.FutureTask<>(() -> rest.getForObject("http://x", String.class));
    Runnable stored = () -> rest.put("http://partner", id);
    executor.execute(this::later);
    // BUG: Diagnostic contains: WideTransactional
    // later
    java.util.List.of(id).forEach(this::later);
  }

  private void later(String... ids) {
    rest.put("http://partner", ids);
  }
}
