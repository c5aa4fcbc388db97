package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.expr.AnnotationExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.resolution.declarations.ResolvedReferenceTypeDeclaration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Slow non-database work, by receiver type: remote calls (Spring RestTemplate, RestClient,
 * blocking Reactor, the JDK HttpClient, Apache HttpClient 4 and 5, OkHttp, CXF, JAX-RS, Feign and
 * HTTP interface clients), sleeps, blocking waits, messaging and file I/O. Describes a slow call as
 * {@code Type.method}.
 */
final class SlowCalls {
  private static final Map<String, Set<String>> INSTANCE_METHODS =
      Map.ofEntries(
          Map.entry("org.springframework.web.client.RestOperations",
              Set.of("getForObject", "getForEntity", "headForHeaders", "postForLocation",
                  "postForObject", "postForEntity", "put", "patchForObject", "delete",
                  "optionsForAllow", "exchange", "execute")),
          Map.entry("reactor.core.publisher.Mono", Set.of("block", "blockOptional")),
          Map.entry("reactor.core.publisher.Flux", Set.of("blockFirst", "blockLast")),
          Map.entry("java.net.http.HttpClient", Set.of("send")),
          Map.entry("org.apache.http.client.HttpClient", Set.of("execute")),
          Map.entry("org.apache.hc.client5.http.classic.HttpClient", Set.of("execute")),
          Map.entry("org.apache.hc.client5.http.impl.classic.CloseableHttpClient",
              Set.of("execute")),
          Map.entry("okhttp3.Call", Set.of("execute")),
          Map.entry("org.apache.cxf.jaxrs.client.WebClient",
              Set.of("get", "post", "put", "delete", "head", "options", "invoke", "form",
                  "method")),
          Map.entry("javax.ws.rs.client.SyncInvoker",
              Set.of("get", "post", "put", "delete", "head", "options", "trace", "method")),
          Map.entry("jakarta.ws.rs.client.SyncInvoker",
              Set.of("get", "post", "put", "delete", "head", "options", "trace", "method")),
          Map.entry("javax.ws.rs.client.Invocation", Set.of("invoke")),
          Map.entry("jakarta.ws.rs.client.Invocation", Set.of("invoke")),
          Map.entry("java.util.concurrent.TimeUnit", Set.of("sleep")),
          Map.entry("java.util.concurrent.Future", Set.of("get")),
          Map.entry(KnownTypes.COMPLETABLE_FUTURE, Set.of("join")),
          Map.entry("java.util.concurrent.CountDownLatch", Set.of("await")),
          Map.entry("org.springframework.kafka.core.KafkaOperations", Set.of("send")),
          Map.entry("org.springframework.jms.core.JmsOperations",
              Set.of("send", "convertAndSend")),
          Map.entry("org.springframework.amqp.core.AmqpTemplate",
              Set.of("send", "convertAndSend")),
          Map.entry("org.springframework.cloud.stream.function.StreamBridge", Set.of("send")));
  private static final Map<String, Set<String>> STATIC_METHODS =
      Map.of(
          "java.lang.Thread", Set.of("sleep"),
          "java.nio.file.Files",
          Set.of("readAllBytes", "readAllLines", "readString", "lines", "newBufferedReader",
              "newInputStream", "write", "writeString", "newBufferedWriter", "newOutputStream",
              "copy"));
  private static final List<String> FILE_STREAMS =
      List.of("java.io.FileInputStream", "java.io.FileOutputStream", "java.io.FileReader",
          "java.io.FileWriter", "java.io.RandomAccessFile");
  /** RestClient sends at retrieve() or exchange(); WebClient only blocks at block*(). */
  private static final String REST_CLIENT = "org.springframework.web.client.RestClient";
  private static final Set<String> REST_CLIENT_SENDS = Set.of("retrieve", "exchange");
  private static final String WEB_CLIENT =
      "org.springframework.web.reactive.function.client.WebClient";
  private static final Set<String> BLOCKS = Set.of("block", "blockOptional", "blockFirst",
      "blockLast");
  private static final Set<String> CLIENT_INTERFACES =
      Set.of("org.springframework.cloud.openfeign.FeignClient",
          "org.springframework.web.service.annotation.HttpExchange");
  private static final Set<String> EXCHANGE_METHODS =
      Set.of("HttpExchange", "GetExchange", "PostExchange", "PutExchange", "DeleteExchange",
          "PatchExchange");
  private static final String EXCHANGE_PACKAGE = "org.springframework.web.service.annotation.";

  private final Types types;

  SlowCalls(Types types) {
    this.types = types;
  }

  /** {@code Type.method} when {@code node} is slow work; empty otherwise. */
  Optional<String> describe(Node node) {
    if (node instanceof ObjectCreationExpr creation) {
      return FILE_STREAMS.stream()
          .filter(stream -> Calls.creates(types, creation, stream))
          .findFirst()
          .map(stream -> "new " + Creations.simpleName(stream));
    }
    if (!(node instanceof MethodCallExpr call) || call.getScope().isEmpty()) {
      return Optional.empty();
    }
    String name = call.getNameAsString();
    Optional<String> owner = Calls.staticOwner(types, call);
    if (owner.isPresent()) {
      return Optional.ofNullable(STATIC_METHODS.get(owner.get()))
          .filter(names -> names.contains(name))
          .map(names -> Creations.simpleName(owner.get()) + "." + name);
    }
    if (REST_CLIENT_SENDS.contains(name) && chainStartsAt(call, REST_CLIENT)) {
      return Optional.of("RestClient." + name);
    }
    if (BLOCKS.contains(name) && chainStartsAt(call, WEB_CLIENT)) {
      return Optional.of("WebClient..." + name);
    }
    Optional<String> receiver = Calls.receiver(types, call);
    if (receiver.isEmpty()) {
      return Optional.empty();
    }
    for (Map.Entry<String, Set<String>> slow : INSTANCE_METHODS.entrySet()) {
      if (slow.getValue().contains(name) && types.isSubtype(receiver.get(), slow.getKey())) {
        return Optional.of(Creations.simpleName(receiver.get()) + "." + name);
      }
    }
    return remoteInterface(receiver.get(), call)
        .map(client -> Creations.simpleName(receiver.get()) + "." + name + " (" + client + ")");
  }

  private boolean chainStartsAt(MethodCallExpr call, String clientType) {
    Expression root = call.getScope().orElseThrow();
    while (root instanceof MethodCallExpr step && step.getScope().isPresent()) {
      root = step.getScope().get();
    }
    return !(root instanceof MethodCallExpr) && types.isA(root, clientType);
  }

  /** A method of a Feign client or an HTTP interface: every call is a remote request. */
  private Optional<String> remoteInterface(String receiver, MethodCallExpr call) {
    Optional<TypeDeclaration<?>> source = types.sourceDeclaration(receiver);
    if (source.isPresent()) {
      for (AnnotationExpr annotation : source.get().getAnnotations()) {
        Optional<String> name = types.resolve(annotation.getNameAsString(), annotation);
        if (name.filter(CLIENT_INTERFACES::contains).isPresent()) {
          return Optional.of("@" + annotation.getNameAsString() + " client");
        }
      }
      for (MethodDeclaration method : source.get().getMethodsByName(call.getNameAsString())) {
        for (AnnotationExpr annotation : method.getAnnotations()) {
          Optional<String> name = types.resolve(annotation.getNameAsString(), annotation);
          if (name.filter(n -> n.startsWith(EXCHANGE_PACKAGE)
              && EXCHANGE_METHODS.contains(Creations.simpleName(n))).isPresent()) {
            return Optional.of("@" + annotation.getNameAsString() + " client");
          }
        }
      }
      return Optional.empty();
    }
    if (KnownTypes.SUPERTYPES.containsKey(receiver) || KnownTypes.LEAVES.contains(receiver)
        || JdkTypes.exists(receiver)) {
      return Optional.empty();
    }
    Optional<ResolvedReferenceTypeDeclaration> declaration = types.classpathDeclaration(receiver);
    try {
      return declaration.flatMap(type -> CLIENT_INTERFACES.stream()
          .filter(type::hasDirectlyAnnotation)
          .findFirst()
          .map(annotation -> "@" + Creations.simpleName(annotation) + " client"));
    } catch (RuntimeException | LinkageError unresolved) {
      return Optional.empty();
    }
  }
}
