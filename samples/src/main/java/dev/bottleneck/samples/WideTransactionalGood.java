package dev.bottleneck.samples;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.event.TransactionPhase;
import org.springframework.transaction.event.TransactionalEventListener;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;
import org.springframework.transaction.support.TransactionTemplate;
import org.springframework.web.client.RestTemplate;

/**
 * The same order flow with the connection held only for database work. The orchestration runs
 * outside any transaction and opens a short one with {@code TransactionTemplate}; the partner calls
 * that must follow a successful commit run after it, from a
 * {@code @TransactionalEventListener(phase = AFTER_COMMIT)} or a transaction synchronization's
 * {@code afterCommit()}. A method that explicitly runs without a transaction stays silent too.
 */
@Service
public class WideTransactionalGood {
  private final TransactionTemplate transactions;
  private final RestTemplate payments;
  private final KafkaTemplate<String, String> events;
  private final ApplicationEventPublisher publisher;

  public WideTransactionalGood(
      TransactionTemplate transactions,
      RestTemplate payments,
      KafkaTemplate<String, String> events,
      ApplicationEventPublisher publisher) {
    this.transactions = transactions;
    this.payments = payments;
    this.events = events;
    this.publisher = publisher;
  }

  public void placeOrder(String orderId, String sku) {
    payments.postForObject("/payments/{orderId}", null, String.class, orderId);
    transactions.executeWithoutResult(status -> saveOrder(orderId, sku));
    events.send("orders", orderId);
  }

  @Transactional
  public void cancelOrder(String orderId) {
    deleteOrder(orderId);
    publisher.publishEvent(new OrderCancelled(orderId));
    TransactionSynchronizationManager.registerSynchronization(
        new TransactionSynchronization() {
          @Override
          public void afterCommit() {
            payments.delete("/payments/{orderId}", orderId);
          }
        });
  }

  @TransactionalEventListener(phase = TransactionPhase.AFTER_COMMIT)
  public void onCancelled(OrderCancelled event) {
    events.send("cancellations", event.orderId());
  }

  @Transactional(propagation = Propagation.NOT_SUPPORTED)
  public String paymentStatus(String orderId) {
    return payments.getForObject("/payments/{orderId}", String.class, orderId);
  }

  private void saveOrder(String orderId, String sku) {
    // The INSERT of the order.
  }

  private void deleteOrder(String orderId) {
    // The DELETE of the order.
  }

  public record OrderCancelled(String orderId) {}
}
