package dev.bottleneck.samples;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.springframework.cloud.openfeign.FeignClient;
import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.client.RestTemplate;

/**
 * An order service that calls partners inside its transaction. The transaction takes a pooled
 * database connection when it begins and keeps it until commit, so the connection sits idle for as
 * long as each payment call, reservation, message send, sleep or file read takes. When a partner
 * slows down, every concurrent order holds a connection while it waits, the pool runs dry, and
 * requests that only need the database queue behind them.
 */
@Service
public class WideTransactionalBad {
  private final OrderRepository orders;
  private final RestTemplate payments;
  private final PartnerClient partner;
  private final KafkaTemplate<String, String> events;

  public WideTransactionalBad(
      OrderRepository orders,
      RestTemplate payments,
      PartnerClient partner,
      KafkaTemplate<String, String> events) {
    this.orders = orders;
    this.payments = payments;
    this.partner = partner;
    this.events = events;
  }

  @Transactional
  public void placeOrder(String orderId, String sku) {
    orders.save(orderId, sku);
    // BUG: Diagnostic contains: WideTransactional
    payments.postForObject("/payments/{orderId}", null, String.class, orderId);
    // BUG: Diagnostic contains: WideTransactional
    partner.reserve(sku);
    // BUG: Diagnostic contains: WideTransactional
    events.send("orders", orderId);
    // BUG: Diagnostic contains: WideTransactional
    notifyWarehouse(orderId);
  }

  @Transactional
  public void importPrices(Path file) throws IOException, InterruptedException {
    // BUG: Diagnostic contains: WideTransactional
    for (String line : Files.readAllLines(file)) {
      orders.updatePrice(line);
      // BUG: Diagnostic contains: WideTransactional
      Thread.sleep(50);
    }
  }

  private void notifyWarehouse(String orderId) {
    payments.postForObject("/warehouse/{orderId}", null, String.class, orderId);
  }

  /** The database work, for example a Spring Data repository. */
  public interface OrderRepository {
    void save(String orderId, String sku);

    void updatePrice(String line);
  }

  @FeignClient(name = "partner")
  public interface PartnerClient {
    @PostMapping("/reservations/{sku}")
    String reserve(@PathVariable("sku") String sku);
  }
}
