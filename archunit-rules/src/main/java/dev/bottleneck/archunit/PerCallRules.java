package dev.bottleneck.archunit;

import static dev.bottleneck.archunit.CallMatcher.constructorOf;
import static dev.bottleneck.archunit.CallMatcher.exactMethod;
import static dev.bottleneck.archunit.CallMatcher.method;

import java.util.List;

/** The creations of the three per-call rules. */
final class PerCallRules {
  private static final String JACKSON2 = "com.fasterxml.jackson.databind.";
  private static final String JACKSON3 = "tools.jackson.databind.";

  /** {@code new ObjectMapper()} and subclasses, and mapper builder chains, Jackson 2 and 3. */
  static final Creations OBJECT_MAPPERS = new Creations(
      "a Jackson ObjectMapper",
      List.of(constructorOf(JACKSON2 + "ObjectMapper"), constructorOf(JACKSON3 + "ObjectMapper")),
      List.of(method(JACKSON2 + "ObjectMapper", "builder"), method(JACKSON3 + "ObjectMapper", "builder")),
      List.of(method(JACKSON2 + "cfg.MapperBuilder", "build"),
          method(JACKSON3 + "cfg.MapperBuilder", "build")));

  /** {@code JAXBContext.newInstance(...)}, javax and jakarta. */
  static final Creations JAXB_CONTEXTS = new Creations(
      "a JAXBContext",
      List.of(exactMethod("javax.xml.bind.JAXBContext", "newInstance"),
          exactMethod("jakarta.xml.bind.JAXBContext", "newInstance")),
      List.of(),
      List.of());

  private static final String APACHE4 = "org.apache.http.impl.client.";
  private static final String APACHE5 = "org.apache.hc.client5.http.impl.classic.";
  private static final String SPRING_REST_CLIENT = "org.springframework.web.client.RestClient";
  private static final String SPRING_WEB_CLIENT =
      "org.springframework.web.reactive.function.client.WebClient";

  /** HTTP clients of Spring, the JDK, Apache 4 and 5, OkHttp, CXF and JAX-RS. */
  static final Creations HTTP_CLIENTS = new Creations(
      "an HTTP client with its own connection pool",
      List.of(
          constructorOf("org.springframework.web.client.RestTemplate"),
          exactMethod(SPRING_REST_CLIENT, "create"),
          exactMethod(SPRING_WEB_CLIENT, "create"),
          exactMethod("java.net.http.HttpClient", "newHttpClient"),
          exactMethod(APACHE4 + "HttpClients", "createDefault", "createSystem", "createMinimal"),
          exactMethod(APACHE5 + "HttpClients", "createDefault", "createSystem", "createMinimal"),
          constructorOf("okhttp3.OkHttpClient"),
          exactMethod("org.apache.cxf.jaxrs.client.WebClient", "create"),
          exactMethod("org.apache.cxf.jaxrs.client.JAXRSClientFactory", "create"),
          exactMethod("jakarta.ws.rs.client.ClientBuilder", "newClient"),
          exactMethod("javax.ws.rs.client.ClientBuilder", "newClient")),
      List.of(
          exactMethod(SPRING_REST_CLIENT, "builder"),
          exactMethod(SPRING_WEB_CLIENT, "builder"),
          exactMethod("java.net.http.HttpClient", "newBuilder"),
          exactMethod(APACHE4 + "HttpClientBuilder", "create"),
          exactMethod(APACHE4 + "HttpClients", "custom"),
          exactMethod(APACHE5 + "HttpClientBuilder", "create"),
          exactMethod(APACHE5 + "HttpClients", "custom"),
          constructorOf("okhttp3.OkHttpClient$Builder"),
          exactMethod("jakarta.ws.rs.client.ClientBuilder", "newBuilder"),
          exactMethod("javax.ws.rs.client.ClientBuilder", "newBuilder")),
      List.of(
          method(SPRING_REST_CLIENT + "$Builder", "build"),
          method(SPRING_WEB_CLIENT + "$Builder", "build"),
          method("java.net.http.HttpClient$Builder", "build"),
          method(APACHE4 + "HttpClientBuilder", "build"),
          method(APACHE5 + "HttpClientBuilder", "build"),
          method("okhttp3.OkHttpClient$Builder", "build"),
          method("jakarta.ws.rs.client.ClientBuilder", "build"),
          method("javax.ws.rs.client.ClientBuilder", "build")));

  private PerCallRules() {}
}
