package dev.bottleneck.checks;

import static com.google.errorprone.matchers.Matchers.anyOf;
import static com.google.errorprone.matchers.method.MethodMatchers.constructor;
import static com.google.errorprone.matchers.method.MethodMatchers.instanceMethod;
import static com.google.errorprone.matchers.method.MethodMatchers.staticMethod;
import static com.google.errorprone.predicates.TypePredicates.isDescendantOf;

import com.google.errorprone.VisitorState;
import com.google.errorprone.matchers.Matcher;
import com.google.errorprone.util.ASTHelpers;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.MemberReferenceTree;
import com.sun.tools.javac.code.Symbol;
import com.sun.tools.javac.code.Symbol.MethodSymbol;
import com.sun.tools.javac.code.Type;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;

/**
 * The slow non-database work a transaction should not wait for, by family. Each call is named by
 * the type that declares it, so that the message says what the user wrote.
 */
final class WideTransactionalWork {
  /** A slow call: what it is called in the message and what kind of work it is. */
  record SlowCall(String name, String kind) {
    String describe() {
      return name + " (" + kind + ")";
    }
  }

  private record Family(String kind, Matcher<ExpressionTree> matcher) {}

  private static final String HTTP_EXCHANGE =
      "org.springframework.web.service.annotation.HttpExchange";
  private static final List<String> CLIENT_INTERFACE_ANNOTATIONS =
      List.of("org.springframework.cloud.openfeign.FeignClient", HTTP_EXCHANGE);
  private static final String FEIGN_REQUEST_LINE = "feign.RequestLine";

  private static final Matcher<ExpressionTree> REST_TEMPLATE =
      instanceMethod()
          .onDescendantOf("org.springframework.web.client.RestOperations")
          .namedAnyOf("getForObject", "getForEntity", "headForHeaders", "postForLocation",
              "postForObject", "postForEntity", "put", "patchForObject", "delete",
              "optionsForAllow", "exchange", "execute");
  /** RestClient sends the request when the response is read, or on exchange(). */
  private static final Matcher<ExpressionTree> REST_CLIENT =
      anyOf(
          instanceMethod()
              .onDescendantOf("org.springframework.web.client.RestClient.ResponseSpec")
              .namedAnyOf("body", "toEntity", "toBodilessEntity"),
          instanceMethod()
              .onDescendantOf("org.springframework.web.client.RestClient.RequestHeadersSpec")
              .namedAnyOf("exchange", "exchangeForRequiredValue"));
  private static final Matcher<ExpressionTree> HTTP_CLIENTS =
      anyOf(
          instanceMethod().onDescendantOf("java.net.http.HttpClient").named("send"),
          instanceMethod().onDescendantOf("org.apache.http.client.HttpClient").named("execute"),
          instanceMethod()
              .onDescendantOf("org.apache.hc.client5.http.classic.HttpClient")
              .namedAnyOf("execute", "executeOpen"),
          instanceMethod().onDescendantOf("okhttp3.Call").named("execute"),
          instanceMethod()
              .onDescendantOf("org.apache.cxf.jaxrs.client.WebClient")
              .namedAnyOf("get", "post", "put", "delete", "head", "options", "invoke", "form",
                  "postCollection", "postAndGetCollection", "postObjectGetCollection",
                  "getCollection", "invokeAndGetCollection"),
          instanceMethod()
              .onDescendantOfAny("jakarta.ws.rs.client.SyncInvoker", "javax.ws.rs.client.SyncInvoker")
              .namedAnyOf("get", "put", "post", "delete", "head", "options", "trace", "method"),
          instanceMethod()
              .onDescendantOfAny("jakarta.ws.rs.client.Invocation", "javax.ws.rs.client.Invocation")
              .named("invoke"));
  private static final Matcher<ExpressionTree> REACTOR_BLOCK =
      anyOf(
          instanceMethod()
              .onDescendantOf("reactor.core.publisher.Mono")
              .namedAnyOf("block", "blockOptional"),
          instanceMethod()
              .onDescendantOf("reactor.core.publisher.Flux")
              .namedAnyOf("blockFirst", "blockLast"));
  private static final Matcher<ExpressionTree> SLEEP =
      anyOf(
          staticMethod().onClass("java.lang.Thread").named("sleep"),
          instanceMethod().onDescendantOf("java.util.concurrent.TimeUnit").named("sleep"));
  private static final Matcher<ExpressionTree> BLOCKING_WAIT =
      anyOf(
          instanceMethod().onDescendantOf("java.util.concurrent.Future").named("get"),
          instanceMethod().onDescendantOf("java.util.concurrent.CompletableFuture").named("join"),
          instanceMethod().onDescendantOf("java.util.concurrent.CountDownLatch").named("await"));
  private static final Matcher<ExpressionTree> MESSAGING =
      anyOf(
          instanceMethod()
              .onDescendantOf("org.springframework.kafka.core.KafkaOperations")
              .namedAnyOf("send", "sendDefault"),
          instanceMethod()
              .onDescendantOf("org.springframework.jms.core.JmsOperations")
              .namedAnyOf("send", "convertAndSend", "sendAndReceive"),
          instanceMethod()
              .onDescendantOf("org.springframework.amqp.core.AmqpTemplate")
              .namedAnyOf("send", "convertAndSend", "sendAndReceive", "convertSendAndReceive",
                  "convertSendAndReceiveAsType"),
          instanceMethod()
              .onDescendantOf("org.springframework.cloud.stream.function.StreamBridge")
              .named("send"));
  private static final Matcher<ExpressionTree> FILE_IO =
      anyOf(
          staticMethod()
              .onClass("java.nio.file.Files")
              .namedAnyOf("readAllBytes", "readString", "readAllLines", "lines", "write",
                  "writeString", "newInputStream", "newOutputStream", "newBufferedReader",
                  "newBufferedWriter", "newByteChannel", "copy", "move"),
          staticMethod().onClass("java.nio.channels.FileChannel").named("open"),
          constructor().forClass(isDescendantOf("java.io.FileInputStream")),
          constructor().forClass(isDescendantOf("java.io.FileOutputStream")),
          constructor().forClass(isDescendantOf("java.io.FileReader")),
          constructor().forClass(isDescendantOf("java.io.FileWriter")),
          constructor().forClass(isDescendantOf("java.io.RandomAccessFile")));
  private static final Matcher<ExpressionTree> DECLARATIVE_CLIENT =
      WideTransactionalWork::isDeclarativeClientCall;

  private static final List<Family> FAMILIES =
      List.of(
          new Family("remote call", anyOf(REST_TEMPLATE, REST_CLIENT, HTTP_CLIENTS, DECLARATIVE_CLIENT)),
          new Family("blocking wait on a reactive pipeline", REACTOR_BLOCK),
          new Family("sleep", SLEEP),
          new Family("blocking wait", BLOCKING_WAIT),
          new Family("message send", MESSAGING),
          new Family("file I/O", FILE_IO));

  private WideTransactionalWork() {}

  /** The slow work {@code call} does (a method invocation, constructor call or method reference). */
  static Optional<SlowCall> slowCall(ExpressionTree call, VisitorState state) {
    for (Family family : FAMILIES) {
      if (family.matcher().matches(call, state)) {
        return Optional.of(new SlowCall(name(ASTHelpers.getSymbol(call)), family.kind()));
      }
    }
    return Optional.empty();
  }

  private static String name(Symbol symbol) {
    String owner = nestedName(symbol.owner);
    return symbol.isConstructor() ? "new " + owner : owner + "." + symbol.getSimpleName();
  }

  private static String nestedName(Symbol type) {
    Symbol outer = type.owner;
    return outer instanceof Symbol.ClassSymbol
        ? nestedName(outer) + "." + type.getSimpleName()
        : type.getSimpleName().toString();
  }

  /**
   * Methods of a Feign or HTTP-interface client: the interface carries {@code @FeignClient} or
   * {@code @HttpExchange} (also when the call goes through a sub-interface that does), or the method
   * carries an {@code @HttpExchange} family annotation or Feign's {@code @RequestLine}.
   */
  private static boolean isDeclarativeClientCall(ExpressionTree call, VisitorState state) {
    if (!(ASTHelpers.getSymbol(call) instanceof MethodSymbol method)
        || method.isStatic()
        || method.isDefault()
        || !method.owner.isInterface()) {
      return false;
    }
    if (ASTHelpers.hasAnnotation(method, FEIGN_REQUEST_LINE, state)
        || ASTHelpers.hasAnnotation(method, HTTP_EXCHANGE, state)) {
      return true;
    }
    for (AnnotationMirror annotation : method.getAnnotationMirrors()) {
      Symbol annotationType = (Symbol) annotation.getAnnotationType().asElement();
      if (ASTHelpers.hasAnnotation(annotationType, HTTP_EXCHANGE, state)) {
        return true;
      }
    }
    Type receiver = receiverType(call);
    return CLIENT_INTERFACE_ANNOTATIONS.stream()
        .anyMatch(
            annotation ->
                ASTHelpers.hasAnnotation(method.owner, annotation, state)
                    || (receiver != null
                        && ASTHelpers.hasAnnotation(receiver.tsym, annotation, state)));
  }

  private static Type receiverType(ExpressionTree call) {
    ExpressionTree receiver =
        call instanceof MemberReferenceTree reference
            ? reference.getQualifierExpression()
            : ASTHelpers.getReceiver(call);
    return receiver == null ? null : ASTHelpers.getType(receiver);
  }
}
