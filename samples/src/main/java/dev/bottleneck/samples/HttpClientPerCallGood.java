package dev.bottleneck.samples;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.stereotype.Service;
import org.springframework.web.client.RestClient;
import org.springframework.web.reactive.function.client.WebClient;
import reactor.core.publisher.Mono;

/**
 * HTTP clients built once and shared, so that calls reuse pooled, kept-alive connections: a
 * constant, beans, a lazily built client, one client per partner in a cache, and clients derived
 * from a shared one, which share its connection pool.
 */
@Service
public class HttpClientPerCallGood {
  private static final String PRICES = "https://prices.example.com/v1/prices/";
  private static final HttpClient JDK_CLIENT =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

  private final RestClient restClient;
  private final WebClient webClient;
  private final OkHttpClient okHttpClient;
  private final Map<String, OkHttpClient> clientByPartner = new ConcurrentHashMap<>();
  private volatile jakarta.ws.rs.client.Client jaxRsClient;

  public HttpClientPerCallGood(
      RestClient restClient, WebClient webClient, OkHttpClient okHttpClient) {
    this.restClient = restClient;
    this.webClient = webClient;
    this.okHttpClient = okHttpClient;
  }

  /** Spring builds each client once and injects it. */
  @Configuration
  public static class ClientConfiguration {
    @Bean
    public RestClient pricesRestClient() {
      return RestClient.builder().baseUrl(PRICES).build();
    }

    @Bean
    public WebClient pricesWebClient() {
      return WebClient.create(PRICES);
    }

    @Bean
    public OkHttpClient okHttpClient() {
      return new OkHttpClient();
    }
  }

  public String price(String sku) {
    return restClient.get().uri(sku).retrieve().body(String.class);
  }

  public Mono<String> priceAsync(String sku) {
    return webClient.get().uri(sku).retrieve().bodyToMono(String.class);
  }

  public String priceWithJdkClient(String sku) throws IOException, InterruptedException {
    HttpRequest request = HttpRequest.newBuilder(URI.create(PRICES + sku)).build();
    return JDK_CLIENT.send(request, HttpResponse.BodyHandlers.ofString()).body();
  }

  /** A slower endpoint: the derived clients keep sharing the pool of the injected ones. */
  public String report(String sku) throws IOException {
    OkHttpClient patient = okHttpClient.newBuilder().readTimeout(Duration.ofMinutes(1)).build();
    WebClient traced = webClient.mutate().defaultHeader("X-Trace", sku).build();
    try (Response response =
        patient.newCall(new Request.Builder().url(PRICES + sku + "/report").build()).execute()) {
      return response.body().string() + traced;
    }
  }

  /** Each partner needs its own client certificate: one client per partner, built once. */
  public String partnerStatus(String partner) throws IOException {
    OkHttpClient client =
        clientByPartner.computeIfAbsent(partner, key -> new OkHttpClient.Builder().build());
    try (Response response =
        client.newCall(new Request.Builder().url(PRICES + "status").build()).execute()) {
      return response.body().string();
    }
  }

  public String priceWithJaxRs(String sku) {
    if (jaxRsClient == null) {
      jaxRsClient = jakarta.ws.rs.client.ClientBuilder.newClient();
    }
    return jaxRsClient.target(PRICES).path(sku).request().get(String.class);
  }
}
