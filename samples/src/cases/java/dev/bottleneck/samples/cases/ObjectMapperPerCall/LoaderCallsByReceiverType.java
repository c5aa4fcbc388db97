package dev.bottleneck.samples.cases.ObjectMapperPerCall;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.benmanes.caffeine.cache.Cache;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * A function handed to a cache's loader call runs once per key; the same name on another class is
 * no cache.
 */
class LoaderCallsByReceiverType {
  private final Registry registry = new Registry();

  Object bulk(Cache<String, ObjectMapper> byKeys) {
    return byKeys.getAll(Set.of("a"), keys -> Map.of("a", new ObjectMapper()));
  }

  Object lookalike(String name) {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    return registry.computeIfAbsent(name, key -> new ObjectMapper());
  }

  static final class Registry {
    Object computeIfAbsent(String name, Function<String, ObjectMapper> make) {
      return make.apply(name);
    }
  }
}
