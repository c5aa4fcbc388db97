package dev.bottleneck.samples.cases.WideTransactional;

import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;
import org.springframework.web.client.RestTemplate;

// A helper that, inside a transaction, registers the call to run after commit and returns: the
// direct call after that guard runs only without a transaction. After a guard that falls through
// or one that leaves without a transaction, and before the guard, the call runs inside the caller's
// transaction.
class SendsOnlyWithoutTransaction {
  RestTemplate rest;

  @Transactional
  public void publish(String id) {
    notifyAfterCommit(id);
  }

  @Transactional
  public void publishWithBlockGuard(String id) {
    notifyOrThrow(id);
  }

  @Transactional
  public void publishFallingThrough(String id) {
    // BUG: Diagnostic contains: WideTransactional
    // notifyFallingThrough
    notifyFallingThrough(id);
  }

  @Transactional
  public void publishInsideOnly(String id) {
    // BUG: Diagnostic contains: WideTransactional
    // notifyInsideOnly
    notifyInsideOnly(id);
  }

  @Transactional
  public void publishEarly(String id) {
    // BUG: Diagnostic contains: WideTransactional
    // notifyEarly
    notifyEarly(id);
  }

  private void notifyAfterCommit(String id) {
    if (TransactionSynchronizationManager.isActualTransactionActive()) {
      TransactionSynchronizationManager.registerSynchronization(
          new TransactionSynchronization() {
            @Override
            public void afterCommit() {
              rest.put("http://partner", id);
            }
          });
      return;
    }
    rest.put("http://partner", id);
  }

  private void notifyOrThrow(String id) {
    if ((TransactionSynchronizationManager.isActualTransactionActive())) {
      throw new IllegalStateException("call after commit");
    }
    rest.put("http://partner", id);
  }

  private void notifyFallingThrough(String id) {
    if (TransactionSynchronizationManager.isActualTransactionActive()) {
      TransactionSynchronizationManager.registerSynchronization(
          new TransactionSynchronization() {
            @Override
            public void afterCommit() {
              rest.put("http://partner", id);
            }
          });
    }
    rest.put("http://partner", id);
  }

  private void notifyInsideOnly(String id) {
    if (!TransactionSynchronizationManager.isActualTransactionActive()) {
      return;
    }
    rest.put("http://partner", id);
  }

  private void notifyEarly(String id) {
    rest.put("http://partner", id);
    if (TransactionSynchronizationManager.isActualTransactionActive()) {
      return;
    }
    rest.put("http://partner", id);
  }
}
