package dev.bottleneck.samples.cases.HttpClientPerCall;

import okhttp3.OkHttpClient;
import org.springframework.web.client.RestClient;
import org.springframework.web.client.RestTemplate;
import org.springframework.web.reactive.function.client.WebClient;

/**
 * Clients derived from a shared one, each alone in its method, share its connection pool: silent
 * in every engine, ArchUnit too, since no builder of a new client comes first in these methods.
 */
class ClientsDerivedAlone {
  private final OkHttpClient shared = new OkHttpClient();
  private final WebClient created = WebClient.create();
  private final RestTemplate template = new RestTemplate();

  void derivedFromFields() {
    shared.newBuilder().build();
    created.mutate().build();
    RestClient.create(template);
    RestClient.builder(template).build();
  }

  WebClient mutated(WebClient injected) {
    return injected.mutate().build();
  }

  Object builtOnTemplate(RestTemplate handedIn) {
    return RestClient.builder(handedIn).build();
  }
}
