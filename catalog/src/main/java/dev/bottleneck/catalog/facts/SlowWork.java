package dev.bottleneck.catalog.facts;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Slow non-database work, the facts of the WideTransactional rule: remote calls, blocking waits on
 * reactive pipelines, sleeps, blocking waits, message sends and file I/O, each a call that holds a
 * transaction's database connection while it waits. Reactive and asynchronous clients count where
 * they block ({@code Mono.block()}, {@code Future.get()}), not where a request is only prepared.
 */
public final class SlowWork {
  /** What kind of slow work a call is, as a finding names it. */
  public enum Kind {
    REMOTE_CALL("remote call"),
    REACTIVE_BLOCK("blocking wait on a reactive pipeline"),
    SLEEP("sleep"),
    BLOCKING_WAIT("blocking wait"),
    MESSAGE_SEND("message send"),
    FILE_IO("file I/O");

    private final String text;

    Kind(String text) {
      this.text = text;
    }

    /** {@code remote call}, {@code file I/O}: how a message names the kind. */
    public String text() {
      return text;
    }

    /**
     * Whether this work counts where the transaction reaches it through a method of another class.
     * A blocking wait on a future or a latch is as slow as the work it waits for, which the rule
     * cannot see; where the transaction's own class waits, it is the transaction's design, but a
     * wait inside another class is mostly a cache or a facade waiting briefly, often for database
     * work of its own (a real application's permission cache waited on a role lookup, seven calls
     * below every permission check). Every other kind is slow wherever it runs.
     */
    public boolean countsInOtherClasses() {
      return this != BLOCKING_WAIT;
    }
  }

  /** One family of slow calls and its kind. */
  public record Call(Api api, Kind kind) {}

  /**
   * Executor calls that wait for the pool's tasks: those they hand over, until all have finished
   * ({@code invokeAll}) or one has ({@code invokeAny}), and every task the pool still holds after
   * {@code shutdown()} ({@code awaitTermination}): a blocking wait, as a {@code Future.get()} on
   * each task is, and no hand-off.
   */
  public static final Api TASK_WAITS =
      Api.instanceMethod(
          "java.util.concurrent.ExecutorService", "invokeAll", "invokeAny", "awaitTermination");

  /** Spring's synchronous fluent client; it sends when the response is read. */
  public static final String REST_CLIENT = "org.springframework.web.client.RestClient";

  private static final String REST_CLIENT_REQUEST = REST_CLIENT + ".RequestHeadersSpec";
  private static final String REST_CLIENT_RESPONSE = REST_CLIENT + ".ResponseSpec";

  /** {@code RestClient...retrieve()}: the request is sent only when the response is read. */
  public static final Returns REST_CLIENT_RETRIEVE =
      new Returns(Api.instanceMethod(REST_CLIENT_REQUEST, "retrieve"), REST_CLIENT_RESPONSE);

  /** Reading the response after {@code retrieve()} sends the request. */
  public static final Api REST_CLIENT_RESPONSE_READS =
      Api.instanceMethod(REST_CLIENT_RESPONSE, "body", "toEntity", "toBodilessEntity");

  /** Exchanging sends the request at once. */
  public static final Api REST_CLIENT_EXCHANGES =
      Api.instanceMethod(REST_CLIENT_REQUEST, "exchange", "exchangeForRequiredValue");

  /** Spring's reactive client: its chain is slow work only where a {@code block*()} ends it. */
  public static final String WEB_CLIENT =
      "org.springframework.web.reactive.function.client.WebClient";

  /** Interfaces whose every abstract method is a remote call (Feign, Spring HTTP interfaces). */
  public static final List<String> CLIENT_INTERFACE_ANNOTATIONS =
      List.of(
          "org.springframework.cloud.openfeign.FeignClient",
          "org.springframework.cloud.netflix.feign.FeignClient",
          "org.springframework.web.service.annotation.HttpExchange");

  /** Spring's HTTP interface annotation; its family is meta-annotated with it. */
  public static final String HTTP_EXCHANGE =
      "org.springframework.web.service.annotation.HttpExchange";

  /** Annotations that make an abstract interface method a remote call. */
  public static final Set<String> REMOTE_METHOD_ANNOTATIONS =
      Set.of(
          HTTP_EXCHANGE,
          "org.springframework.web.service.annotation.GetExchange",
          "org.springframework.web.service.annotation.PostExchange",
          "org.springframework.web.service.annotation.PutExchange",
          "org.springframework.web.service.annotation.PatchExchange",
          "org.springframework.web.service.annotation.DeleteExchange",
          "feign.RequestLine");

  private static final String[] HTTP_VERBS = {
    "get", "put", "post", "delete", "head", "options", "trace", "method"
  };

  /** The slow calls, by kind, in the order engines try them. */
  public static final List<Call> CALLS =
      withSdkCalls(
          List.of(
              new Call(HttpRequests.REST_OPERATIONS, Kind.REMOTE_CALL),
              new Call(REST_CLIENT_RESPONSE_READS, Kind.REMOTE_CALL),
              new Call(REST_CLIENT_EXCHANGES, Kind.REMOTE_CALL),
              new Call(Api.instanceMethod("java.net.http.HttpClient", "send"), Kind.REMOTE_CALL),
              new Call(HttpRequests.APACHE_4_EXECUTE, Kind.REMOTE_CALL),
              new Call(HttpRequests.APACHE_5_EXECUTE, Kind.REMOTE_CALL),
              new Call(Api.instanceMethod("okhttp3.Call", "execute"), Kind.REMOTE_CALL),
              new Call(
                  Api.instanceMethod(
                      "org.apache.cxf.jaxrs.client.WebClient",
                      "get",
                      "post",
                      "put",
                      "delete",
                      "head",
                      "options",
                      "invoke",
                      "form",
                      "postCollection",
                      "postAndGetCollection",
                      "postObjectGetCollection",
                      "getCollection",
                      "invokeAndGetCollection"),
                  Kind.REMOTE_CALL),
              new Call(
                  Api.instanceMethod("jakarta.ws.rs.client.SyncInvoker", HTTP_VERBS),
                  Kind.REMOTE_CALL),
              new Call(
                  Api.instanceMethod("javax.ws.rs.client.SyncInvoker", HTTP_VERBS),
                  Kind.REMOTE_CALL),
              new Call(
                  Api.instanceMethod("jakarta.ws.rs.client.Invocation", "invoke"),
                  Kind.REMOTE_CALL),
              new Call(
                  Api.instanceMethod("javax.ws.rs.client.Invocation", "invoke"), Kind.REMOTE_CALL),
              new Call(CloudStorageCalls.AWS_S3_V2, Kind.REMOTE_CALL),
              new Call(CloudStorageCalls.AWS_S3_V1, Kind.REMOTE_CALL),
              new Call(CloudStorageCalls.GCP_STORAGE, Kind.REMOTE_CALL),
              new Call(CloudStorageCalls.GCP_BLOB, Kind.REMOTE_CALL),
              new Call(CloudStorageCalls.AZURE_BLOB, Kind.REMOTE_CALL),
              new Call(CloudStorageCalls.AZURE_BLOB_UPLOADS, Kind.REMOTE_CALL),
              new Call(CloudStorageCalls.AZURE_BLOCK_BLOB, Kind.REMOTE_CALL),
              new Call(CloudStorageCalls.AZURE_CONTAINER, Kind.REMOTE_CALL),
              new Call(CloudStorageCalls.ALIYUN_OSS, Kind.REMOTE_CALL),
              new Call(CloudStorageCalls.TENCENT_COS, Kind.REMOTE_CALL),
              new Call(CloudStorageCalls.HUAWEI_OBS, Kind.REMOTE_CALL),
              new Call(CloudStorageCalls.QINIU_UPLOAD, Kind.REMOTE_CALL),
              new Call(CloudStorageCalls.QINIU_BUCKET, Kind.REMOTE_CALL),
              new Call(CloudStorageCalls.MINIO, Kind.REMOTE_CALL),
              new Call(
                  Api.instanceMethod("reactor.core.publisher.Mono", "block", "blockOptional"),
                  Kind.REACTIVE_BLOCK),
              new Call(
                  Api.instanceMethod("reactor.core.publisher.Flux", "blockFirst", "blockLast"),
                  Kind.REACTIVE_BLOCK),
              new Call(Api.staticMethod("java.lang.Thread", "sleep"), Kind.SLEEP),
              new Call(Api.instanceMethod("java.util.concurrent.TimeUnit", "sleep"), Kind.SLEEP),
              new Call(
                  Api.instanceMethod("java.util.concurrent.Future", "get"), Kind.BLOCKING_WAIT),
              new Call(
                  Api.instanceMethod("java.util.concurrent.CompletableFuture", "join"),
                  Kind.BLOCKING_WAIT),
              new Call(
                  Api.instanceMethod("java.util.concurrent.CountDownLatch", "await"),
                  Kind.BLOCKING_WAIT),
              new Call(TASK_WAITS, Kind.BLOCKING_WAIT),
              new Call(
                  Api.instanceMethod(
                      "org.springframework.kafka.core.KafkaOperations", "send", "sendDefault"),
                  Kind.MESSAGE_SEND),
              new Call(
                  Api.instanceMethod(
                      "org.springframework.jms.core.JmsOperations",
                      "send",
                      "convertAndSend",
                      "sendAndReceive"),
                  Kind.MESSAGE_SEND),
              new Call(
                  Api.instanceMethod(
                      "org.springframework.amqp.core.AmqpTemplate",
                      "send",
                      "convertAndSend",
                      "sendAndReceive",
                      "convertSendAndReceive",
                      "convertSendAndReceiveAsType"),
                  Kind.MESSAGE_SEND),
              new Call(
                  Api.instanceMethod(
                      "org.springframework.cloud.stream.function.StreamBridge", "send"),
                  Kind.MESSAGE_SEND),
              new Call(
                  Api.staticMethod(
                      "java.nio.file.Files",
                      "readAllBytes",
                      "readString",
                      "readAllLines",
                      "lines",
                      "write",
                      "writeString",
                      "newInputStream",
                      "newOutputStream",
                      "newBufferedReader",
                      "newBufferedWriter",
                      "newByteChannel",
                      "copy",
                      "move"),
                  Kind.FILE_IO),
              new Call(Api.staticMethod("java.nio.channels.FileChannel", "open"), Kind.FILE_IO),
              new Call(Api.constructor("java.io.FileInputStream").orSubtypes(), Kind.FILE_IO),
              new Call(Api.constructor("java.io.FileOutputStream").orSubtypes(), Kind.FILE_IO),
              new Call(Api.constructor("java.io.FileReader").orSubtypes(), Kind.FILE_IO),
              new Call(Api.constructor("java.io.FileWriter").orSubtypes(), Kind.FILE_IO),
              new Call(Api.constructor("java.io.RandomAccessFile").orSubtypes(), Kind.FILE_IO)));

  /**
   * The library hierarchy the slow calls are reached through, for an engine without the library on
   * its class path: templates to their operations interfaces, closeable clients to their
   * interfaces, request builders to their invokers.
   */
  public static final List<Supertypes> SUPERTYPES =
      List.of(
          Supertypes.of(
              "org.springframework.web.client.RestTemplate", HttpRequests.REST_OPERATIONS.owner()),
          Supertypes.of(
              "org.apache.http.impl.client.CloseableHttpClient",
              HttpRequests.APACHE_4_EXECUTE.owner()),
          Supertypes.of(
              "org.apache.hc.client5.http.impl.classic.CloseableHttpClient",
              HttpRequests.APACHE_5_EXECUTE.owner()),
          Supertypes.of(
              "org.apache.cxf.jaxrs.client.WebClient",
              "org.apache.cxf.jaxrs.client.AbstractClient"),
          Supertypes.of(
              "jakarta.ws.rs.client.Invocation.Builder", "jakarta.ws.rs.client.SyncInvoker"),
          Supertypes.of("javax.ws.rs.client.Invocation.Builder", "javax.ws.rs.client.SyncInvoker"),
          Supertypes.of(
              "org.springframework.kafka.core.KafkaTemplate",
              "org.springframework.kafka.core.KafkaOperations"),
          Supertypes.of(
              "org.springframework.jms.core.JmsTemplate",
              "org.springframework.jms.core.JmsOperations"),
          Supertypes.of(
              "org.springframework.amqp.rabbit.core.RabbitTemplate",
              "org.springframework.amqp.rabbit.core.RabbitOperations",
              "org.springframework.amqp.core.AmqpTemplate"),
          Supertypes.of(
              "org.springframework.amqp.rabbit.core.RabbitOperations",
              "org.springframework.amqp.core.AmqpTemplate"),
          Supertypes.of(
              "com.amazonaws.services.s3.AmazonS3Client", CloudStorageCalls.AWS_S3_V1.owner()),
          Supertypes.of(
              CloudStorageCalls.AZURE_BLOB_UPLOADS.owner(), CloudStorageCalls.AZURE_BLOB.owner()),
          Supertypes.of(
              CloudStorageCalls.AZURE_BLOCK_BLOB.owner(), CloudStorageCalls.AZURE_BLOB.owner()),
          Supertypes.leaf(CloudStorageCalls.AWS_S3_V2.owner()),
          Supertypes.leaf(CloudStorageCalls.AWS_S3_V1.owner()),
          Supertypes.leaf(CloudStorageCalls.GCP_STORAGE.owner()),
          Supertypes.leaf(CloudStorageCalls.GCP_BLOB.owner()),
          Supertypes.leaf(CloudStorageCalls.AZURE_BLOB.owner()),
          Supertypes.leaf(CloudStorageCalls.AZURE_CONTAINER.owner()),
          Supertypes.of("com.aliyun.oss.OSSClient", CloudStorageCalls.ALIYUN_OSS.owner()),
          Supertypes.of("com.qcloud.cos.COSClient", CloudStorageCalls.TENCENT_COS.owner()),
          Supertypes.of("com.obs.services.ObsClient", CloudStorageCalls.HUAWEI_OBS.owner()),
          Supertypes.leaf(CloudStorageCalls.ALIYUN_OSS.owner()),
          Supertypes.leaf(CloudStorageCalls.TENCENT_COS.owner()),
          Supertypes.leaf(CloudStorageCalls.HUAWEI_OBS.owner()),
          Supertypes.leaf(CloudStorageCalls.QINIU_UPLOAD.owner()),
          Supertypes.leaf(CloudStorageCalls.QINIU_BUCKET.owner()),
          Supertypes.leaf(CloudStorageCalls.MINIO.owner()),
          Supertypes.leaf(HttpRequests.REST_OPERATIONS.owner()),
          Supertypes.leaf(REST_CLIENT),
          Supertypes.leaf(WEB_CLIENT),
          Supertypes.leaf(HttpRequests.APACHE_4_EXECUTE.owner()),
          Supertypes.leaf(HttpRequests.APACHE_5_EXECUTE.owner()),
          Supertypes.leaf("okhttp3.Call"),
          Supertypes.leaf("org.apache.cxf.jaxrs.client.AbstractClient"),
          Supertypes.leaf("jakarta.ws.rs.client.SyncInvoker"),
          Supertypes.leaf("javax.ws.rs.client.SyncInvoker"),
          Supertypes.leaf("org.springframework.kafka.core.KafkaOperations"),
          Supertypes.leaf("org.springframework.jms.core.JmsOperations"),
          Supertypes.leaf("org.springframework.amqp.core.AmqpTemplate"),
          Supertypes.leaf("org.springframework.cloud.stream.function.StreamBridge"));

  /** Request-building chains of the HTTP clients, up to the call that sends. */
  public static final List<Returns> RETURNS = requestChains();

  private SlowWork() {}

  /**
   * The calls, with the remote calls of {@link RemoteSdkCalls} after the other remote calls: a call
   * matches the first family that names it.
   */
  private static List<Call> withSdkCalls(List<Call> calls) {
    List<Call> all = new ArrayList<>();
    for (Call call : calls) {
      if (call.kind() != Kind.REMOTE_CALL
          && all.stream().noneMatch(c -> c.kind() != Kind.REMOTE_CALL)) {
        RemoteSdkCalls.CALLS.forEach(sdk -> all.add(new Call(sdk, Kind.REMOTE_CALL)));
      }
      all.add(call);
    }
    return List.copyOf(all);
  }

  private static List<Returns> requestChains() {
    List<Returns> chains = new ArrayList<>();
    chains.add(new Returns(HttpRequests.OK_HTTP_NEW_CALL, "okhttp3.Call"));
    chains.addAll(cxfWebClientChain());
    chains.addAll(jaxRsClientChain("javax.ws.rs.client."));
    chains.addAll(jaxRsClientChain("jakarta.ws.rs.client."));
    return List.copyOf(chains);
  }

  /** CXF's WebClient: created, then each builder call returns the same client, which sends. */
  private static List<Returns> cxfWebClientChain() {
    String cxf = "org.apache.cxf.jaxrs.client.WebClient";
    return List.of(
        new Returns(Api.staticMethod(cxf, "create", "fromClient"), cxf),
        new Returns(
            Api.instanceMethod(
                    cxf,
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
                    "back")
                .exactOwner(),
            cxf));
  }

  /**
   * The JAX-RS client API of {@code jaxrs} (the javax or the jakarta package, with its trailing
   * dot): Client.target gives a WebTarget, WebTarget.request an Invocation.Builder, which sends.
   */
  private static List<Returns> jaxRsClientChain(String jaxrs) {
    String target = jaxrs + "WebTarget";
    String builder = jaxrs + "Invocation.Builder";
    return List.of(
        new Returns(Api.instanceMethod(jaxrs + "Client", "target").exactOwner(), target),
        new Returns(
            Api.instanceMethod(
                    target,
                    "path",
                    "queryParam",
                    "matrixParam",
                    "resolveTemplate",
                    "resolveTemplates",
                    "property",
                    "register")
                .exactOwner(),
            target),
        new Returns(Api.instanceMethod(target, "request").exactOwner(), builder),
        new Returns(
            Api.instanceMethod(
                    builder,
                    "accept",
                    "acceptLanguage",
                    "acceptEncoding",
                    "header",
                    "headers",
                    "cookie",
                    "cacheControl",
                    "property")
                .exactOwner(),
            builder));
  }
}
