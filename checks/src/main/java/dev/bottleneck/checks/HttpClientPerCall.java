package dev.bottleneck.checks;

import static com.google.errorprone.BugPattern.LinkType.CUSTOM;
import static com.google.errorprone.BugPattern.SeverityLevel.WARNING;
import static com.google.errorprone.matchers.Matchers.allOf;
import static com.google.errorprone.matchers.Matchers.anyOf;
import static com.google.errorprone.matchers.Matchers.not;
import static com.google.errorprone.matchers.method.MethodMatchers.constructor;
import static com.google.errorprone.matchers.method.MethodMatchers.instanceMethod;
import static com.google.errorprone.matchers.method.MethodMatchers.staticMethod;

import com.google.auto.service.AutoService;
import com.google.errorprone.BugPattern;
import com.google.errorprone.BugPattern.StandardTags;
import com.google.errorprone.VisitorState;
import com.google.errorprone.bugpatterns.BugChecker;
import com.google.errorprone.bugpatterns.BugChecker.MethodInvocationTreeMatcher;
import com.google.errorprone.bugpatterns.BugChecker.NewClassTreeMatcher;
import com.google.errorprone.matchers.Description;
import com.google.errorprone.matchers.Matcher;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.NewClassTree;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.catalog.Rule.Summaries;

/**
 * Flags an HTTP client built where code runs per call: Spring {@code RestTemplate}, {@code
 * RestClient} and {@code WebClient}, the JDK {@code HttpClient}, Apache HttpClient 4 and 5, OkHttp,
 * CXF and JAX-RS clients. Each new client brings its own connection pool, so no connection is
 * reused and every call pays TCP and TLS handshakes. Clients derived from a shared one ({@code
 * okHttpClient.newBuilder()}, {@code webClient.mutate()}, {@code RestClient.create(restTemplate)})
 * share its pool and are not creations.
 */
@AutoService(BugChecker.class)
@BugPattern(
    summary = Summaries.HTTP_CLIENT_PER_CALL,
    severity = WARNING,
    linkType = CUSTOM,
    link = Rule.DOCS_BASE_URL + "HttpClientPerCall.html",
    tags = StandardTags.PERFORMANCE)
public final class HttpClientPerCall extends BugChecker
    implements NewClassTreeMatcher, MethodInvocationTreeMatcher {
  private static final long serialVersionUID = 1L;

  private static final String REST_TEMPLATE = "org.springframework.web.client.RestTemplate";
  private static final String REST_CLIENT = "org.springframework.web.client.RestClient";
  private static final String SPRING_WEB_CLIENT =
      "org.springframework.web.reactive.function.client.WebClient";
  private static final String JDK_HTTP_CLIENT = "java.net.http.HttpClient";
  private static final String OK_HTTP_CLIENT = "okhttp3.OkHttpClient";
  private static final String[] APACHE_HTTP_CLIENTS = {
    "org.apache.http.impl.client.HttpClients", "org.apache.hc.client5.http.impl.classic.HttpClients"
  };
  private static final String[] APACHE_CLIENT_BUILDERS = {
    "org.apache.http.impl.client.HttpClientBuilder",
    "org.apache.hc.client5.http.impl.classic.HttpClientBuilder"
  };
  private static final String[] JAX_RS_CLIENT_BUILDERS = {
    "javax.ws.rs.client.ClientBuilder", "jakarta.ws.rs.client.ClientBuilder"
  };

  private static final Matcher<ExpressionTree> NEW_CLIENT =
      anyOf(
          constructor().forClass(REST_TEMPLATE),
          constructor().forClass(OK_HTTP_CLIENT).withNoParameters());

  /** Factories that return a ready client. */
  private static final Matcher<ExpressionTree> CLIENT_FACTORY =
      anyOf(
          allOf(
              staticMethod().onClass(REST_CLIENT).named("create"),
              not(
                  staticMethod()
                      .onClass(REST_CLIENT)
                      .named("create")
                      .withParameters(REST_TEMPLATE))),
          staticMethod().onClass(SPRING_WEB_CLIENT).named("create"),
          staticMethod().onClass(JDK_HTTP_CLIENT).named("newHttpClient"),
          staticMethod()
              .onClassAny(APACHE_HTTP_CLIENTS)
              .namedAnyOf("createDefault", "createSystem", "createMinimal"),
          staticMethod().onClass("org.apache.cxf.jaxrs.client.WebClient").named("create"),
          staticMethod().onClass("org.apache.cxf.jaxrs.client.JAXRSClientFactory").named("create"),
          staticMethod().onClassAny(JAX_RS_CLIENT_BUILDERS).named("newClient"));

  /**
   * Where a builder chain starts that builds a new client, not one derived from a shared client.
   */
  private static final Matcher<ExpressionTree> CLIENT_BUILDER =
      anyOf(
          staticMethod().onClass(REST_CLIENT).named("builder").withNoParameters(),
          staticMethod().onClass(SPRING_WEB_CLIENT).named("builder"),
          staticMethod().onClass(JDK_HTTP_CLIENT).named("newBuilder"),
          staticMethod().onClassAny(APACHE_CLIENT_BUILDERS).named("create"),
          staticMethod().onClassAny(APACHE_HTTP_CLIENTS).named("custom"),
          constructor().forClass(OK_HTTP_CLIENT + ".Builder").withNoParameters(),
          staticMethod().onClassAny(JAX_RS_CLIENT_BUILDERS).named("newBuilder"));

  /**
   * Requests, which leave a shared client as it was. CXF clients keep per-request state and are not
   * thread-safe, so none of their calls is here and they get no automatic fix.
   */
  private static final Matcher<ExpressionTree> READ_ONLY_USE =
      anyOf(
          instanceMethod()
              .onDescendantOf(REST_TEMPLATE)
              .namedAnyOf(
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
                  "execute"),
          instanceMethod()
              .onDescendantOfAny(REST_CLIENT, SPRING_WEB_CLIENT)
              .namedAnyOf("get", "head", "post", "put", "patch", "delete", "options", "method"),
          instanceMethod().onDescendantOf(JDK_HTTP_CLIENT).namedAnyOf("send", "sendAsync"),
          instanceMethod()
              .onDescendantOfAny(
                  "org.apache.http.client.HttpClient",
                  "org.apache.hc.client5.http.classic.HttpClient")
              .namedAnyOf("execute", "executeOpen"),
          instanceMethod().onDescendantOf(OK_HTTP_CLIENT).namedAnyOf("newCall", "newWebSocket"),
          instanceMethod()
              .onDescendantOfAny("javax.ws.rs.client.Client", "jakarta.ws.rs.client.Client")
              .named("target"));

  private static final PerCallCreation.Kind CLIENT =
      new PerCallCreation.Kind(
          anyOf(NEW_CLIENT, CLIENT_FACTORY, PerCallCreation.builtFrom(CLIENT_BUILDER)),
          "a new client starts without the pooled, kept-alive connections and the set-up (TLS"
              + " context, message converters) a shared one keeps, so every call pays that set-up"
              + " and new TCP and TLS handshakes",
          PerCallCreation.Kind.SHARE,
          READ_ONLY_USE);

  @Override
  public Description matchNewClass(NewClassTree tree, VisitorState state) {
    return PerCallCreation.match(this, tree, CLIENT, state);
  }

  @Override
  public Description matchMethodInvocation(MethodInvocationTree tree, VisitorState state) {
    return PerCallCreation.match(this, tree, CLIENT, state);
  }
}
