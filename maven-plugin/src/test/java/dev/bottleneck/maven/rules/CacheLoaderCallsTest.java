package dev.bottleneck.maven.rules;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A function handed to a cache runs once per key: the catalog's loader calls, matched on the
 * receiver's type where the scanner knows it, by name where a library chain hides it.
 */
final class CacheLoaderCallsTest {
  @TempDir Path root;

  @Test
  void loaderCallsByTypeAndByNameBehindUnknownChains() {
    RuleScan.of(root, "ObjectMapperPerCall")
        .add(
            "p/Loaders.java",
            """
            package p;

            import com.fasterxml.jackson.databind.ObjectMapper;
            import com.github.benmanes.caffeine.cache.Caffeine;
            import com.github.benmanes.caffeine.cache.LoadingCache;
            import java.util.Map;
            import java.util.concurrent.ConcurrentHashMap;

            class Loaders {
              private final Map<String, ObjectMapper> byName = new ConcurrentHashMap<>();
              private final LoadingCache<String, ObjectMapper> cache =
                  Caffeine.newBuilder().maximumSize(10).build(key -> new ObjectMapper());
              private final Registry registry = new Registry();

              ObjectMapper map(String name) {
                return byName.computeIfAbsent(name, key -> new ObjectMapper());
              }

              ObjectMapper loading(String name) {
                return cache.get(name, key -> new ObjectMapper());
              }

              ObjectMapper bulk(com.github.benmanes.caffeine.cache.Cache<String, ObjectMapper> byKeys) {
                return byKeys.getAll(java.util.Set.of("a"), keys -> java.util.Map.of("a", new ObjectMapper())).get("a");
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
        .expectMarkedFindings();
  }
}
