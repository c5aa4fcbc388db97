package dev.bottleneck.samples.cases.WideTransactional;

import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.client.RestTemplate;

@Retention(RetentionPolicy.RUNTIME)
@Transactional(readOnly = true)
@interface ReadOnlyService {}

@Transactional(propagation = Propagation.SUPPORTS)
class SupportsBase {}

@ReadOnlyService
class Composed {
  RestTemplate rest;

  public void composed() {
    // BUG: Diagnostic contains: WideTransactional
    // getForObject
    rest.getForObject("/a", String.class);
  }
}

class Inherits extends Composed {
  public void inherited() {
    // BUG: Diagnostic contains: WideTransactional
    // getForObject
    rest.getForObject("/a", String.class);
  }
}

class InheritsSupports extends SupportsBase {
  RestTemplate rest;

  public void inherited() {
    rest.getForObject("/a", String.class);
  }
}
