package dev.bottleneck.archunit;

import com.tngtech.archunit.core.domain.JavaCall;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.domain.JavaConstructorCall;
import dev.bottleneck.catalog.facts.PerCallSubject;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * What a per-call rule counts as creating its expensive object: direct creations (a constructor or
 * a static factory) and builder chains ({@code X.builder()...build()}), where the creation is the
 * {@code build()} call of a chain that starts at a factory in the same method. A {@code build()}
 * with no factory before it derives from a shared object ({@code mapper.rebuild()}, {@code
 * client.newBuilder()}, {@code webClient.mutate()}) and is not a creation.
 */
final class Creations {
  private final PerCallSubject facts;
  private final List<CallMatcher> direct;
  private final List<CallMatcher> builderFactories;
  private final List<CallMatcher> builds;
  private final List<CallMatcher> exclusions;

  Creations(PerCallSubject facts) {
    this.facts = facts;
    this.direct = ApiMatchers.matchers(facts.creations());
    this.builderFactories = ApiMatchers.matchers(facts.builderStarts());
    this.builds = ApiMatchers.matchers(facts.builds());
    this.exclusions = ApiMatchers.matchers(facts.exclusions());
  }

  /** The subject's tables and message. */
  PerCallSubject facts() {
    return facts;
  }

  List<Creation> in(JavaCodeUnit unit) {
    List<Creation> creations = new ArrayList<>();
    for (JavaCall<?> call : unit.getCallsFromSelf()) {
      if (CallMatcher.isSuperConstructorCall(call)) {
        continue;
      }
      if (isDirect(direct, call)) {
        creations.add(new Creation(call, construct(call), createdType(call)));
      } else if (firstMatch(builds, call).isPresent()) {
        builderFactoryBefore(unit, call)
            .ifPresent(
                factory ->
                    creations.add(
                        new Creation(
                            call,
                            construct(factory) + "..." + call.getName() + "()",
                            createdType(call))));
      }
    }
    creations.sort(Comparator.comparingInt(creation -> creation.call().getLineNumber()));
    return creations;
  }

  private Optional<JavaCall<?>> builderFactoryBefore(JavaCodeUnit unit, JavaCall<?> build) {
    return unit.getCallsFromSelf().stream()
        .filter(
            call ->
                call.getLineNumber() <= build.getLineNumber()
                    && call.isDeclaredInLambda() == build.isDeclaredInLambda())
        .filter(call -> isDirect(builderFactories, call) && startsChainOf(call, build))
        .<JavaCall<?>>map(call -> call)
        .max(Comparator.comparingInt(JavaCall::getLineNumber));
  }

  private static boolean startsChainOf(JavaCall<?> factory, JavaCall<?> build) {
    JavaClass builderType = createdType(factory);
    JavaClass buildOwner = build.getTargetOwner();
    return builderType.isAssignableTo(buildOwner.getName())
        || buildOwner.isAssignableTo(builderType.getName());
  }

  private boolean isDirect(List<CallMatcher> matchers, JavaCall<?> call) {
    return firstMatch(matchers, call).isPresent() && firstMatch(exclusions, call).isEmpty();
  }

  /**
   * How a message names a call, as the source engines do: {@code new OkHttpClient.Builder()},
   * {@code JAXBContext.newInstance(...)}; an anonymous class by the type it extends.
   */
  private static String construct(JavaCall<?> call) {
    JavaClass target = call.getTargetOwner();
    boolean constructor = call.getName().equals(CallMatcher.CONSTRUCTOR);
    if (constructor && target.isAnonymousClass()) {
      JavaClass supertype =
          target
              .getRawSuperclass()
              .filter(superclass -> !superclass.isEquivalentTo(Object.class))
              .orElseGet(() -> target.getRawInterfaces().stream().findFirst().orElse(target));
      return "new " + CallMatcher.simpleName(supertype) + "()";
    }
    String arguments = call.getTarget().getRawParameterTypes().isEmpty() ? "()" : "(...)";
    String owner = CallMatcher.simpleName(target);
    return constructor ? "new " + owner + arguments : owner + "." + call.getName() + arguments;
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
