package dev.bottleneck.samples.cases.WideTransactional;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;
import org.springframework.transaction.support.TransactionTemplate;
import org.springframework.web.client.RestTemplate;

class Orders {
  RestTemplate rest;
  ExecutorService executor;
  TransactionTemplate transactions;
  Orders other;

  @Transactional
  public void place(List<String> skus) {
    // BUG: Diagnostic contains: WideTransactional
    // notifyPartner() -> RestTemplate.postForObject
    notifyPartner();
    // BUG: Diagnostic contains: WideTransactional
    // audit() -> archive() -> notifyPartner() -> RestTemplate.postForObject
    this.audit();
    // BUG: Diagnostic contains: WideTransactional
    // notifyStatic() -> RestTemplate
    notifyStatic(rest);
    // Inline lambdas and method references are the transaction's work.
    // BUG: Diagnostic contains: WideTransactional
    // RestTemplate.delete
    skus.forEach(sku -> rest.delete("/reservations/{sku}", sku));
    // BUG: Diagnostic contains: WideTransactional
    // notifyPartner
    skus.stream().map(sku -> sku).forEach(sku -> notifyPartner());
    // BUG: Diagnostic contains: WideTransactional
    // RestTemplate.delete
    skus.forEach(rest::delete);
    // BUG: Diagnostic contains: WideTransactional
    // ping() -> RestTemplate
    skus.forEach(this::ping);
    // BUG: Diagnostic contains: WideTransactional
    // RestTemplate.getForObject
    transactions.executeWithoutResult(status -> rest.getForObject("/a", String.class));
    // Cycles end, and methods without slow work are silent.
    cycleA();
    local();
    // Deferred work: executors, futures, threads, synchronizations, stored functions.
    executor.submit(() -> rest.getForObject("/a", String.class));
    executor.execute(this::notifyPartner);
    CompletableFuture.runAsync(() -> notifyPartner(), executor);
    new Thread(() -> notifyPartner()).start();
    executor.execute(new java.util.concurrent.FutureTask<>(() -> notifyPartner(), null));
    Runnable later = () -> notifyPartner();
    TransactionSynchronizationManager.registerSynchronization(
        new TransactionSynchronization() {
          @Override
          public void afterCommit() {
            notifyPartner();
          }
        });
    transactions.executeWithoutResult(
        status ->
            TransactionSynchronizationManager.registerSynchronization(
                new TransactionSynchronization() {
                  @Override
                  public void afterCompletion(int status) {
                    rest.delete("/a");
                  }
                }));
    // Another instance goes through its own proxy.
    other.notifyPartner();
  }

  private void notifyPartner() {
    rest.postForObject("/partner", "order", String.class);
  }

  private void audit() {
    local();
    archive();
  }

  private void archive() {
    notifyPartner();
    audit();
  }

  private static void notifyStatic(RestTemplate rest) {
    rest.getForObject("/a", String.class);
  }

  private void ping(String sku) {
    rest.getForObject("/ping/{sku}", String.class, sku);
  }

  private void cycleA() {
    cycleB();
  }

  private void cycleB() {
    cycleA();
  }

  private void local() {}

  @SuppressWarnings("WideTransactional")
  private void knownSlow() {
    rest.delete("/a");
  }

  @Transactional
  public void callsSuppressed() {
    knownSlow();
  }

  @Transactional
  public void twoOnOneLine() {
    // BUG: Diagnostic contains: WideTransactional
    // RestTemplate.delete
    rest.delete("/a"); notifyPartner();
  }

  @Transactional
  public void anonymousInline() {
    transactions.execute(
        new org.springframework.transaction.support.TransactionCallback<String>() {
          @Override
          public String doInTransaction(
              org.springframework.transaction.TransactionStatus status) {
            // BUG: Diagnostic contains: WideTransactional
            // notifyPartner() -> RestTemplate
            Orders.this.notifyPartner();
            // BUG: Diagnostic contains: WideTransactional
            // RestTemplate.getForObject
            return rest.getForObject("/a", String.class);
          }
        });
  }
}
