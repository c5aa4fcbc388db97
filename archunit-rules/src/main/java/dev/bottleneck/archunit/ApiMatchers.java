package dev.bottleneck.archunit;

import dev.bottleneck.catalog.facts.Api;
import dev.bottleneck.catalog.facts.Form;
import java.util.Collection;
import java.util.List;
import java.util.Set;

/**
 * {@link CallMatcher}s built from the catalog's engine-neutral {@link Api} facts: the one place
 * where a fact meets bytecode. Owners become binary names ({@code okhttp3.OkHttpClient$Builder}).
 */
final class ApiMatchers {
  private ApiMatchers() {}

  static CallMatcher matcher(Api api) {
    Set<String> names = api.form() == Form.CONSTRUCTOR ? Set.of(CallMatcher.CONSTRUCTOR) : api.names();
    return new CallMatcher(api.binaryOwner(), api.subtypes(), names, api.parameters());
  }

  static List<CallMatcher> matchers(Collection<Api> apis) {
    return apis.stream().map(ApiMatchers::matcher).toList();
  }
}
