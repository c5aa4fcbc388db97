package dev.bottleneck.samples.cases.ObjectMapperPerCall;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * A builder chain stored lazily, and a cache loader whose body spans lines and loops over the
 * missing keys: once, on whichever line of the statement the mapper is built.
 */
class OnceOverSeveralLines {
  private final Cache<String, ObjectMapper> byKeys = Caffeine.newBuilder().build();
  private ObjectMapper lazy;

  ObjectMapper lazilyBuilt() {
    if (lazy == null) {
      lazy = JsonMapper.builder()
          .findAndAddModules()
          .build();
    }
    return lazy;
  }

  Map<String, ObjectMapper> bulkLoaded(Set<String> keys) {
    return byKeys.getAll(keys, missing -> {
      Map<String, ObjectMapper> loaded = new HashMap<>();
      missing.forEach(key -> loaded.put(key, new ObjectMapper()));
      return loaded;
    });
  }

  /** A loader class's load runs once per key, even where code calls it. */
  ObjectMapper loaderClass() throws Exception {
    return new com.google.common.cache.CacheLoader<String, ObjectMapper>() {
      @Override
      public ObjectMapper load(String key) {
        return new ObjectMapper();
      }
    }.load("x");
  }
}
