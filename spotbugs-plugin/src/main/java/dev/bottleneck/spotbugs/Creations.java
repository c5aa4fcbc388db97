package dev.bottleneck.spotbugs;

import dev.bottleneck.catalog.facts.PerCallSubject;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What a per-call rule counts as creating its expensive object: direct creations (a constructor or
 * a static factory) and builder chains ({@code X.builder()...build()}), where the creation is the
 * {@code build()} call of a chain that starts at a factory in the same method and lambda. A {@code
 * build()} with no factory before it derives from a shared object ({@code client.newBuilder()},
 * {@code webClient.mutate()}) and is not a creation.
 */
final class Creations {
  private final PerCallSubject facts;
  private final List<CallMatcher> direct;
  private final List<CallMatcher> builderFactories;
  private final List<CallMatcher> builds;
  private final List<CallMatcher> exclusions;

  Creations(PerCallSubject facts) {
    this.facts = facts;
    this.direct = CallMatcher.of(facts.creations());
    this.builderFactories = CallMatcher.of(facts.builderStarts());
    this.builds = CallMatcher.of(facts.builds());
    this.exclusions = CallMatcher.of(facts.exclusions());
  }

  PerCallSubject facts() {
    return facts;
  }

  /** The creations of one method, by line. */
  List<Creation> in(MethodCode method, Analysis analysis) {
    List<Creation> creations = new ArrayList<>();
    for (Call call : method.calls()) {
      if (call.reference() || analysis.isSuperConstructorCall(call)) {
        continue;
      }
      if (isDirect(direct, call, analysis)) {
        creations.add(new Creation(call, construct(call, analysis)));
      } else if (CallMatcher.any(builds, call, analysis)) {
        builderFactoryBefore(method, call, analysis)
            .ifPresent(
                factory ->
                    creations.add(
                        new Creation(
                            call, construct(factory, analysis) + "..." + call.name() + "()")));
      }
    }
    creations.sort(Comparator.comparingInt(creation -> creation.call().line()));
    return creations;
  }

  private Optional<Call> builderFactoryBefore(MethodCode method, Call build, Analysis analysis) {
    return method.calls().stream()
        .filter(
            call ->
                !call.reference()
                    && call.line() <= build.line()
                    && Objects.equals(call.function(), build.function()))
        .filter(call -> isDirect(builderFactories, call, analysis))
        .filter(call -> startsChainOf(call, build, analysis))
        .max(Comparator.comparingInt(Call::line));
  }

  private static boolean startsChainOf(Call factory, Call build, Analysis analysis) {
    String builderType = factory.returnedType();
    String buildOwner = build.ownerName();
    return analysis.types().isAssignable(builderType, buildOwner)
        || analysis.types().isAssignable(buildOwner, builderType);
  }

  private boolean isDirect(List<CallMatcher> matchers, Call call, Analysis analysis) {
    return CallMatcher.any(matchers, call, analysis)
        && !CallMatcher.any(exclusions, call, analysis);
  }

  /**
   * How a message names a call, as the source engines do: {@code new OkHttpClient.Builder()},
   * {@code JAXBContext.newInstance(...)}; an anonymous class by the type it extends.
   */
  private static String construct(Call call, Analysis analysis) {
    if (call.isConstructor() && analysis.program().isAnonymous(call.owner())) {
      return "new " + Types.simpleName(analysis.extended(call.ownerName())) + "()";
    }
    String arguments = call.parameterTypes().isEmpty() ? "()" : "(...)";
    String owner = Types.simpleName(call.ownerName());
    return call.isConstructor()
        ? "new " + owner + arguments
        : owner + "." + call.name() + arguments;
  }

  /** One creation: the call that yields the object and how to name it. */
  record Creation(Call call, String construct) {}
}
