package dev.bottleneck.archunit;

import dev.bottleneck.catalog.facts.Api;
import dev.bottleneck.catalog.facts.Form;
import java.util.Collection;
import java.util.List;
import java.util.Set;

/**
 * Turns the catalog's {@link Api} facts into {@link CallMatcher}s over bytecode: owners by their
 * binary names, constructors as {@code <init>}, a fact of every method as no names.
 */
final class ApiMatchers {
  private ApiMatchers() {}

  /** The calls one fact means. */
  static CallMatcher matcher(Api api) {
    Set<String> names =
        api.form() == Form.CONSTRUCTOR ? Set.of(CallMatcher.CONSTRUCTOR) : api.names();
    return new CallMatcher(api.binaryOwner(), api.subtypes(), names, api.parameters());
  }

  /** The calls any of {@code apis} means, one matcher per fact. */
  static List<CallMatcher> matchers(Collection<Api> apis) {
    return apis.stream().map(ApiMatchers::matcher).toList();
  }
}
