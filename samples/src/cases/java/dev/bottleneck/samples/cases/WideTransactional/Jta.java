package dev.bottleneck.samples.cases.WideTransactional;

import jakarta.transaction.Transactional;
import jakarta.transaction.Transactional.TxType;
import org.springframework.web.client.RestTemplate;

class Jta {
  RestTemplate rest;

  @Transactional
  public void required() {
    // BUG: Diagnostic contains: WideTransactional
    // getForObject
    rest.getForObject("/a", String.class);
  }

  @Transactional(TxType.MANDATORY)
  public void mandatory() {
    // BUG: Diagnostic contains: WideTransactional
    // getForObject
    rest.getForObject("/a", String.class);
  }

  @Transactional(TxType.NOT_SUPPORTED)
  public void notSupported() {
    rest.getForObject("/a", String.class);
  }

  @Transactional(value = TxType.NEVER)
  public void never() {
    rest.getForObject("/a", String.class);
  }

  @Transactional(TxType.SUPPORTS)
  public void supports() {
    rest.getForObject("/a", String.class);
  }

  @javax.transaction.Transactional
  public void legacy() {
    // BUG: Diagnostic contains: WideTransactional
    // getForObject
    rest.getForObject("/a", String.class);
  }

  @javax.transaction.Transactional(javax.transaction.Transactional.TxType.SUPPORTS)
  public void legacySupports() {
    rest.getForObject("/a", String.class);
  }

  public void notAnnotated() {
    rest.getForObject("/a", String.class);
  }

  @Transactional
  private void privateIsNotProxied() {
    rest.getForObject("/a", String.class);
  }
}
