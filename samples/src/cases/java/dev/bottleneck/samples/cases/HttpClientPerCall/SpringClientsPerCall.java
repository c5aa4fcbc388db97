package dev.bottleneck.samples.cases.HttpClientPerCall;

import org.springframework.web.client.RestClient;
import org.springframework.web.client.RestTemplate;
import org.springframework.web.reactive.function.client.WebClient;

/** Spring's HTTP clients built inside a method, each a new connection pool. */
class SpringClientsPerCall {
  Object spring(String url) {
    // BUG: Diagnostic contains: HttpClientPerCall
    // new RestTemplate
    new RestTemplate().getForObject(url, String.class);
    // BUG: Diagnostic contains: HttpClientPerCall
    // RestClient.create
    RestClient.create();
    // BUG: Diagnostic contains: HttpClientPerCall
    // RestClient.create
    RestClient.create(url);
    // BUG: Diagnostic contains: HttpClientPerCall
    // RestClient.builder
    RestClient.builder().baseUrl(url).build();
    // BUG: Diagnostic contains: HttpClientPerCall
    // WebClient.builder
    WebClient.builder().build();
    // BUG: Diagnostic contains: HttpClientPerCall
    // WebClient.create
    WebClient.create();
    // BUG: Diagnostic contains: HttpClientPerCall
    // WebClient.create
    WebClient.create(url);
    // BUG: Diagnostic contains: HttpClientPerCall
    // WebClient.builder
    return WebClient.builder().baseUrl(url).build();
  }
}
