package dev.bottleneck.samples.cases.WideTransactional;

import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.client.RestTemplate;

/** Spring honours {@code @Transactional} on an interface method or type in its implementations. */
public class InterfaceDeclaredTransactions {
  interface Bookings {
    @Transactional
    void book(String order);

    void quote(String order);

    @Transactional(propagation = Propagation.NOT_SUPPORTED)
    void preview(String order);
  }

  @Transactional
  interface Payments {
    void pay(String order);
  }

  static class BookingService implements Bookings, Payments {
    RestTemplate rest;

    @Override
    public void book(String order) {
      // BUG: Diagnostic contains: WideTransactional
      // RestTemplate.postForObject
      rest.postForObject("/partner", order, String.class);
    }

    @Override
    public void quote(String order) {
      rest.postForObject("/quote", order, String.class);
    }

    @Override
    public void preview(String order) {
      rest.postForObject("/preview", order, String.class);
    }

    @Override
    public void pay(String order) {
      // BUG: Diagnostic contains: WideTransactional
      // RestTemplate.postForObject
      rest.postForObject("/pay", order, String.class);
    }

    public void notDeclaredByAnInterface(String order) {
      rest.postForObject("/other", order, String.class);
    }
  }
}
