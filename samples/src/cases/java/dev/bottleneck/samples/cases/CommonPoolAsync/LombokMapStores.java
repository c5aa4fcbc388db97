package dev.bottleneck.samples.cases.CommonPoolAsync;

import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import lombok.Data;
import lombok.Getter;

/**
 * Maps of the class's own that Lombok hands out: a generated getter lets callers in other files run
 * {@code computeIfAbsent} on the map, so a store into it may wait for their function. They stay
 * reported, whether the annotation is on the field or on the class.
 */
class LombokMapStores {
  static final class FieldGetter {
    @Getter private final Map<String, String> channels = new ConcurrentHashMap<>();

    void add(String id) {
      // BUG: Diagnostic contains: CommonPoolAsync
      // runAsync
      CompletableFuture.runAsync(() -> channels.put(id, "open"));
    }
  }

  @Getter
  static final class ClassGetter {
    private final Map<String, String> channels = new ConcurrentHashMap<>();

    void add(String id) {
      // BUG: Diagnostic contains: CommonPoolAsync
      // runAsync
      CompletableFuture.runAsync(() -> channels.put(id, "open"));
    }
  }

  @Data
  static final class DataClass {
    private final Map<String, String> channels = new ConcurrentHashMap<>();

    void add(String id) {
      // BUG: Diagnostic contains: CommonPoolAsync
      // runAsync
      CompletableFuture.runAsync(() -> channels.put(id, "open"));
    }
  }
}
