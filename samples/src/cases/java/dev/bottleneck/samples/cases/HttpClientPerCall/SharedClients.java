package dev.bottleneck.samples.cases.HttpClientPerCall;

import okhttp3.OkHttpClient;
import org.springframework.context.annotation.Bean;
import org.springframework.web.client.RestClient;
import org.springframework.web.client.RestTemplate;
import org.springframework.web.reactive.function.client.WebClient;

/** The fix: clients built once (fields, a bean method) or handed in: silent. */
class SharedClients {
  private static final java.net.http.HttpClient JDK = java.net.http.HttpClient.newHttpClient();
  private final OkHttpClient shared = new OkHttpClient();
  private final WebClient created = WebClient.create();
  private final RestTemplate template = new RestTemplate();
  private final OkHttpClient okHttp;
  private final WebClient webClient;
  private final RestTemplate restTemplate;

  SharedClients(OkHttpClient okHttp, WebClient webClient, RestTemplate restTemplate) {
    this.okHttp = okHttp;
    this.webClient = webClient;
    this.restTemplate = restTemplate;
  }

  @Bean
  RestClient restClient() {
    return RestClient.builder().build();
  }
}
