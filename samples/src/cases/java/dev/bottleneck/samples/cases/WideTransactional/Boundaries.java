package dev.bottleneck.samples.cases.WideTransactional;

import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.event.TransactionPhase;
import org.springframework.transaction.event.TransactionalEventListener;
import org.springframework.web.client.RestTemplate;

@Transactional
public class Boundaries {
  RestTemplate rest;

  public void classLevel() {
    // BUG: Diagnostic contains: WideTransactional
    // getForObject
    rest.getForObject("/a", String.class);
  }

  void packagePrivate() {
    rest.getForObject("/a", String.class);
  }

  protected void notPublic() {
    rest.getForObject("/a", String.class);
  }

  public static void notProxied(RestTemplate rest) {
    rest.getForObject("/a", String.class);
  }

  @Transactional(propagation = Propagation.NOT_SUPPORTED)
  public void notSupported() {
    rest.getForObject("/a", String.class);
  }

  @Transactional(propagation = Propagation.NEVER)
  public void never() {
    rest.getForObject("/a", String.class);
  }

  @Transactional(propagation = Propagation.SUPPORTS)
  public void supports() {
    rest.getForObject("/a", String.class);
  }

  @Transactional(propagation = Propagation.REQUIRES_NEW, readOnly = true)
  public void requiresNew() {
    // BUG: Diagnostic contains: WideTransactional
    // getForObject
    rest.getForObject("/a", String.class);
  }

  @Transactional
  void methodLevelOnPackagePrivate() {
    // BUG: Diagnostic contains: WideTransactional
    // getForObject
    rest.getForObject("/a", String.class);
  }

  @TransactionalEventListener
  public void afterCommit(String event) {
    rest.getForObject("/a", String.class);
  }

  @TransactionalEventListener(phase = TransactionPhase.AFTER_ROLLBACK)
  public void afterRollback(String event) {
    rest.getForObject("/a", String.class);
  }

  @TransactionalEventListener(phase = TransactionPhase.BEFORE_COMMIT)
  public void beforeCommit(String event) {
    // BUG: Diagnostic contains: WideTransactional
    // transaction of beforeCommit()
    rest.getForObject("/a", String.class);
  }

  @SuppressWarnings("WideTransactional")
  public void suppressed() {
    rest.getForObject("/a", String.class);
  }
}
