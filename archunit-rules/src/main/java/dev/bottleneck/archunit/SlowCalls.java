package dev.bottleneck.archunit;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaCodeUnitAccess;
import com.tngtech.archunit.core.domain.JavaModifier;
import dev.bottleneck.catalog.facts.RemoteSdkCalls;
import dev.bottleneck.catalog.facts.SlowWork;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The slow non-database work of the WideTransactional rule, from the catalog's {@link SlowWork}
 * tables: remote calls, blocking waits on reactive pipelines, sleeps, blocking waits, message sends
 * and file I/O. Reactive and async clients count where they block ({@code Mono.block()}, {@code
 * Future.get()}), not where the request is only prepared.
 */
final class SlowCalls {
  private static final List<Kind> KINDS =
      SlowWork.CALLS.stream()
          .map(call -> new Kind(call.kind(), ApiMatchers.matcher(call.api())))
          .toList();

  private SlowCalls() {}

  /**
   * What slow work this call is, if it is.
   *
   * @param remoteTypes the application's own remote annotations and types
   */
  static Optional<SlowWork.Kind> kindOf(JavaCodeUnitAccess<?> call, Set<String> remoteTypes) {
    Optional<SlowWork.Kind> kind =
        KINDS.stream().filter(k -> k.matcher().matches(call)).map(Kind::kind).findFirst();
    return kind.isPresent()
            || !(isDeclarativeHttpClient(call) || isRemoteProxyCall(call, remoteTypes))
        ? kind
        : Optional.of(SlowWork.Kind.REMOTE_CALL);
  }

  /**
   * A call on a remote proxy: a gRPC blocking stub, a type of the application's {@code RemoteTypes}
   * or one annotated with one, or the type of a field of the calling class annotated as a reference
   * to another process (Dubbo's, or one of the {@code RemoteTypes}): bytecode does not say which
   * object a call goes to, so a call of the field's type counts. The proxy answers {@code
   * toString()} and the stub's configuration methods locally.
   */
  private static boolean isRemoteProxyCall(JavaCodeUnitAccess<?> call, Set<String> remoteTypes) {
    String name = call.getName();
    if (name.equals(CallMatcher.CONSTRUCTOR)
        || call.getTarget()
            .resolveMember()
            .map(member -> member.getModifiers().contains(JavaModifier.STATIC))
            .orElse(false)) {
      return false;
    }
    if (RemoteSdkCalls.LOCAL_PROXY_METHODS.contains(name)) {
      return false;
    }
    JavaClass target = call.getTargetOwner();
    if (target.isAssignableTo(RemoteSdkCalls.GRPC_BLOCKING_STUB)) {
      return !RemoteSdkCalls.GRPC_STUB_LOCAL_METHODS.contains(name);
    }
    for (String remote : remoteTypes) {
      if (target.isAssignableTo(remote) || target.isAnnotatedWith(remote)) {
        return true;
      }
    }
    return call.getOriginOwner().getAllFields().stream()
        .filter(field -> field.getRawType().isAssignableTo(target.getName()))
        .anyMatch(
            field ->
                RemoteSdkCalls.REMOTE_FIELD_ANNOTATIONS.stream().anyMatch(field::isAnnotatedWith)
                    || remoteTypes.stream().anyMatch(field::isAnnotatedWith));
  }

  /**
   * Feign clients and Spring HTTP interfaces: every abstract method goes over the network; a
   * default or static method runs locally.
   */
  private static boolean isDeclarativeHttpClient(JavaCodeUnitAccess<?> call) {
    if (call.getTargetOwner().getAnnotations().stream()
        .anyMatch(a -> SlowWork.CLIENT_INTERFACE_ANNOTATIONS.contains(a.getRawType().getName()))) {
      return !call.getName().equals(CallMatcher.CONSTRUCTOR)
          && call.getTarget()
              .resolveMember()
              .map(member -> member.getModifiers().contains(JavaModifier.ABSTRACT))
              .orElse(true);
    }
    return call.getTarget()
        .resolveMember()
        .map(
            member ->
                member.getAnnotations().stream()
                    .anyMatch(
                        a -> SlowWork.REMOTE_METHOD_ANNOTATIONS.contains(a.getRawType().getName())))
        .orElse(false);
  }

  private record Kind(SlowWork.Kind kind, CallMatcher matcher) {}
}
