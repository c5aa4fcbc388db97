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

  /** OkHttp prepares a request as a {@code Call}; it is sent when the call executes. */
  public static final Api OK_HTTP_NEW_CALL = Api.instanceMethod("okhttp3.OkHttpClient", "newCall");

  /** Apache HttpClient 4 sends a request on {@code execute}. */
  public static final Api APACHE_4_EXECUTE =
      Api.instanceMethod("org.apache.http.client.HttpClient", "execute");

  /** Apache HttpClient 5 (classic) sends a request on {@code execute} or {@code executeOpen}. */
  public static final Api APACHE_5_EXECUTE =
      Api.instanceMethod("org.apache.hc.client5.http.classic.HttpClient", "execute", "executeOpen");

  private HttpRequests() {}
}
