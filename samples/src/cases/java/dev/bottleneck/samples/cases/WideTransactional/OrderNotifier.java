package dev.bottleneck.samples.cases.WideTransactional;

import org.springframework.web.client.RestTemplate;

/** A bean without a transaction of its own, called from {@link BookingAcrossBeans}. */
public class OrderNotifier {
  RestTemplate rest;
  BookingAcrossBeans bookings;

  public void orderPlaced(String order) {
    rest.postForObject("/placed", order, String.class);
  }

  public void orderCancelled(String order) {
    send("/cancelled", order);
  }

  public String format(String order) {
    return bookings.reference(order.trim());
  }

  private void send(String path, String order) {
    rest.postForObject(path, order, String.class);
  }
}
