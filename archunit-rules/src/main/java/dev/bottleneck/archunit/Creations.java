package dev.bottleneck.archunit;

import com.tngtech.archunit.core.domain.JavaCall;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.domain.JavaConstructorCall;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * What a per-call rule counts as creating its expensive object: direct creations (a constructor or
 * a static factory) and builder chains ({@code X.builder()...build()}), where the creation is the
 * {@code build()} call of a chain that starts at a factory in the same method. A {@code build()}
 * with no factory before it derives from a shared object ({@code mapper.rebuild()},
 * {@code client.newBuilder()}, {@code webClient.mutate()}) and is not a creation.
 */
final class Creations {
  private final String subject;
  private final List<CallMatcher> direct;
  private final List<CallMatcher> builderFactories;
  private final List<CallMatcher> builds;

  Creations(String subject, List<CallMatcher> direct, List<CallMatcher> builderFactories,
      List<CallMatcher> builds) {
    this.subject = subject;
    this.direct = direct;
    this.builderFactories = builderFactories;
    this.builds = builds;
  }

  /** What is created, for messages: "a Jackson ObjectMapper". */
  String subject() {
    return subject;
  }

  List<Creation> in(JavaCodeUnit unit) {
    List<Creation> creations = new ArrayList<>();
    for (JavaCall<?> call : unit.getCallsFromSelf()) {
      if (CallMatcher.isSuperConstructorCall(call)) {
        continue;
      }
      if (firstMatch(direct, call).isPresent()) {
        creations.add(new Creation(call, CallMatcher.describe(call), createdType(call)));
      } else if (firstMatch(builds, call).isPresent()) {
        builderFactoryBefore(unit, call).ifPresent(factory -> creations.add(new Creation(call,
            CallMatcher.describe(factory) + "..." + call.getName() + "()", createdType(call))));
      }
    }
    creations.sort(Comparator.comparingInt(creation -> creation.call().getLineNumber()));
    return creations;
  }

  private Optional<JavaCall<?>> builderFactoryBefore(JavaCodeUnit unit, JavaCall<?> build) {
    return unit.getCallsFromSelf().stream()
        .filter(call -> call.getLineNumber() <= build.getLineNumber()
            && call.isDeclaredInLambda() == build.isDeclaredInLambda())
        .filter(call -> firstMatch(builderFactories, call).isPresent() && startsChainOf(call, build))
        .<JavaCall<?>>map(call -> call)
        .min(Comparator.comparingInt(JavaCall::getLineNumber));
  }

  private static boolean startsChainOf(JavaCall<?> factory, JavaCall<?> build) {
    JavaClass builderType = createdType(factory);
    JavaClass buildOwner = build.getTargetOwner();
    return builderType.isAssignableTo(buildOwner.getName())
        || buildOwner.isAssignableTo(builderType.getName());
  }

  private static Optional<CallMatcher> firstMatch(List<CallMatcher> matchers, JavaCall<?> call) {
    return matchers.stream().filter(matcher -> matcher.matches(call)).findFirst();
  }

  private static JavaClass createdType(JavaCall<?> call) {
    return call instanceof JavaConstructorCall
        ? call.getTargetOwner()
        : call.getTarget().getRawReturnType();
  }

  /** One creation: the call that yields the object, how to name it and the type it has. */
  record Creation(JavaCall<?> call, String construct, JavaClass createdType) {}
}
