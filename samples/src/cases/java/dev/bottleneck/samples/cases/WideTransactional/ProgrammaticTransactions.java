package dev.bottleneck.samples.cases.WideTransactional;

import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.support.TransactionTemplate;
import org.springframework.web.client.RestTemplate;

class ProgrammaticTransactions {
  RestTemplate rest;
  TransactionTemplate transactions;

  public void orchestrate(String id) {
    rest.getForObject("http://before", String.class);
    transactions.executeWithoutResult(status -> {
      // BUG: Diagnostic contains: WideTransactional
      // put
      rest.put("http://inside", id);
      transactions.execute(inner -> {
        // BUG: Diagnostic contains: WideTransactional
        // getForObject
        return rest.getForObject("http://nested", String.class);
      });
    });
    rest.getForObject("http://after", String.class);
  }

  @Transactional
  public void declared(String id) {
    transactions.executeWithoutResult(status -> {
      // BUG: Diagnostic contains: WideTransactional
      // put
      rest.put("http://inside", id);
    });
  }
}
