package dev.bottleneck.samples;

import jakarta.ws.rs.client.Client;
import jakarta.ws.rs.client.ClientBuilder;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import org.apache.hc.client5.http.classic.methods.HttpGet;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.impl.classic.HttpClients;
import org.springframework.stereotype.Service;
import org.springframework.web.client.RestClient;
import org.springframework.web.client.RestTemplate;
import org.springframework.web.reactive.function.client.WebClient;
import reactor.core.publisher.Mono;

/**
 * A service that builds a new HTTP client for every call to a pricing API. Each client repeats its
 * set-up, and one with its own connection pool (not RestTemplate's default, which uses the JDK's
 * keep-alive cache) opens a new TCP connection and, over HTTPS, does a TLS handshake on every call;
 * clients that are not closed hold their pools and threads until these time out.
 */
@Service
public class HttpClientPerCallBad {
  private static final String PRICES = "https://prices.example.com/v1/prices/";

  public String priceWithRestTemplate(String sku) {
    // BUG: Diagnostic contains: HttpClientPerCall
    RestTemplate restTemplate = new RestTemplate();
    return restTemplate.getForObject(PRICES + sku, String.class);
  }

  public String priceWithRestClient(String sku) {
    // BUG: Diagnostic contains: HttpClientPerCall
    return RestClient.create(PRICES).get().uri(sku).retrieve().body(String.class);
  }

  public Mono<String> priceWithWebClient(String sku) {
    // BUG: Diagnostic contains: HttpClientPerCall
    WebClient webClient = WebClient.builder().baseUrl(PRICES).build();
    return webClient.get().uri(sku).retrieve().bodyToMono(String.class);
  }

  public String priceWithJdkClient(String sku) throws IOException, InterruptedException {
    // BUG: Diagnostic contains: HttpClientPerCall
    HttpClient client = HttpClient.newHttpClient();
    HttpRequest request = HttpRequest.newBuilder(URI.create(PRICES + sku)).build();
    return client.send(request, HttpResponse.BodyHandlers.ofString()).body();
  }

  public int statusWithApache(String sku) throws IOException {
    // BUG: Diagnostic contains: HttpClientPerCall
    try (CloseableHttpClient client = HttpClients.createDefault()) {
      return client.execute(new HttpGet(PRICES + sku), response -> response.getCode());
    }
  }

  public String priceWithOkHttp(String sku) throws IOException {
    // BUG: Diagnostic contains: HttpClientPerCall
    OkHttpClient client = new OkHttpClient.Builder().build();
    Request request = new Request.Builder().url(PRICES + sku).build();
    try (Response response = client.newCall(request).execute()) {
      return response.body().string();
    }
  }

  public String priceWithJaxRs(String sku) {
    // BUG: Diagnostic contains: HttpClientPerCall
    Client client = ClientBuilder.newClient();
    try {
      return client.target(PRICES).path(sku).request().get(String.class);
    } finally {
      client.close();
    }
  }

  public String priceWithCxf(String sku) {
    // BUG: Diagnostic contains: HttpClientPerCall
    return org.apache.cxf.jaxrs.client.WebClient.create(PRICES).path(sku).get(String.class);
  }
}
