package dev.bottleneck.samples.cases.WideTransactional;

import jakarta.annotation.PostConstruct;
import java.util.List;
import org.springframework.transaction.support.TransactionTemplate;
import org.springframework.web.client.RestTemplate;

// A transaction that start-up code runs once holds its connection once, not per request: the slow
// call inside it costs no pool capacity under load.
class OneOffProgrammaticTransactions {
  RestTemplate rest;
  TransactionTemplate transactions;

  @PostConstruct
  void migrate() {
    transactions.executeWithoutResult(status -> rest.getForObject("/schema", String.class));
    List.of("v1", "v2")
        .forEach(
            version ->
                transactions.executeWithoutResult(status -> rest.delete("/old/" + version)));
  }

  void perRequest(String order) {
    transactions.executeWithoutResult(
        status -> {
          // BUG: Diagnostic contains: WideTransactional
          // RestTemplate.getForObject
          rest.getForObject("/orders/" + order, String.class);
        });
  }
}
