package dev.bottleneck.samples.cases.WideTransactional;

class TransactionalSubclass extends TransactionalScope {
  public void inherited() {
    // BUG: Diagnostic contains: WideTransactional
    // getForObject
    rest.getForObject("http://x", String.class);
  }
}
