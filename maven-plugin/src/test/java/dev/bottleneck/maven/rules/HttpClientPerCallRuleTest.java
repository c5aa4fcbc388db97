package dev.bottleneck.maven.rules;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class HttpClientPerCallRuleTest {
  @TempDir Path root;

  @Test
  void identification() {
    RuleScan.of(root, "HttpClientPerCall")
        .add(
            "p/Calls.java",
            """
            package p;

            import java.net.http.HttpClient;
            import okhttp3.OkHttpClient;
            import org.apache.http.impl.client.HttpClientBuilder;
            import org.apache.http.impl.client.HttpClients;
            import org.springframework.boot.web.client.RestTemplateBuilder;
            import org.springframework.web.client.RestClient;
            import org.springframework.web.client.RestTemplate;
            import org.springframework.web.reactive.function.client.WebClient;

            class Calls {
              private final OkHttpClient shared = new OkHttpClient();
              private final WebClient webClient = WebClient.create();
              private final RestTemplate template = new RestTemplate();
              private final RestTemplateBuilder templates;

              Calls(RestTemplateBuilder templates) {
                this.templates = templates;
              }

              void perCall() throws Exception {
                // BUG: Diagnostic contains: HttpClientPerCall
                new RestTemplate().getForObject("http://x", String.class);
                // BUG: Diagnostic contains: HttpClientPerCall
                RestClient.create();
                // BUG: Diagnostic contains: HttpClientPerCall
                RestClient.builder().baseUrl("http://x").build();
                // BUG: Diagnostic contains: HttpClientPerCall
                WebClient.builder().build();
                // BUG: Diagnostic contains: HttpClientPerCall
                HttpClient.newHttpClient();
                // BUG: Diagnostic contains: HttpClientPerCall
                HttpClient.newBuilder().build();
                // BUG: Diagnostic contains: HttpClientPerCall
                HttpClients.createDefault();
                // BUG: Diagnostic contains: HttpClientPerCall
                HttpClients.custom().build();
                // BUG: Diagnostic contains: HttpClientPerCall
                HttpClientBuilder.create().build();
                // BUG: Diagnostic contains: HttpClientPerCall
                org.apache.hc.client5.http.impl.classic.HttpClients.createSystem();
                // BUG: Diagnostic contains: HttpClientPerCall
                new OkHttpClient();
                // BUG: Diagnostic contains: HttpClientPerCall
                new OkHttpClient.Builder().build();
                // BUG: Diagnostic contains: HttpClientPerCall
                org.apache.cxf.jaxrs.client.WebClient.create("http://x");
                // BUG: Diagnostic contains: HttpClientPerCall
                org.apache.cxf.jaxrs.client.JAXRSClientFactory.create("http://x", Object.class);
                // BUG: Diagnostic contains: HttpClientPerCall
                jakarta.ws.rs.client.ClientBuilder.newClient();
                // BUG: Diagnostic contains: HttpClientPerCall
                javax.ws.rs.client.ClientBuilder.newBuilder().build();
              }

              void derived() {
                shared.newBuilder().build();
                webClient.mutate().build();
                RestClient.create(template);
                RestClient.builder(template).build();
                templates.build();
                new Unrelated().build();
                Unrelated.create();
              }
            }
            """)
        .add(
            "p/Unrelated.java",
            """
            package p;

            class Unrelated {
              static Unrelated create() {
                return new Unrelated();
              }

              Unrelated build() {
                return this;
              }
            }
            """)
        .expectMarkedFindings();
  }
}
