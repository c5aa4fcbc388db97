package dev.bottleneck.archunit;

import com.tngtech.archunit.core.domain.JavaCodeUnitAccess;
import com.tngtech.archunit.core.domain.JavaModifier;
import dev.bottleneck.catalog.facts.SlowWork;
import java.util.List;
import java.util.Optional;

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

  /** What slow work this call is, if it is. */
  static Optional<SlowWork.Kind> kindOf(JavaCodeUnitAccess<?> call) {
    Optional<SlowWork.Kind> kind =
        KINDS.stream().filter(k -> k.matcher().matches(call)).map(Kind::kind).findFirst();
    return kind.isPresent() || !isDeclarativeHttpClient(call)
        ? kind
        : Optional.of(SlowWork.Kind.REMOTE_CALL);
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
