package dev.bottleneck.samples.cases.WideTransactional;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.client.RestClient;
import org.springframework.web.client.RestOperations;
import org.springframework.web.client.RestTemplate;
import org.springframework.web.reactive.function.client.WebClient;

class Remote {
  RestTemplate rest;
  RestOperations operations;
  RestClient restClient;
  WebClient webClient;
  HttpClient jdk;
  org.apache.http.impl.client.CloseableHttpClient apache4;
  org.apache.hc.client5.http.impl.classic.CloseableHttpClient apache5;
  OkHttpClient okhttp;
  org.apache.cxf.jaxrs.client.WebClient cxf;
  jakarta.ws.rs.client.Client jaxrs;
  javax.ws.rs.client.Client legacyJaxrs;

  @Transactional
  void calls(HttpRequest request) throws Exception {
    // BUG: Diagnostic contains: WideTransactional
    // RestTemplate.postForObject
    rest.postForObject("/orders", "order", String.class);
    // BUG: Diagnostic contains: WideTransactional
    // RestOperations.getForObject
    operations.getForObject("/orders/1", String.class);
    // BUG: Diagnostic contains: WideTransactional
    // RestClient.ResponseSpec.body
    restClient.get().uri("/orders").retrieve().body(String.class);
    String chained =
        restClient
            .post()
            .uri("/orders")
            .body("order")
            .retrieve()
            // BUG: Diagnostic contains: WideTransactional
            // RestClient.ResponseSpec.toBodilessEntity
            .toBodilessEntity()
            .toString();
    // BUG: Diagnostic contains: WideTransactional
    // RestClient.RequestHeadersSpec.exchange
    restClient.get().uri("/orders").exchange((req, res) -> res.getStatusCode());
    // BUG: Diagnostic contains: WideTransactional
    // Mono.block
    webClient.get().uri("/orders").retrieve().bodyToMono(String.class).block();
    // BUG: Diagnostic contains: WideTransactional
    // Flux.blockLast
    webClient.get().uri("/orders").retrieve().bodyToFlux(String.class).blockLast();
    // BUG: Diagnostic contains: WideTransactional
    // Flux.blockFirst
    webClient.get().uri("/orders").retrieve().bodyToFlux(String.class).blockFirst();
    // BUG: Diagnostic contains: WideTransactional
    // Mono.blockOptional
    webClient.get().uri("/orders").retrieve().bodyToMono(String.class).blockOptional();
    // BUG: Diagnostic contains: WideTransactional
    // exchangeForRequiredValue
    restClient.get().uri("/orders").exchangeForRequiredValue((req, res) -> "ok");
    // BUG: Diagnostic contains: WideTransactional
    // RestClient.ResponseSpec.toEntity
    restClient.get().uri("/orders").retrieve().toEntity(String.class);
    // BUG: Diagnostic contains: WideTransactional
    // HttpClient.send
    jdk.send(request, HttpResponse.BodyHandlers.ofString());
    // BUG: Diagnostic contains: WideTransactional
    // CompletableFuture.join
    jdk.sendAsync(request, HttpResponse.BodyHandlers.ofString()).join();
    // BUG: Diagnostic contains: WideTransactional
    // execute
    apache4.execute(new org.apache.http.client.methods.HttpGet("/orders"));
    // BUG: Diagnostic contains: WideTransactional
    // execute
    apache5.execute(new org.apache.hc.client5.http.classic.methods.HttpGet("/o"), r -> r);
    // BUG: Diagnostic contains: WideTransactional
    // executeOpen
    apache5.executeOpen(null, new org.apache.hc.client5.http.classic.methods.HttpGet("/o"), null);
    // BUG: Diagnostic contains: WideTransactional
    // Call.execute
    okhttp.newCall(new Request.Builder().url("http://partner/orders").build()).execute();
    // BUG: Diagnostic contains: WideTransactional
    // WebClient.post
    cxf.post("order");
    // BUG: Diagnostic contains: WideTransactional
    // Invocation.invoke
    jaxrs.target("http://partner").request().buildGet().invoke();
    // BUG: Diagnostic contains: WideTransactional
    // WebClient.get
    cxf.get();
    // BUG: Diagnostic contains: WideTransactional
    // Invocation.Builder.get
    jaxrs.target("http://partner").request().get(String.class);
    // BUG: Diagnostic contains: WideTransactional
    // Invocation.Builder.post
    legacyJaxrs.target("http://partner").request().post(null);
    // Reactive and asynchronous calls that nothing waits for do not hold the connection.
    webClient.get().uri("/orders").retrieve().bodyToMono(String.class);
    jdk.sendAsync(request, HttpResponse.BodyHandlers.ofString());
    restClient.get().uri("/orders").retrieve();
  }
}
