package dev.bottleneck.samples.cases.WideTransactional;

import org.springframework.scheduling.annotation.Async;
import org.springframework.web.client.RestTemplate;

/** Its proxy runs {@code mail} on another thread: the caller's transaction does not wait. */
public class AsyncMailer {
  RestTemplate rest;

  @Async
  public void mail(String order) {
    rest.postForObject("/mail", order, String.class);
  }
}
