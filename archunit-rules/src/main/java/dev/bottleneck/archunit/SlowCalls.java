package dev.bottleneck.archunit;

import static dev.bottleneck.archunit.CallMatcher.constructorOf;
import static dev.bottleneck.archunit.CallMatcher.exactMethod;
import static dev.bottleneck.archunit.CallMatcher.method;

import com.tngtech.archunit.core.domain.JavaCall;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The slow non-database work of the WideTransactional rule: remote calls, sleeps, blocking waits,
 * messaging and file I/O. Reactive and async clients count where they block ({@code Mono.block()},
 * {@code Future.get()}), not where the request is only prepared.
 */
final class SlowCalls {
  private static final String REMOTE = "a remote call";
  private static final String SLEEP = "a sleep";
  private static final String WAIT = "a blocking wait";
  private static final String MESSAGING = "a message send";
  private static final String FILE_IO = "file I/O";

  private static final Set<String> HTTP_VERBS =
      Set.of("get", "post", "put", "delete", "head", "options", "patch", "trace", "method", "invoke", "form");
  private static final String[] REST_OPERATIONS = {
      "getForObject", "getForEntity", "headForHeaders", "postForLocation", "postForObject",
      "postForEntity", "put", "patchForObject", "delete", "optionsForAllow", "exchange", "execute"};
  private static final Set<String> REMOTE_INTERFACE_ANNOTATIONS = Set.of(
      "org.springframework.cloud.openfeign.FeignClient",
      "org.springframework.web.service.annotation.HttpExchange");
  private static final Set<String> EXCHANGE_METHOD_ANNOTATIONS = Set.of(
      "org.springframework.web.service.annotation.HttpExchange",
      "org.springframework.web.service.annotation.GetExchange",
      "org.springframework.web.service.annotation.PostExchange",
      "org.springframework.web.service.annotation.PutExchange",
      "org.springframework.web.service.annotation.PatchExchange",
      "org.springframework.web.service.annotation.DeleteExchange");

  private static final List<Kind> KINDS = List.of(
      new Kind(REMOTE, method("org.springframework.web.client.RestOperations", REST_OPERATIONS)),
      new Kind(REMOTE, method("org.springframework.web.client.RestClient$RequestHeadersSpec", "exchange")),
      new Kind(REMOTE, method("org.springframework.web.client.RestClient$ResponseSpec",
          "body", "toEntity", "toBodilessEntity")),
      new Kind(REMOTE, method("reactor.core.publisher.Mono", "block", "blockOptional")),
      new Kind(REMOTE, method("reactor.core.publisher.Flux", "blockFirst", "blockLast")),
      new Kind(REMOTE, method("java.net.http.HttpClient", "send")),
      new Kind(REMOTE, method("org.apache.http.client.HttpClient", "execute")),
      new Kind(REMOTE, method("org.apache.hc.client5.http.classic.HttpClient", "execute", "executeOpen")),
      new Kind(REMOTE, method("okhttp3.Call", "execute")),
      new Kind(REMOTE, new CallMatcher("org.apache.cxf.jaxrs.client.WebClient", true, HTTP_VERBS)),
      new Kind(REMOTE, new CallMatcher("jakarta.ws.rs.client.SyncInvoker", true, HTTP_VERBS)),
      new Kind(REMOTE, new CallMatcher("javax.ws.rs.client.SyncInvoker", true, HTTP_VERBS)),
      new Kind(REMOTE, method("jakarta.ws.rs.client.Invocation", "invoke")),
      new Kind(REMOTE, method("javax.ws.rs.client.Invocation", "invoke")),
      new Kind(SLEEP, exactMethod("java.lang.Thread", "sleep")),
      new Kind(SLEEP, exactMethod("java.util.concurrent.TimeUnit", "sleep")),
      new Kind(WAIT, method("java.util.concurrent.Future", "get")),
      new Kind(WAIT, method("java.util.concurrent.CompletableFuture", "join")),
      new Kind(WAIT, method("java.util.concurrent.CountDownLatch", "await")),
      new Kind(MESSAGING, method("org.springframework.kafka.core.KafkaOperations", "send", "sendDefault")),
      new Kind(MESSAGING, method("org.springframework.jms.core.JmsOperations", "send", "convertAndSend")),
      new Kind(MESSAGING, method("org.springframework.amqp.core.AmqpTemplate", "send", "convertAndSend")),
      new Kind(MESSAGING, method("org.springframework.cloud.stream.function.StreamBridge", "send")),
      new Kind(FILE_IO, exactMethod("java.nio.file.Files", "readAllBytes", "readAllLines",
          "readString", "lines", "newBufferedReader", "newInputStream", "write", "writeString",
          "newBufferedWriter", "newOutputStream", "copy", "move")),
      new Kind(FILE_IO, constructorOf("java.io.FileInputStream")),
      new Kind(FILE_IO, constructorOf("java.io.FileOutputStream")),
      new Kind(FILE_IO, constructorOf("java.io.FileReader")),
      new Kind(FILE_IO, constructorOf("java.io.FileWriter")),
      new Kind(FILE_IO, constructorOf("java.io.RandomAccessFile")));

  private SlowCalls() {}

  /** What slow work this call is, if it is: "a remote call", "file I/O"... */
  static Optional<String> kindOf(JavaCall<?> call) {
    if (isDeclarativeHttpClient(call)) {
      return Optional.of(REMOTE);
    }
    return KINDS.stream().filter(kind -> kind.matcher().matches(call)).map(Kind::name).findFirst();
  }

  /** Feign clients and Spring HTTP interfaces: every call of theirs goes over the network. */
  private static boolean isDeclarativeHttpClient(JavaCall<?> call) {
    if (call.getTargetOwner().getAnnotations().stream()
        .anyMatch(a -> REMOTE_INTERFACE_ANNOTATIONS.contains(a.getRawType().getName()))) {
      return !call.getName().equals(CallMatcher.CONSTRUCTOR);
    }
    return call.getTarget().resolveMember()
        .map(member -> member.getAnnotations().stream()
            .anyMatch(a -> EXCHANGE_METHOD_ANNOTATIONS.contains(a.getRawType().getName())))
        .orElse(false);
  }

  private record Kind(String name, CallMatcher matcher) {}
}
