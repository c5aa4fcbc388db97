package dev.bottleneck.samples.cases.WideTransactional;

import org.springframework.web.client.RestTemplate;

class NotTransactionalService {
  RestTemplate rest;

  public void plain() {
    rest.getForObject("http://x", String.class);
  }
}
