package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * An HTTP client built where it runs per call: Spring {@code RestTemplate}, {@code RestClient},
 * {@code WebClient}; the JDK {@code HttpClient}; Apache HttpClient 4 and 5; OkHttp; CXF; JAX-RS.
 * Clients derived from a shared one ({@code client.newBuilder()}, {@code webClient.mutate()}) and
 * clients built from an injected {@code RestTemplateBuilder} are not creations.
 */
public final class HttpClientPerCallRule implements JavaRule {
  static final String ID = "HttpClientPerCall";

  private static final Set<String> CONSTRUCTED =
      Set.of("org.springframework.web.client.RestTemplate", "okhttp3.OkHttpClient");
  private static final Set<String> CONSTRUCTED_BUILDERS = Set.of("okhttp3.OkHttpClient.Builder");
  private static final Map<String, Set<String>> FACTORIES =
      Map.ofEntries(
          Map.entry("org.springframework.web.client.RestClient", Set.of("create")),
          Map.entry("org.springframework.web.reactive.function.client.WebClient", Set.of("create")),
          Map.entry("java.net.http.HttpClient", Set.of("newHttpClient")),
          Map.entry("org.apache.http.impl.client.HttpClients",
              Set.of("createDefault", "createSystem")),
          Map.entry("org.apache.hc.client5.http.impl.classic.HttpClients",
              Set.of("createDefault", "createSystem")),
          Map.entry("org.apache.cxf.jaxrs.client.WebClient", Set.of("create")),
          Map.entry("org.apache.cxf.jaxrs.client.JAXRSClientFactory", Set.of("create")),
          Map.entry("javax.ws.rs.client.ClientBuilder", Set.of("newClient")),
          Map.entry("jakarta.ws.rs.client.ClientBuilder", Set.of("newClient")));
  private static final Map<String, Set<String>> BUILDERS =
      Map.ofEntries(
          Map.entry("org.springframework.web.client.RestClient", Set.of("builder")),
          Map.entry("org.springframework.web.reactive.function.client.WebClient",
              Set.of("builder")),
          Map.entry("java.net.http.HttpClient", Set.of("newBuilder")),
          Map.entry("org.apache.http.impl.client.HttpClients", Set.of("custom")),
          Map.entry("org.apache.http.impl.client.HttpClientBuilder", Set.of("create")),
          Map.entry("org.apache.hc.client5.http.impl.classic.HttpClients", Set.of("custom")),
          Map.entry("org.apache.hc.client5.http.impl.classic.HttpClientBuilder", Set.of("create")),
          Map.entry("javax.ws.rs.client.ClientBuilder", Set.of("newBuilder")),
          Map.entry("jakarta.ws.rs.client.ClientBuilder", Set.of("newBuilder")));
  private static final String REMEDY =
      "a client built per call loses its connection pool and keep-alive, so every request pays"
          + " new TCP and TLS handshakes; build it once, in a field or a bean, and share it";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public void check(SourceFile file) {
    PerCall.check(file, ID, node -> creation(file.types(), node), REMEDY);
  }

  private static Optional<String> creation(Types types, Node node) {
    if (node instanceof ObjectCreationExpr creation) {
      return Creations.constructed(types, creation, CONSTRUCTED);
    }
    MethodCallExpr call = (MethodCallExpr) node;
    return Creations.factory(types, call, FACTORIES)
        .or(() -> Creations.built(types, call, BUILDERS, CONSTRUCTED_BUILDERS));
  }
}
