package dev.bottleneck.checks;

import com.google.errorprone.VisitorState;
import com.google.errorprone.matchers.Matcher;
import com.google.errorprone.util.ASTHelpers;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.MemberReferenceTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.tools.javac.code.Symbol;
import com.sun.tools.javac.code.Symbol.MethodSymbol;
import com.sun.tools.javac.code.Type;
import dev.bottleneck.catalog.Messages;
import dev.bottleneck.catalog.facts.RemoteSdkCalls;
import dev.bottleneck.catalog.facts.SlowWork;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ElementKind;

/**
 * The slow non-database work a transaction should not wait for, matched from the catalog's {@link
 * SlowWork} tables. Each call is named by the type that declares it, so that the message says what
 * the user wrote.
 */
final class SlowCalls {
  /** A slow call: what the message calls it and what kind of work it is. */
  record SlowCall(String name, SlowWork.Kind kind) {}

  private record Family(SlowWork.Kind kind, Matcher<ExpressionTree> matcher) {}

  private static final List<Family> FAMILIES =
      SlowWork.CALLS.stream()
          .map(call -> new Family(call.kind(), ApiMatchers.matcher(call.api())))
          .toList();

  private SlowCalls() {}

  /**
   * The slow work {@code call} does (a method invocation, constructor call or method reference).
   */
  static Optional<SlowCall> slowCall(
      ExpressionTree call, VisitorState state, Set<String> remoteTypes) {
    for (Family family : FAMILIES) {
      if (family.matcher().matches(call, state)) {
        return Optional.of(new SlowCall(name(call, state), family.kind()));
      }
    }
    return isDeclarativeClientCall(call, state) || isRemoteProxyCall(call, state, remoteTypes)
        ? Optional.of(new SlowCall(name(call, state), SlowWork.Kind.REMOTE_CALL))
        : Optional.empty();
  }

  /**
   * A call on a remote proxy: a gRPC blocking stub, a field annotated as a reference to another
   * process (Dubbo's, or one of the application's {@code RemoteTypes}), or a receiver of one of the
   * application's remote types or of a type annotated with one. The proxy answers {@code
   * toString()} and the stub's configuration methods locally.
   */
  private static boolean isRemoteProxyCall(
      ExpressionTree call, VisitorState state, Set<String> remoteTypes) {
    if (!(call instanceof MethodInvocationTree)
        || !(ASTHelpers.getSymbol(call) instanceof MethodSymbol method)
        || method.isStatic()) {
      return false;
    }
    Type receiver = receiverType(call);
    if (receiver == null) {
      return false;
    }
    String name = method.getSimpleName().toString();
    if (RemoteSdkCalls.LOCAL_PROXY_METHODS.contains(name)) {
      return false;
    }
    Type stub = state.getTypeFromString(RemoteSdkCalls.GRPC_BLOCKING_STUB);
    if (stub != null && ASTHelpers.isSubtype(receiver, stub, state)) {
      return !RemoteSdkCalls.GRPC_STUB_LOCAL_METHODS.contains(name);
    }
    Symbol field = ASTHelpers.getSymbol(ASTHelpers.getReceiver(call));
    if (field != null
        && field.getKind() == ElementKind.FIELD
        && (RemoteSdkCalls.REMOTE_FIELD_ANNOTATIONS.stream()
                .anyMatch(annotation -> ASTHelpers.hasAnnotation(field, annotation, state))
            || remoteTypes.stream()
                .anyMatch(annotation -> ASTHelpers.hasAnnotation(field, annotation, state)))) {
      return true;
    }
    for (String remote : remoteTypes) {
      Type type = state.getTypeFromString(remote);
      if ((type != null && ASTHelpers.isSubtype(receiver, type, state))
          || ASTHelpers.hasAnnotation(receiver.tsym, remote, state)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The call as written: an instance method by the static type of its receiver (what the plugin
   * sees without a class path and what javac writes into the bytecode ArchUnit reads), a static
   * method or a constructor by its class.
   */
  private static String name(ExpressionTree call, VisitorState state) {
    Symbol symbol = ASTHelpers.getSymbol(call);
    if (symbol.isConstructor()) {
      return Messages.wideTransactionalCreation(nestedName(symbol.owner));
    }
    Type receiver = symbol.isStatic() ? null : receiverType(call);
    Symbol through =
        receiver == null || receiver.isErroneous()
            ? symbol.owner
            : state.getTypes().erasure(receiver).tsym;
    return Messages.wideTransactionalCall(nestedName(through), symbol.getSimpleName().toString());
  }

  private static String nestedName(Symbol type) {
    Symbol outer = type.owner;
    return outer instanceof Symbol.ClassSymbol
        ? nestedName(outer) + "." + type.getSimpleName()
        : type.getSimpleName().toString();
  }

  /**
   * Methods of a Feign or HTTP-interface client: the interface carries {@code @FeignClient} or
   * {@code @HttpExchange} (also when the call goes through a sub-interface that does), or the
   * method carries an {@code @HttpExchange} family annotation or Feign's {@code @RequestLine}.
   */
  private static boolean isDeclarativeClientCall(ExpressionTree call, VisitorState state) {
    if (!(ASTHelpers.getSymbol(call) instanceof MethodSymbol method)
        || method.isStatic()
        || method.isDefault()
        || !method.owner.isInterface()) {
      return false;
    }
    for (AnnotationMirror annotation : method.getAnnotationMirrors()) {
      Symbol annotationType = (Symbol) annotation.getAnnotationType().asElement();
      if (SlowWork.REMOTE_METHOD_ANNOTATIONS.contains(annotationType.getQualifiedName().toString())
          || ASTHelpers.hasAnnotation(annotationType, SlowWork.HTTP_EXCHANGE, state)) {
        return true;
      }
    }
    Type receiver = receiverType(call);
    return SlowWork.CLIENT_INTERFACE_ANNOTATIONS.stream()
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
