package dev.bottleneck.catalog.facts;

/**
 * HTTP client APIs that more than one rule reads: a request sent through a shared client is slow
 * work inside a transaction (WideTransactional) and a read-only use of a client that should be
 * shared (HttpClientPerCall).
 */
public final class HttpApis {
  /** The methods of Spring's {@code RestOperations} (so of {@code RestTemplate}) that send a request. */
  public static final Api REST_OPERATIONS_REQUESTS =
      Api.instanceMethod(
          "org.springframework.web.client.RestOperations",
          "getForObject",
          "getForEntity",
          "headForHeaders",
          "postForLocation",
          "postForObject",
          "postForEntity",
          "put",
          "patchForObject",
          "delete",
          "optionsForAllow",
          "exchange",
          "execute");

  private HttpApis() {}
}
