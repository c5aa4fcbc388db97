package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.ClassOrInterfaceDeclaration;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.expr.AnnotationExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.MethodReferenceExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.type.ClassOrInterfaceType;
import com.github.javaparser.resolution.declarations.ResolvedReferenceTypeDeclaration;
import dev.bottleneck.maven.types.JdkTypes;
import dev.bottleneck.maven.types.KnownTypes;
import dev.bottleneck.maven.types.Types;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Slow non-database work, by receiver type: remote calls (Spring RestTemplate, RestClient, blocking
 * Reactor, the JDK HttpClient, Apache HttpClient 4 and 5, OkHttp, CXF, JAX-RS, Feign and HTTP
 * interface clients), sleeps, blocking waits, messaging and file I/O. Describes a slow call as
 * {@code Type.method}.
 */
final class SlowCalls {
  private static final Set<String> HTTP_VERBS =
      Set.of("get", "post", "put", "delete", "head", "options", "trace", "method");
  private static final Map<String, Set<String>> INSTANCE_METHODS =
      Map.ofEntries(
          Map.entry(
              "org.springframework.web.client.RestOperations",
              Set.of(
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
                  "execute")),
          Map.entry("reactor.core.publisher.Mono", Set.of("block", "blockOptional")),
          Map.entry("reactor.core.publisher.Flux", Set.of("blockFirst", "blockLast")),
          Map.entry("java.net.http.HttpClient", Set.of("send")),
          Map.entry("org.apache.http.client.HttpClient", Set.of("execute")),
          Map.entry(
              "org.apache.hc.client5.http.classic.HttpClient", Set.of("execute", "executeOpen")),
          Map.entry("okhttp3.Call", Set.of("execute")),
          Map.entry(
              "org.apache.cxf.jaxrs.client.WebClient",
              Set.of(
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
                  "invokeAndGetCollection")),
          Map.entry("javax.ws.rs.client.SyncInvoker", HTTP_VERBS),
          Map.entry("jakarta.ws.rs.client.SyncInvoker", HTTP_VERBS),
          Map.entry("javax.ws.rs.client.Invocation", Set.of("invoke")),
          Map.entry("jakarta.ws.rs.client.Invocation", Set.of("invoke")),
          Map.entry("java.util.concurrent.TimeUnit", Set.of("sleep")),
          Map.entry("java.util.concurrent.Future", Set.of("get")),
          Map.entry(KnownTypes.COMPLETABLE_FUTURE, Set.of("join")),
          Map.entry("java.util.concurrent.CountDownLatch", Set.of("await")),
          Map.entry(
              "org.springframework.kafka.core.KafkaOperations", Set.of("send", "sendDefault")),
          Map.entry(
              "org.springframework.jms.core.JmsOperations",
              Set.of("send", "convertAndSend", "sendAndReceive")),
          Map.entry(
              "org.springframework.amqp.core.AmqpTemplate",
              Set.of(
                  "send",
                  "convertAndSend",
                  "sendAndReceive",
                  "convertSendAndReceive",
                  "convertSendAndReceiveAsType")),
          Map.entry("org.springframework.cloud.stream.function.StreamBridge", Set.of("send")));
  private static final Map<String, Set<String>> STATIC_METHODS =
      Map.of(
          "java.lang.Thread",
          Set.of("sleep"),
          "java.nio.channels.FileChannel",
          Set.of("open"),
          "java.nio.file.Files",
          Set.of(
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
              "move"));
  private static final List<String> FILE_STREAMS =
      List.of(
          "java.io.FileInputStream",
          "java.io.FileOutputStream",
          "java.io.FileReader",
          "java.io.FileWriter",
          "java.io.RandomAccessFile");

  /** RestClient sends when the response is read after retrieve(), or on exchange(). */
  private static final String REST_CLIENT = "org.springframework.web.client.RestClient";

  private static final Set<String> RESPONSE_READS = Set.of("body", "toEntity", "toBodilessEntity");
  private static final Set<String> EXCHANGES = Set.of("exchange", "exchangeForRequiredValue");
  private static final String RETRIEVE = "retrieve";
  private static final String WEB_CLIENT =
      "org.springframework.web.reactive.function.client.WebClient";
  private static final Set<String> BLOCKS =
      Set.of("block", "blockOptional", "blockFirst", "blockLast");
  private static final Set<String> CLIENT_INTERFACES =
      Set.of(
          "org.springframework.cloud.openfeign.FeignClient",
          "org.springframework.web.service.annotation.HttpExchange");
  private static final String EXCHANGE_PACKAGE = "org.springframework.web.service.annotation.";
  private static final String FEIGN_REQUEST_LINE = "feign.RequestLine";
  private static final Map<String, String> KINDS = kinds();

  private final Types types;

  SlowCalls(Types types) {
    this.types = types;
  }

  /**
   * {@code Type.method (kind of work)} when {@code node}, a call, a constructor call or a method
   * reference, is slow work; empty otherwise.
   */
  Optional<String> describe(Node node) {
    return callee(node)
        .map(
            slow ->
                slow.name()
                    + " ("
                    + KINDS.getOrDefault(Creations.simpleName(slow.family()), "remote call")
                    + ")");
  }

  /** A slow call as the message names it, and the type or construct that makes it slow. */
  private record Slow(String name, String family) {}

  private Optional<Slow> callee(Node node) {
    if (node instanceof ObjectCreationExpr creation) {
      return FILE_STREAMS.stream()
          .filter(stream -> Calls.creates(types, creation, stream))
          .findFirst()
          .map(stream -> new Slow("new " + Creations.simpleName(stream), stream));
    }
    if (node instanceof MethodReferenceExpr reference) {
      Expression scope = reference.getScope();
      Optional<String> owner = types.typeReference(scope);
      return owner.isPresent()
          ? staticCall(owner.get(), reference.getIdentifier())
          : types
              .typeOf(scope)
              .flatMap(receiver -> instanceCall(receiver, reference.getIdentifier()));
    }
    if (!(node instanceof MethodCallExpr call)) {
      return Optional.empty();
    }
    String name = call.getNameAsString();
    Optional<String> owner = Calls.staticOwner(types, call);
    if (owner.isPresent()) {
      return staticCall(owner.get(), name);
    }
    if (call.getScope().isEmpty()) {
      return Optional.empty();
    }
    if (RESPONSE_READS.contains(name) && readsResponse(call)
        || EXCHANGES.contains(name) && chainStartsAt(call, REST_CLIENT)) {
      return Optional.of(new Slow("RestClient." + name, REST_CLIENT));
    }
    if (BLOCKS.contains(name) && chainStartsAt(call, WEB_CLIENT)) {
      String reactive = name.equals("blockFirst") || name.equals("blockLast") ? "Flux" : "Mono";
      return Optional.of(new Slow(reactive + "." + name, reactive));
    }
    return Calls.receiver(types, call).flatMap(receiver -> instanceCall(receiver, name));
  }

  private static Optional<Slow> staticCall(String owner, String name) {
    return Optional.ofNullable(STATIC_METHODS.get(owner))
        .filter(names -> names.contains(name))
        .map(names -> new Slow(Creations.simpleName(owner) + "." + name, owner));
  }

  private Optional<Slow> instanceCall(String receiver, String name) {
    for (Map.Entry<String, Set<String>> slow : INSTANCE_METHODS.entrySet()) {
      if (slow.getValue().contains(name) && types.isSubtype(receiver, slow.getKey())) {
        return Optional.of(new Slow(Creations.simpleName(receiver) + "." + name, slow.getKey()));
      }
    }
    return remoteInterface(receiver, name)
        .map(client -> new Slow(Creations.simpleName(receiver) + "." + name, client));
  }

  /** {@code body(...)}, {@code toEntity(...)} read the response only after {@code retrieve()}. */
  private boolean readsResponse(MethodCallExpr call) {
    Expression receiver = call.getScope().orElseThrow();
    while (receiver instanceof MethodCallExpr step) {
      if (step.getNameAsString().equals(RETRIEVE)) {
        return chainStartsAt(step, REST_CLIENT);
      }
      receiver = step.getScope().orElse(null);
    }
    return false;
  }

  private boolean chainStartsAt(MethodCallExpr call, String clientType) {
    Expression root = call.getScope().orElseThrow();
    while (root instanceof MethodCallExpr step && step.getScope().isPresent()) {
      root = step.getScope().get();
    }
    return !(root instanceof MethodCallExpr) && types.isA(root, clientType);
  }

  /**
   * A method of a Feign client or an HTTP interface: the interface (or one it extends) carries
   * {@code @FeignClient} or {@code @HttpExchange}, or the method an {@code @HttpExchange} family
   * annotation or Feign's {@code @RequestLine}.
   */
  private Optional<String> remoteInterface(String receiver, String method) {
    Optional<TypeDeclaration<?>> source = types.sourceDeclaration(receiver);
    if (source.isPresent()) {
      if (!(source.get() instanceof ClassOrInterfaceDeclaration type) || !type.isInterface()) {
        return Optional.empty();
      }
      if (hasAnnotation(type.getAnnotations(), CLIENT_INTERFACES::contains)) {
        return Optional.of(receiver);
      }
      for (MethodDeclaration declared : type.getMethodsByName(method)) {
        if (!declared.isDefault()
            && !declared.isStatic()
            && hasAnnotation(
                declared.getAnnotations(),
                name ->
                    name.equals(FEIGN_REQUEST_LINE)
                        || name.startsWith(EXCHANGE_PACKAGE) && name.endsWith("Exchange"))) {
          return Optional.of(receiver);
        }
      }
      for (ClassOrInterfaceType extended : type.getExtendedTypes()) {
        Optional<String> parent =
            types.resolve(extended, type).flatMap(name -> remoteInterface(name, method));
        if (parent.isPresent()) {
          return parent;
        }
      }
      return Optional.empty();
    }
    if (KnownTypes.SUPERTYPES.containsKey(receiver)
        || KnownTypes.LEAVES.contains(receiver)
        || JdkTypes.exists(receiver)) {
      return Optional.empty();
    }
    Optional<ResolvedReferenceTypeDeclaration> declaration = types.classpathDeclaration(receiver);
    try {
      return declaration
          .filter(ResolvedReferenceTypeDeclaration::isInterface)
          .filter(type -> CLIENT_INTERFACES.stream().anyMatch(type::hasAnnotation))
          .map(type -> receiver);
    } catch (RuntimeException | LinkageError unresolved) {
      return Optional.empty();
    }
  }

  private boolean hasAnnotation(List<AnnotationExpr> annotations, Predicate<String> accepted) {
    return annotations.stream()
        .anyMatch(
            annotation ->
                types
                    .resolve(annotation.getNameAsString(), annotation)
                    .filter(accepted)
                    .isPresent());
  }

  private static Map<String, String> kinds() {
    Map<String, String> kinds = new HashMap<>();
    for (String sleep : List.of("Thread", "TimeUnit")) {
      kinds.put(sleep, "sleep");
    }
    for (String wait : List.of("Future", "CompletableFuture", "CountDownLatch")) {
      kinds.put(wait, "blocking wait");
    }
    for (String send :
        List.of("KafkaOperations", "JmsOperations", "AmqpTemplate", "StreamBridge")) {
      kinds.put(send, "message send");
    }
    for (String file :
        List.of(
            "Files",
            "FileChannel",
            "FileInputStream",
            "FileOutputStream",
            "FileReader",
            "FileWriter",
            "RandomAccessFile")) {
      kinds.put(file, "file I/O");
    }
    kinds.put("Mono", "blocking wait on a reactive pipeline");
    kinds.put("Flux", "blocking wait on a reactive pipeline");
    return Map.copyOf(kinds);
  }
}
