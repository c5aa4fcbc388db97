package dev.bottleneck.maven.types;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The slice of library type hierarchies and method results that the rules depend on, so that they
 * decide the same with or without the library on the classpath (the common case for a module that
 * has the dependency only at runtime, or a partial classpath). Anything else goes to the solver.
 */
public final class KnownTypes {
  public static final String OBJECT_MAPPER_2 = "com.fasterxml.jackson.databind.ObjectMapper";
  public static final String OBJECT_MAPPER_3 = "tools.jackson.databind.ObjectMapper";
  public static final String COMPLETABLE_FUTURE = "java.util.concurrent.CompletableFuture";
  public static final String COMPLETION_STAGE = "java.util.concurrent.CompletionStage";
  public static final String SLF4J_EVENT_BUILDER = "org.slf4j.spi.LoggingEventBuilder";
  public static final String LOG4J_BUILDER = "org.apache.logging.log4j.LogBuilder";

  private static final String HTTP_SECURITY =
      "org.springframework.security.config.annotation.web.builders.HttpSecurity";
  private static final String SECURITY_CONFIGURERS =
      "org.springframework.security.config.annotation.web.configurers.";
  private static final String REQUEST_MATCHER_REGISTRY =
      "org.springframework.security.config.annotation.web.AbstractRequestMatcherRegistry";

  /** Direct supertypes that matter to a rule. */
  public static final Map<String, List<String>> SUPERTYPES = supertypes();

  /** Library types known to have no supertype that matters to a rule. */
  public static final Set<String> LEAVES =
      Set.of(
          OBJECT_MAPPER_2,
          OBJECT_MAPPER_3,
          "org.slf4j.Logger",
          SLF4J_EVENT_BUILDER,
          LOG4J_BUILDER,
          "org.apache.logging.log4j.Logger",
          "org.apache.commons.logging.Log",
          "org.jboss.logging.BasicLogger",
          "org.springframework.web.client.RestOperations",
          "org.springframework.web.client.RestClient",
          "org.springframework.web.reactive.function.client.WebClient",
          "org.apache.http.client.HttpClient",
          "org.apache.hc.client5.http.classic.HttpClient",
          "okhttp3.Call",
          "okhttp3.OkHttpClient",
          "okhttp3.OkHttpClient.Builder",
          "org.apache.cxf.jaxrs.client.AbstractClient",
          "jakarta.ws.rs.client.SyncInvoker",
          "javax.ws.rs.client.SyncInvoker",
          "org.springframework.kafka.core.KafkaOperations",
          "org.springframework.jms.core.JmsOperations",
          "org.springframework.amqp.core.AmqpTemplate",
          "org.springframework.amqp.rabbit.core.RabbitOperations",
          "org.springframework.cloud.stream.function.StreamBridge",
          "org.reactivestreams.Publisher",
          "org.springframework.util.AntPathMatcher",
          "org.springframework.security.web.util.matcher.AntPathRequestMatcher",
          "javax.xml.bind.JAXBContext",
          "jakarta.xml.bind.JAXBContext");

  private static final Map<String, String> RETURNS = returns();

  private KnownTypes() {}

  /** The result type of {@code method} called on {@code owner}, when the owner is known here. */
  public static Optional<String> returnType(String owner, String method) {
    return Optional.ofNullable(RETURNS.get(owner + "#" + method));
  }

  private static Map<String, List<String>> supertypes() {
    Map<String, List<String>> map = new HashMap<>();
    for (String mapper :
        List.of(
            "json.JsonMapper",
            "dataformat.xml.XmlMapper",
            "dataformat.yaml.YAMLMapper",
            "dataformat.csv.CsvMapper",
            "dataformat.cbor.CBORMapper",
            "dataformat.smile.SmileMapper",
            "dataformat.javaprop.JavaPropsMapper",
            "dataformat.toml.TomlMapper",
            "dataformat.ion.IonObjectMapper")) {
      String jackson2 =
          mapper.startsWith("json.")
              ? "com.fasterxml.jackson.databind." + mapper
              : "com.fasterxml.jackson." + mapper;
      map.put(jackson2, List.of(OBJECT_MAPPER_2));
      String jackson3 =
          mapper.startsWith("json.")
              ? "tools.jackson.databind." + mapper
              : "tools.jackson." + mapper;
      map.put(jackson3, List.of(OBJECT_MAPPER_3));
    }
    map.put("com.fasterxml.jackson.dataformat.cbor.databind.CBORMapper", List.of(OBJECT_MAPPER_2));
    map.put(
        "com.fasterxml.jackson.dataformat.smile.databind.SmileMapper", List.of(OBJECT_MAPPER_2));
    map.put("org.slf4j.spi.DefaultLoggingEventBuilder", List.of(SLF4J_EVENT_BUILDER));
    map.put("org.slf4j.ext.XLogger", List.of("org.slf4j.Logger"));
    map.put("org.jboss.logging.Logger", List.of("org.jboss.logging.BasicLogger"));
    map.put(
        "org.apache.logging.log4j.spi.ExtendedLogger", List.of("org.apache.logging.log4j.Logger"));
    map.put(
        "org.springframework.web.client.RestTemplate",
        List.of("org.springframework.web.client.RestOperations"));
    map.put(
        "org.apache.http.impl.client.CloseableHttpClient",
        List.of("org.apache.http.client.HttpClient"));
    map.put(
        "org.apache.hc.client5.http.impl.classic.CloseableHttpClient",
        List.of("org.apache.hc.client5.http.classic.HttpClient"));
    map.put(
        "org.apache.cxf.jaxrs.client.WebClient",
        List.of("org.apache.cxf.jaxrs.client.AbstractClient"));
    map.put("jakarta.ws.rs.client.Invocation.Builder", List.of("jakarta.ws.rs.client.SyncInvoker"));
    map.put("javax.ws.rs.client.Invocation.Builder", List.of("javax.ws.rs.client.SyncInvoker"));
    map.put(
        "org.springframework.kafka.core.KafkaTemplate",
        List.of("org.springframework.kafka.core.KafkaOperations"));
    map.put(
        "org.springframework.jms.core.JmsTemplate",
        List.of("org.springframework.jms.core.JmsOperations"));
    map.put(
        "org.springframework.amqp.rabbit.core.RabbitTemplate",
        List.of(
            "org.springframework.amqp.rabbit.core.RabbitOperations",
            "org.springframework.amqp.core.AmqpTemplate"));
    map.put(
        "org.springframework.amqp.rabbit.core.RabbitOperations",
        List.of("org.springframework.amqp.core.AmqpTemplate"));
    map.put(
        SECURITY_CONFIGURERS
            + "ExpressionUrlAuthorizationConfigurer.ExpressionInterceptUrlRegistry",
        List.of(REQUEST_MATCHER_REGISTRY));
    map.put(
        SECURITY_CONFIGURERS
            + "AuthorizeHttpRequestsConfigurer.AuthorizationManagerRequestMatcherRegistry",
        List.of(REQUEST_MATCHER_REGISTRY));
    map.put(
        "org.springframework.transaction.support.TransactionTemplate",
        List.of("org.springframework.transaction.support.TransactionOperations"));
    String task = "org.springframework.core.task.";
    map.put(task + "TaskExecutor", List.of("java.util.concurrent.Executor"));
    map.put(task + "AsyncTaskExecutor", List.of(task + "TaskExecutor"));
    map.put(task + "AsyncListenableTaskExecutor", List.of(task + "AsyncTaskExecutor"));
    map.put(task + "SimpleAsyncTaskExecutor", List.of(task + "AsyncListenableTaskExecutor"));
    map.put(task + "VirtualThreadTaskExecutor", List.of(task + "AsyncTaskExecutor"));
    map.put(
        "org.springframework.scheduling.SchedulingTaskExecutor",
        List.of(task + "AsyncTaskExecutor"));
    map.put(
        "org.springframework.scheduling.concurrent.ThreadPoolTaskExecutor",
        List.of(
            task + "AsyncListenableTaskExecutor",
            "org.springframework.scheduling.SchedulingTaskExecutor"));
    map.put(
        "org.springframework.scheduling.concurrent.ThreadPoolTaskScheduler",
        List.of(
            "org.springframework.scheduling.TaskScheduler",
            "org.springframework.scheduling.SchedulingTaskExecutor"));
    map.put("reactor.core.publisher.Mono", List.of("org.reactivestreams.Publisher"));
    map.put("reactor.core.publisher.Flux", List.of("org.reactivestreams.Publisher"));
    return Map.copyOf(map);
  }

  /** Request-building chains of the HTTP clients, up to the call that sends. */
  private static void httpClients(Map<String, String> map) {
    map.put("okhttp3.OkHttpClient#newCall", "okhttp3.Call");
    String cxf = "org.apache.cxf.jaxrs.client.WebClient";
    for (String step :
        List.of(
            "create",
            "fromClient",
            "path",
            "query",
            "accept",
            "type",
            "header",
            "headers",
            "replacePath",
            "replaceQuery",
            "matrix",
            "fragment",
            "to",
            "encoding",
            "language",
            "cookie",
            "authorization",
            "modified",
            "reset",
            "back")) {
      map.put(cxf + "#" + step, cxf);
    }
    for (String jaxrs : List.of("javax.ws.rs.client.", "jakarta.ws.rs.client.")) {
      String target = jaxrs + "WebTarget";
      String builder = jaxrs + "Invocation.Builder";
      map.put(jaxrs + "Client#target", target);
      for (String step :
          List.of(
              "path",
              "queryParam",
              "matrixParam",
              "resolveTemplate",
              "resolveTemplates",
              "property",
              "register")) {
        map.put(target + "#" + step, target);
      }
      map.put(target + "#request", builder);
      for (String step :
          List.of(
              "accept",
              "acceptLanguage",
              "acceptEncoding",
              "header",
              "headers",
              "cookie",
              "cacheControl",
              "property")) {
        map.put(builder + "#" + step, builder);
      }
    }
  }

  /** Spring Security 5's request matcher DSL, deeply generic, hence hard for the solver. */
  private static void securityConfigurers(Map<String, String> map) {
    String expressionRegistry =
        SECURITY_CONFIGURERS
            + "ExpressionUrlAuthorizationConfigurer.ExpressionInterceptUrlRegistry";
    String expressionUrl =
        SECURITY_CONFIGURERS + "ExpressionUrlAuthorizationConfigurer.AuthorizedUrl";
    String managerRegistry =
        SECURITY_CONFIGURERS
            + "AuthorizeHttpRequestsConfigurer.AuthorizationManagerRequestMatcherRegistry";
    String managerUrl = SECURITY_CONFIGURERS + "AuthorizeHttpRequestsConfigurer.AuthorizedUrl";
    map.put(HTTP_SECURITY + "#authorizeRequests", expressionRegistry);
    map.put(HTTP_SECURITY + "#authorizeHttpRequests", managerRegistry);
    for (String matchers :
        List.of(
            "antMatchers",
            "mvcMatchers",
            "regexMatchers",
            "requestMatchers",
            "anyRequest",
            "dispatcherTypeMatchers")) {
      map.put(expressionRegistry + "#" + matchers, expressionUrl);
      map.put(managerRegistry + "#" + matchers, managerUrl);
    }
    for (String access :
        List.of(
            "permitAll",
            "denyAll",
            "anonymous",
            "authenticated",
            "fullyAuthenticated",
            "rememberMe",
            "hasRole",
            "hasAnyRole",
            "hasAuthority",
            "hasAnyAuthority",
            "hasIpAddress",
            "access")) {
      map.put(expressionUrl + "#" + access, expressionRegistry);
      map.put(managerUrl + "#" + access, managerRegistry);
    }
    map.put(expressionRegistry + "#and", HTTP_SECURITY);
    map.put(managerRegistry + "#and", HTTP_SECURITY);
  }

  private static Map<String, String> returns() {
    Map<String, String> map = new HashMap<>();
    for (String level :
        List.of(
            "atTrace",
            "atDebug",
            "atInfo",
            "atWarn",
            "atError",
            "atLevel",
            "makeLoggingEventBuilder")) {
      map.put("org.slf4j.Logger#" + level, SLF4J_EVENT_BUILDER);
    }
    for (String step :
        List.of("addArgument", "setMessage", "addKeyValue", "addMarker", "setCause")) {
      map.put(SLF4J_EVENT_BUILDER + "#" + step, SLF4J_EVENT_BUILDER);
    }
    for (String level :
        List.of(
            "atTrace", "atDebug", "atInfo", "atWarn", "atError", "atFatal", "atLevel", "always")) {
      map.put("org.apache.logging.log4j.Logger#" + level, LOG4J_BUILDER);
    }
    for (String step : List.of("withMarker", "withThrowable", "withLocation")) {
      map.put(LOG4J_BUILDER + "#" + step, LOG4J_BUILDER);
    }
    map.put("org.slf4j.LoggerFactory#getLogger", "org.slf4j.Logger");
    map.put("org.apache.logging.log4j.LogManager#getLogger", "org.apache.logging.log4j.Logger");
    map.put("java.util.logging.Logger#getLogger", "java.util.logging.Logger");
    map.put("org.apache.commons.logging.LogFactory#getLog", "org.apache.commons.logging.Log");
    map.put("org.jboss.logging.Logger#getLogger", "org.jboss.logging.Logger");
    for (String method :
        List.of(
            "supplyAsync",
            "runAsync",
            "completedFuture",
            "failedFuture",
            "allOf",
            "anyOf",
            "thenApply",
            "thenAccept",
            "thenRun",
            "thenCombine",
            "thenAcceptBoth",
            "runAfterBoth",
            "applyToEither",
            "acceptEither",
            "runAfterEither",
            "thenCompose",
            "handle",
            "whenComplete",
            "exceptionally",
            "exceptionallyCompose",
            "completeAsync",
            "orTimeout",
            "completeOnTimeout",
            "copy",
            "toCompletableFuture",
            "newIncompleteFuture")) {
      map.put(COMPLETABLE_FUTURE + "#" + method, COMPLETABLE_FUTURE);
      map.put(COMPLETABLE_FUTURE + "#" + method + "Async", COMPLETABLE_FUTURE);
      map.put(COMPLETION_STAGE + "#" + method, COMPLETION_STAGE);
      map.put(COMPLETION_STAGE + "#" + method + "Async", COMPLETION_STAGE);
    }
    map.put(COMPLETION_STAGE + "#toCompletableFuture", COMPLETABLE_FUTURE);
    securityConfigurers(map);
    httpClients(map);
    return Map.copyOf(map);
  }
}
