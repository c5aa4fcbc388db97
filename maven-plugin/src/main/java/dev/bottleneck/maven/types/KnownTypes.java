package dev.bottleneck.maven.types;

import dev.bottleneck.catalog.facts.AsyncApis;
import dev.bottleneck.catalog.facts.LogApis;
import dev.bottleneck.catalog.facts.PathMatchers;
import dev.bottleneck.catalog.facts.Returns;
import dev.bottleneck.catalog.facts.Supertypes;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The slice of library type hierarchies and method results that the rules depend on, so that they
 * decide the same with or without the library on the classpath (the common case for a module that
 * has the dependency only at runtime, or a partial classpath). Anything else goes to the solver.
 */
public final class KnownTypes {
  public static final String OBJECT_MAPPER_2 = "com.fasterxml.jackson.databind.ObjectMapper";
  public static final String OBJECT_MAPPER_3 = "tools.jackson.databind.ObjectMapper";
  public static final String COMPLETABLE_FUTURE = AsyncApis.COMPLETABLE_FUTURE;
  public static final String COMPLETION_STAGE = AsyncApis.COMPLETION_STAGE;

  /** The per-domain catalog tables of library hierarchy, concatenated. */
  private static final List<Supertypes> CATALOG_SUPERTYPES =
      Stream.of(
              // One line per domain's table.
              LogApis.SUPERTYPES,
              PathMatchers.SUPERTYPES)
          .flatMap(List::stream)
          .toList();

  /** The per-domain catalog tables of call results, concatenated. */
  private static final List<Returns> CATALOG_RETURNS =
      Stream.of(
              // One line per domain's table.
              LogApis.RETURNS,
              AsyncApis.RETURNS,
              PathMatchers.RETURNS)
          .flatMap(List::stream)
          .toList();

  /** Direct supertypes that matter to a rule. */
  public static final Map<String, List<String>> SUPERTYPES = supertypes();

  /** Library types known to have no supertype that matters to a rule. */
  public static final Set<String> LEAVES = leaves();

  private static Set<String> leaves() {
    Set<String> leaves = new HashSet<>();
    CATALOG_SUPERTYPES.stream()
        .filter(known -> known.supertypes().isEmpty())
        .forEach(known -> leaves.add(known.type()));
    leaves.addAll(
        Set.of(
            OBJECT_MAPPER_2,
            OBJECT_MAPPER_3,
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
            "javax.xml.bind.JAXBContext",
            "jakarta.xml.bind.JAXBContext"));
    return Set.copyOf(leaves);
  }

  private static final Map<String, String> RETURNS = returns();

  private KnownTypes() {}

  /** The result type of {@code method} called on {@code owner}, when the owner is known here. */
  public static Optional<String> returnType(String owner, String method) {
    return Optional.ofNullable(RETURNS.get(owner + "#" + method));
  }

  private static Map<String, List<String>> supertypes() {
    Map<String, List<String>> map = new HashMap<>();
    CATALOG_SUPERTYPES.stream()
        .filter(known -> !known.supertypes().isEmpty())
        .forEach(known -> map.put(known.type(), known.supertypes()));
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

  private static Map<String, String> returns() {
    Map<String, String> map = new HashMap<>();
    for (Returns known : CATALOG_RETURNS) {
      for (String name : known.api().names()) {
        map.put(known.api().owner() + "#" + name, known.type());
      }
    }
    httpClients(map);
    return Map.copyOf(map);
  }
}
