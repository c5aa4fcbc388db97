package dev.bottleneck.samples.cases.HttpClientPerCall;

import java.time.Duration;
import okhttp3.OkHttpClient;
import org.springframework.web.client.RestClient;
import org.springframework.web.client.RestTemplate;
import org.springframework.web.reactive.function.client.WebClient;

/**
 * Clients derived from a shared one share its connection pool: silent. Here through locals, beside
 * builders of new clients; each alone in its method in {@link ClientsDerivedAlone}.
 */
class ClientsDerivedFromShared {
  private final OkHttpClient okHttp;
  private final WebClient webClient;
  private final RestTemplate restTemplate;

  ClientsDerivedFromShared(OkHttpClient okHttp, WebClient webClient, RestTemplate restTemplate) {
    this.okHttp = okHttp;
    this.webClient = webClient;
    this.restTemplate = restTemplate;
  }

  Object derived(String url) {
    OkHttpClient.Builder fromShared = okHttp.newBuilder();
    OkHttpClient.Builder reassigned = new OkHttpClient.Builder();
    reassigned = okHttp.newBuilder();
    OkHttpClient derivedThroughLocals = fromShared.build().newBuilder().build();
    OkHttpClient notFollowed = reassigned.build();
    OkHttpClient slow = okHttp.newBuilder().readTimeout(Duration.ofMinutes(1)).build();
    OkHttpClient copy = new OkHttpClient.Builder(okHttp).build();
    final OkHttpClient.Builder blankFinal;
    if (url.isEmpty()) {
      blankFinal = okHttp.newBuilder();
    } else {
      blankFinal = okHttp.newBuilder().readTimeout(Duration.ofMinutes(1));
    }
    OkHttpClient fromBlankFinal = blankFinal.build();
    WebClient mutated = webClient.mutate().baseUrl(url).build();
    RestClient fromTemplate = RestClient.create(restTemplate);
    RestClient built = RestClient.builder(restTemplate).build();
    org.apache.cxf.jaxrs.client.WebClient cxf =
        org.apache.cxf.jaxrs.client.WebClient.fromClient(org.apache.cxf.jaxrs.client.WebClient.client(this));
    return slow.toString() + copy + fromBlankFinal + mutated + fromTemplate + built + cxf
        + derivedThroughLocals + notFollowed;
  }
}
