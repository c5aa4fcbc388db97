package dev.bottleneck.checks;

import com.google.errorprone.CompilationTestHelper;
import org.junit.jupiter.api.Test;

/**
 * A function handed to a cache runs once per key: the catalog's loader calls, on the receiver's
 * type; a same-named method of another class is no cache (the plugin's {@code
 * CacheLoaderCallsTest} asserts the same).
 */
final class CacheLoaderCallsTest {
  @Test
  void loaderCallsByType() {
    CompilationTestHelper.newInstance(ObjectMapperPerCall.class, getClass())
        .addSourceLines(
            "p/Loaders.java",
            """
            package p;

            import com.fasterxml.jackson.databind.ObjectMapper;
            import com.github.benmanes.caffeine.cache.Cache;
            import java.util.Map;
            import java.util.concurrent.ConcurrentHashMap;

            class Loaders {
              private final Map<String, ObjectMapper> byName = new ConcurrentHashMap<>();
              private final Registry registry = new Registry();

              ObjectMapper map(String name) {
                return byName.computeIfAbsent(name, key -> new ObjectMapper());
              }

              ObjectMapper bulk(Cache<String, ObjectMapper> byKeys) {
                return byKeys.getAll(java.util.Set.of("a"), keys -> Map.of("a", new ObjectMapper())).get("a");
              }

              java.util.function.Supplier<ObjectMapper> memoized() {
                return org.springframework.util.function.SingletonSupplier.of(() -> new ObjectMapper());
              }

              ObjectMapper lookalike(String name) {
                // BUG: Diagnostic contains: ObjectMapperPerCall
                return registry.computeIfAbsent(name, key -> new ObjectMapper());
              }
            }

            class Registry {
              ObjectMapper computeIfAbsent(
                  String name, java.util.function.Function<String, ObjectMapper> make) {
                return make.apply(name);
              }
            }
            """)
        .doTest();
  }
}
