package dev.bottleneck.checks;

import com.google.errorprone.BugCheckerRefactoringTestHelper;
import com.google.errorprone.BugCheckerRefactoringTestHelper.TestMode;
import com.google.errorprone.CompilationTestHelper;
import org.junit.jupiter.api.Test;

/**
 * The fix. The identification cases are shared with every engine in {@code
 * samples/src/cases/java/.../HttpClientPerCall}.
 */
final class HttpClientPerCallTest {
  private final CompilationTestHelper helper =
      CompilationTestHelper.newInstance(HttpClientPerCall.class, getClass());

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
              private static final RestTemplate REST_TEMPLATE = new RestTemplate();

              String get(String url) {
                return REST_TEMPLATE.getForObject(url, String.class);
              }

              private static final HttpClient HTTP_CLIENT = HttpClient.newHttpClient();

              String send(URI uri) throws Exception {
                HttpClient client = HTTP_CLIENT;
                return client.send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofString()).body();
              }
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
