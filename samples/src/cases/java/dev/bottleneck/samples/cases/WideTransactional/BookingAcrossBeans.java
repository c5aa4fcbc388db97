package dev.bottleneck.samples.cases.WideTransactional;

import org.springframework.transaction.annotation.Transactional;

/**
 * Slow work behind another bean of the module still runs in the caller's transaction: the path is
 * printed from the transactional method to the slow call.
 */
public class BookingAcrossBeans {
  OrderNotifier notifier;
  AsyncMailer mailer;

  @Transactional
  public void book(String order) {
    // BUG: Diagnostic contains: WideTransactional
    // OrderNotifier.orderPlaced() -> RestTemplate.postForObject (remote call) runs while the transaction of book()
    notifier.orderPlaced(order);
  }

  @Transactional
  public void cancel(String order) {
    // BUG: Diagnostic contains: WideTransactional
    // OrderNotifier.orderCancelled() -> OrderNotifier.send() -> RestTemplate.postForObject (remote call)
    notifier.orderCancelled(order);
  }

  @Transactional
  public void confirm(String order) {
    notifier.format(order);
    mailer.mail(order);
  }

  /** Called back by the notifier: the cycle ends where it started. */
  public String reference(String order) {
    return notifier.format(order);
  }
}
