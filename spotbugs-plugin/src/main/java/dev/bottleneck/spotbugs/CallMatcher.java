package dev.bottleneck.spotbugs;

import dev.bottleneck.catalog.facts.Api;
import dev.bottleneck.catalog.facts.Form;
import dev.bottleneck.catalog.facts.Parameters;
import java.util.Collection;
import java.util.List;
import java.util.Set;

/**
 * Which calls one catalog {@link Api} fact means, judged on the owner the class file names (the
 * static type of the receiver): the type, whether its subtypes count, the member names ({@code
 * <init>} for constructors; none for every method) and which overloads. A same-named method of an
 * unrelated class never matches.
 */
record CallMatcher(
    String ownerName, boolean withSubtypes, Set<String> names, Parameters parameters) {

  /** The calls one fact means. */
  static CallMatcher of(Api api) {
    Set<String> names = api.form() == Form.CONSTRUCTOR ? Set.of(Call.CONSTRUCTOR) : api.names();
    return new CallMatcher(api.binaryOwner(), api.subtypes(), names, api.parameters());
  }

  /** The calls any of {@code apis} means, one matcher per fact. */
  static List<CallMatcher> of(Collection<Api> apis) {
    return apis.stream().map(CallMatcher::of).toList();
  }

  /** Whether any of {@code matchers} means {@code call}. */
  static boolean any(List<CallMatcher> matchers, Call call, Analysis analysis) {
    return matchers.stream().anyMatch(matcher -> matcher.matches(call, analysis));
  }

  boolean matches(Call call, Analysis analysis) {
    if (names.isEmpty() ? call.isConstructor() : !names.contains(call.name())) {
      return false;
    }
    String owner = call.ownerName();
    // new T() {...} means T's constructor, as the source says; its own parameters are synthetic.
    if (call.isConstructor() && analysis.program().isAnonymous(call.owner())) {
      return ownerMatches(owner, analysis)
          || analysis.types().superclasses(owner).stream()
              .findFirst()
              .filter(superclass -> ownerMatches(superclass, analysis))
              .isPresent();
    }
    return ownerMatches(owner, analysis)
        && (parameters.any() || parameters.accepts(call.parameterTypes()));
  }

  private boolean ownerMatches(String owner, Analysis analysis) {
    return withSubtypes ? analysis.types().isAssignable(owner, ownerName) : owner.equals(ownerName);
  }
}
