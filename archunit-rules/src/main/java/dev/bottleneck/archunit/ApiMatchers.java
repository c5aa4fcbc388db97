package dev.bottleneck.archunit;

import dev.bottleneck.catalog.facts.Api;
import dev.bottleneck.catalog.facts.Form;
import dev.bottleneck.catalog.facts.TypeName;
import java.util.Collection;
import java.util.List;
import java.util.Set;

/**
 * Bytecode call matchers built from the catalog's engine-neutral {@link Api} facts: the one place
 * where this engine turns a library fact into a {@link CallMatcher}. Owners and parameter types
 * are written in their binary form ({@code okhttp3.OkHttpClient$Builder}), as class files name
 * them.
 */
final class ApiMatchers {
  private ApiMatchers() {}

  /** Matches the calls {@code api} describes. */
  static CallMatcher matcher(Api api) {
    Set<String> names = api.form() == Form.CONSTRUCTOR ? Set.of(CallMatcher.CONSTRUCTOR) : api.names();
    List<String> parameters =
        api.parameters().any()
            ? null
            : api.parameters().types().stream().map(TypeName::binary).toList();
    return new CallMatcher(api.binaryOwner(), api.subtypes(), names, parameters);
  }

  /** One matcher per fact, in order. */
  static List<CallMatcher> matchers(Collection<Api> apis) {
    return apis.stream().map(ApiMatchers::matcher).toList();
  }
}
