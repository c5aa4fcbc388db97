package dev.bottleneck.checks;

import com.google.errorprone.BugCheckerRefactoringTestHelper;
import com.google.errorprone.BugCheckerRefactoringTestHelper.TestMode;
import com.google.errorprone.CompilationTestHelper;
import org.junit.jupiter.api.Test;

/**
 * The creation forms; where code runs per call is tested once, in {@link ObjectMapperPerCallTest}.
 */
final class HttpClientPerCallTest {
  private final CompilationTestHelper helper =
      CompilationTestHelper.newInstance(HttpClientPerCall.class, getClass());

  @Test
  void identification() {
    helper
        .addSourceLines(
            "Api.java",
            """
            interface Api {
              String ping();
            }
            """)
        .addSourceLines(
            "Gateway.java",
            """
            import java.time.Duration;
            import okhttp3.OkHttpClient;
            import org.springframework.web.client.RestClient;
            import org.springframework.web.client.RestTemplate;
            import org.springframework.web.reactive.function.client.WebClient;

            class Gateway {
              Object spring(String url) {
                // BUG: Diagnostic contains: new RestTemplate() runs on every call here
                new RestTemplate().getForObject(url, String.class);
                // BUG: Diagnostic contains: new TCP and TLS handshakes; create it once and share it
                RestClient.create();
                // BUG: Diagnostic contains: RestClient.create(...)
                RestClient.create(url);
                // BUG: Diagnostic contains: RestClient.builder()...build()
                RestClient.builder().baseUrl(url).build();
                // BUG: Diagnostic contains: WebClient.create()
                WebClient.create();
                // BUG: Diagnostic contains: WebClient.create(...)
                WebClient.create(url);
                // BUG: Diagnostic contains: WebClient.builder()...build()
                return WebClient.builder().baseUrl(url).build();
              }

              Object jdk() {
                // BUG: Diagnostic contains: HttpClient.newHttpClient()
                java.net.http.HttpClient.newHttpClient();
                // BUG: Diagnostic contains: HttpClient.newBuilder()...build()
                return java.net.http.HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
              }

              Object apache() {
                // BUG: Diagnostic contains: HttpClients.createDefault()
                org.apache.http.impl.client.HttpClients.createDefault();
                // BUG: Diagnostic contains: HttpClients.createSystem()
                org.apache.http.impl.client.HttpClients.createSystem();
                // BUG: Diagnostic contains: HttpClientBuilder.create()...build()
                org.apache.http.impl.client.HttpClientBuilder.create().build();
                // BUG: Diagnostic contains: HttpClients.custom()...build()
                org.apache.http.impl.client.HttpClients.custom().build();
                // BUG: Diagnostic contains: HttpClients.createDefault()
                org.apache.hc.client5.http.impl.classic.HttpClients.createDefault();
                // BUG: Diagnostic contains: HttpClients.createSystem()
                org.apache.hc.client5.http.impl.classic.HttpClients.createSystem();
                // BUG: Diagnostic contains: HttpClientBuilder.create()...build()
                org.apache.hc.client5.http.impl.classic.HttpClientBuilder.create().build();
                // BUG: Diagnostic contains: HttpClients.custom()...build()
                return org.apache.hc.client5.http.impl.classic.HttpClients.custom().disableCookieManagement().build();
              }

              Object okHttp(java.net.Proxy proxy) {
                OkHttpClient.Builder builder = new OkHttpClient.Builder();
                if (proxy != null) {
                  builder.proxy(proxy);
                }
                // BUG: Diagnostic contains: HttpClientPerCall
                OkHttpClient configured = builder.build();
                // BUG: Diagnostic contains: new OkHttpClient()
                new OkHttpClient();
                // BUG: Diagnostic contains: new OkHttpClient.Builder()...build()
                return new OkHttpClient.Builder().callTimeout(Duration.ofSeconds(2)).build();
              }

              Object jaxRs(String url) {
                // BUG: Diagnostic contains: WebClient.create(...)
                org.apache.cxf.jaxrs.client.WebClient.create(url);
                // BUG: Diagnostic contains: JAXRSClientFactory.create(...)
                org.apache.cxf.jaxrs.client.JAXRSClientFactory.create(url, Api.class);
                // BUG: Diagnostic contains: ClientBuilder.newClient()
                jakarta.ws.rs.client.ClientBuilder.newClient();
                // BUG: Diagnostic contains: ClientBuilder.newBuilder()...build()
                jakarta.ws.rs.client.ClientBuilder.newBuilder().build();
                // BUG: Diagnostic contains: ClientBuilder.newClient()
                javax.ws.rs.client.ClientBuilder.newClient();
                // BUG: Diagnostic contains: ClientBuilder.newBuilder()...build()
                return javax.ws.rs.client.ClientBuilder.newBuilder().build();
              }
            }
            """)
        .addSourceLines(
            "Shared.java",
            """
            import okhttp3.OkHttpClient;
            import org.springframework.context.annotation.Bean;
            import org.springframework.web.client.RestClient;
            import org.springframework.web.client.RestTemplate;
            import org.springframework.web.reactive.function.client.WebClient;

            class Shared {
              private static final java.net.http.HttpClient JDK = java.net.http.HttpClient.newHttpClient();
              private final OkHttpClient okHttp;
              private final WebClient webClient;
              private final RestTemplate restTemplate;

              Shared(OkHttpClient okHttp, WebClient webClient, RestTemplate restTemplate) {
                this.okHttp = okHttp;
                this.webClient = webClient;
                this.restTemplate = restTemplate;
              }

              @Bean
              RestClient restClient() {
                return RestClient.builder().build();
              }

              // Derived clients share the pool of the client they come from.
              Object derived(String url) {
                OkHttpClient.Builder fromShared = okHttp.newBuilder();
                OkHttpClient.Builder reassigned = new OkHttpClient.Builder();
                reassigned = okHttp.newBuilder();
                OkHttpClient derivedThroughLocals = fromShared.build().newBuilder().build();
                OkHttpClient notFollowed = reassigned.build();
                OkHttpClient slow = okHttp.newBuilder().readTimeout(java.time.Duration.ofMinutes(1)).build();
                OkHttpClient copy = new OkHttpClient.Builder(okHttp).build();
                final OkHttpClient.Builder blankFinal;
                if (url.isEmpty()) {
                  blankFinal = okHttp.newBuilder();
                } else {
                  blankFinal = okHttp.newBuilder().readTimeout(java.time.Duration.ofMinutes(1));
                }
                OkHttpClient fromBlankFinal = blankFinal.build();
                WebClient mutated = webClient.mutate().baseUrl(url).build();
                RestClient fromTemplate = RestClient.create(restTemplate);
                RestClient built = RestClient.builder(restTemplate).build();
                org.apache.cxf.jaxrs.client.WebClient cxf =
                    org.apache.cxf.jaxrs.client.WebClient.fromClient(
                        org.apache.cxf.jaxrs.client.WebClient.client(this));
                return slow.toString() + copy + fromBlankFinal + mutated + fromTemplate + built + cxf;
              }

              Object unrelated() {
                return new other.RestTemplate().toString() + other.HttpClients.createDefault();
              }
            }
            """)
        .addSourceLines(
            "other/RestTemplate.java",
            """
            package other;

            public class RestTemplate {}
            """)
        .addSourceLines(
            "other/HttpClients.java",
            """
            package other;

            public final class HttpClients {
              public static Object createDefault() {
                return new Object();
              }
            }
            """)
        .doTest();
  }

  @Test
  void replacement() {
    BugCheckerRefactoringTestHelper.newInstance(HttpClientPerCall.class, getClass())
        .addInputLines(
            "Gateway.java",
            """
            import java.net.http.HttpClient;
            import java.net.http.HttpRequest;
            import java.net.http.HttpResponse;
            import java.net.URI;
            import org.springframework.web.client.RestTemplate;

            class Gateway {
              String get(String url) {
                return new RestTemplate().getForObject(url, String.class);
              }

              String send(URI uri) throws Exception {
                HttpClient client = HttpClient.newHttpClient();
                return client.send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofString()).body();
              }
            }
            """)
        .addOutputLines(
            "Gateway.java",
            """
            import java.net.http.HttpClient;
            import java.net.http.HttpRequest;
            import java.net.http.HttpResponse;
            import java.net.URI;
            import org.springframework.web.client.RestTemplate;

            class Gateway {
              String get(String url) {
                return REST_TEMPLATE.getForObject(url, String.class);
              }

              String send(URI uri) throws Exception {
                HttpClient client = HTTP_CLIENT;
                return client.send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofString()).body();
              }

              private static final RestTemplate REST_TEMPLATE = new RestTemplate();

              private static final HttpClient HTTP_CLIENT = HttpClient.newHttpClient();
            }
            """)
        .doTest(TestMode.TEXT_MATCH);

    // No fix where sharing the object could change what the code does, or would not compile.
    BugCheckerRefactoringTestHelper.newInstance(HttpClientPerCall.class, getClass())
        .addInputLines(
            "Closing.java",
            """
            import org.apache.http.client.methods.HttpGet;
            import org.apache.http.impl.client.CloseableHttpClient;
            import org.apache.http.impl.client.HttpClients;
            import org.springframework.web.client.RestTemplate;

            class Closing {
              int status(String url) throws Exception {
                try (CloseableHttpClient client = HttpClients.createDefault()) {
                  return client.execute(new HttpGet(url)).getStatusLine().getStatusCode();
                }
              }

              String configured(String url) {
                RestTemplate template = new RestTemplate();
                template.setErrorHandler(null);
                return template.getForObject(url, String.class);
              }

              static String baseUrl = "https://example.com";

              String readsMutableStatic(String path) {
                return org.springframework.web.client.RestClient.create(baseUrl).get().uri(path).retrieve()
                    .body(String.class);
              }

              String readsMutableStaticQualified(String path) {
                return org.springframework.web.client.RestClient.create(Closing.baseUrl).get().uri(path)
                    .retrieve().body(String.class);
              }

              String notThreadSafe(String url) {
                return org.apache.cxf.jaxrs.client.WebClient.create(url).get(String.class);
              }
            }
            """)
        .expectUnchanged()
        .doTest(TestMode.TEXT_MATCH);
  }

  @Test
  void samples() {
    SampleSources.addSamples(helper, "HttpClientPerCall").doTest();
  }
}
