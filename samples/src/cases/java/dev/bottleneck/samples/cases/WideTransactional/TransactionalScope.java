package dev.bottleneck.samples.cases.WideTransactional;

import jakarta.transaction.Transactional.TxType;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.event.TransactionPhase;
import org.springframework.transaction.event.TransactionalEventListener;
import org.springframework.web.client.RestTemplate;

@Transactional
class TransactionalScope {
  RestTemplate rest;

  public void classLevel() {
    // BUG: Diagnostic contains: WideTransactional
    // getForObject
    rest.getForObject("http://x", String.class);
  }

  void packagePrivateNotProxied() {
    rest.getForObject("http://x", String.class);
  }

  @Transactional(propagation = Propagation.NOT_SUPPORTED)
  public void notSupported() {
    rest.getForObject("http://x", String.class);
  }

  @Transactional(propagation = Propagation.REQUIRES_NEW)
  void ownAnnotation() {
    // BUG: Diagnostic contains: WideTransactional
    // getForObject
    rest.getForObject("http://x", String.class);
  }

  @jakarta.transaction.Transactional(TxType.NEVER)
  public void never() {
    rest.getForObject("http://x", String.class);
  }

  @javax.transaction.Transactional(value = javax.transaction.Transactional.TxType.SUPPORTS)
  public void supports() {
    rest.getForObject("http://x", String.class);
  }

  @TransactionalEventListener
  public void afterCommit(Object event) {
    rest.getForObject("http://x", String.class);
  }

  @TransactionalEventListener(phase = TransactionPhase.BEFORE_COMMIT)
  public void beforeCommit(Object event) {
    // BUG: Diagnostic contains: WideTransactional
    // getForObject
    rest.getForObject("http://x", String.class);
  }

  @Transactional
  private void privateNotProxied() {
    rest.getForObject("http://x", String.class);
  }

  @SuppressWarnings("WideTransactional")
  public void suppressed() {
    rest.getForObject("http://x", String.class);
  }
}
