package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.google.auto.service.AutoService;
import dev.bottleneck.maven.spi.JavaRule;
import dev.bottleneck.maven.spi.SourceFile;
import dev.bottleneck.maven.types.Types;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * An HTTP client built where it runs per call: Spring {@code RestTemplate}, {@code RestClient},
 * {@code WebClient}; the JDK {@code HttpClient}; Apache HttpClient 4 and 5; OkHttp; CXF; JAX-RS.
 * Clients derived from a shared one ({@code client.newBuilder()}, {@code webClient.mutate()},
 * {@code RestClient.create(restTemplate)}) and clients built from an injected {@code
 * RestTemplateBuilder} are not creations.
 */
@AutoService(JavaRule.class)
public final class HttpClientPerCallRule implements JavaRule {
  static final String ID = "HttpClientPerCall";

  private static final String REST_TEMPLATE = "org.springframework.web.client.RestTemplate";
  private static final String REST_CLIENT = "org.springframework.web.client.RestClient";
  private static final String OK_HTTP_CLIENT = "okhttp3.OkHttpClient";
  private static final List<String> APACHE_CLIENTS =
      List.of(
          "org.apache.http.impl.client.HttpClients",
          "org.apache.hc.client5.http.impl.classic.HttpClients");
  private static final List<String> APACHE_BUILDERS =
      List.of(
          "org.apache.http.impl.client.HttpClientBuilder",
          "org.apache.hc.client5.http.impl.classic.HttpClientBuilder");
  private static final List<String> JAX_RS_BUILDERS =
      List.of("javax.ws.rs.client.ClientBuilder", "jakarta.ws.rs.client.ClientBuilder");

  /** Factories that return a ready client, by owner. */
  private static final Map<String, Set<String>> FACTORIES =
      Map.ofEntries(
          Map.entry(REST_CLIENT, Set.of("create")),
          Map.entry("org.springframework.web.reactive.function.client.WebClient", Set.of("create")),
          Map.entry("java.net.http.HttpClient", Set.of("newHttpClient")),
          Map.entry(
              APACHE_CLIENTS.get(0), Set.of("createDefault", "createSystem", "createMinimal")),
          Map.entry(
              APACHE_CLIENTS.get(1), Set.of("createDefault", "createSystem", "createMinimal")),
          Map.entry("org.apache.cxf.jaxrs.client.WebClient", Set.of("create")),
          Map.entry("org.apache.cxf.jaxrs.client.JAXRSClientFactory", Set.of("create")),
          Map.entry(JAX_RS_BUILDERS.get(0), Set.of("newClient")),
          Map.entry(JAX_RS_BUILDERS.get(1), Set.of("newClient")));

  /** Where a builder chain starts that builds a new client, by owner. */
  private static final Map<String, Set<String>> BUILDERS =
      Map.ofEntries(
          Map.entry(REST_CLIENT, Set.of("builder")),
          Map.entry(
              "org.springframework.web.reactive.function.client.WebClient", Set.of("builder")),
          Map.entry("java.net.http.HttpClient", Set.of("newBuilder")),
          Map.entry(APACHE_BUILDERS.get(0), Set.of("create")),
          Map.entry(APACHE_BUILDERS.get(1), Set.of("create")),
          Map.entry(APACHE_CLIENTS.get(0), Set.of("custom")),
          Map.entry(APACHE_CLIENTS.get(1), Set.of("custom")),
          Map.entry(JAX_RS_BUILDERS.get(0), Set.of("newBuilder")),
          Map.entry(JAX_RS_BUILDERS.get(1), Set.of("newBuilder")));

  private static final String COST =
      "a new client has its own connection pool, so no connection is reused and every call pays"
          + " new TCP and TLS handshakes; "
          + PerCall.SHARE;

  @Override
  public String id() {
    return ID;
  }

  @Override
  public void check(SourceFile file) {
    Types types = file.types();
    PerCall.check(file, ID, node -> isCreation(types, node), COST);
  }

  private static boolean isCreation(Types types, Node node) {
    if (node instanceof ObjectCreationExpr creation) {
      return Creations.constructs(types, creation, List.of(REST_TEMPLATE), false)
          || creation.getArguments().isEmpty()
              && Creations.constructs(types, creation, List.of(OK_HTTP_CLIENT), false);
    }
    if (!(node instanceof MethodCallExpr call)) {
      return false;
    }
    return isFactory(types, call, FACTORIES) && !derivesFromRestTemplate(types, call)
        || Creations.isBuiltFrom(call, origin -> isBuilderOrigin(types, origin));
  }

  private static boolean isBuilderOrigin(Types types, Expression origin) {
    if (origin instanceof ObjectCreationExpr creation) {
      return creation.getArguments().isEmpty()
          && Creations.constructs(types, creation, List.of(OK_HTTP_CLIENT + ".Builder"), false);
    }
    return origin instanceof MethodCallExpr factory
        && isFactory(types, factory, BUILDERS)
        && !(factory.getNameAsString().equals("builder")
            && !factory.getArguments().isEmpty()
            && Calls.isStatic(types, factory, REST_CLIENT));
  }

  private static boolean isFactory(Types types, MethodCallExpr call, Map<String, Set<String>> by) {
    Set<String> names = by.values().stream().flatMap(Set::stream).collect(Collectors.toSet());
    return names.contains(call.getNameAsString())
        && Calls.staticOwner(types, call)
            .map(by::get)
            .filter(owned -> owned.contains(call.getNameAsString()))
            .isPresent();
  }

  /** {@code RestClient.create(restTemplate)} wraps an existing, shared template. */
  private static boolean derivesFromRestTemplate(Types types, MethodCallExpr call) {
    return call.getArguments().size() == 1
        && Calls.isStatic(types, call, REST_CLIENT)
        && types.isA(call.getArgument(0), REST_TEMPLATE);
  }
}
