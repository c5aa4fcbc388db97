package dev.bottleneck.samples.cases.WideTransactional;

import org.springframework.transaction.support.TransactionCallbackWithoutResult;
import org.springframework.transaction.TransactionStatus;
import org.springframework.transaction.support.TransactionTemplate;
import org.springframework.web.client.RestTemplate;

class Programmatic {
  RestTemplate rest;
  TransactionTemplate transactions;

  void narrow() {
    rest.getForObject("/before", String.class);
    transactions.executeWithoutResult(status -> save());
    rest.getForObject("/after", String.class);
  }

  void wide() {
    transactions.executeWithoutResult(
        status -> {
          save();
          // BUG: Diagnostic contains: WideTransactional
          // executeWithoutResult(...) callback
          rest.getForObject("/inside", String.class);
        });
    String result =
        transactions.execute(
            status -> {
              // BUG: Diagnostic contains: WideTransactional
              // call() -> RestTemplate.getForObject
              String body = call();
              // Nested callbacks are checked once, as part of the outer one.
              transactions.executeWithoutResult(
                  inner -> {
                    // BUG: Diagnostic contains: WideTransactional
                    // RestTemplate.delete
                    rest.delete("/nested");
                  });
              return body;
            });
    transactions.execute(
        new TransactionCallbackWithoutResult() {
          @Override
          protected void doInTransactionWithoutResult(TransactionStatus status) {
            // BUG: Diagnostic contains: WideTransactional
            // RestTemplate.put
            rest.put("/a", "b");
          }
        });
    // BUG: Diagnostic contains: WideTransactional
    // call() -> RestTemplate.getForObject
    transactions.execute(status -> call());
  }

  private String call() {
    return rest.getForObject("/a", String.class);
  }

  private void save() {}
}
