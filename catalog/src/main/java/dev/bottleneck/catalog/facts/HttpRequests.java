package dev.bottleneck.catalog.facts;

/**
 * Calls that send a request through an HTTP client. The same facts serve two rules: a request is
 * slow work inside a transaction, and it leaves a shared client as it was, so a client used only
 * for requests can be hoisted into a shared constant.
 */
public final class HttpRequests {
  /** The request methods of Spring's {@code RestOperations} ({@code RestTemplate}). */
  public static final Api REST_OPERATIONS =
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

  private HttpRequests() {}
}
