package dev.bottleneck.samples.cases.CommonPoolAsync;

import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Tasks that only store into or read from a map of their class: a private final field created as
 * a {@code ConcurrentHashMap}, which the class uses through stores and reads alone, keyed by one of
 * the JDK's value types. The task takes a bin's lock for a moment and waits for nothing else,
 * so it may share the common pool.
 */
class PrivateMapStores {
  private static final Map<UUID, String> CLIENTS = new ConcurrentHashMap<>();
  private final Map<String, String> retained = new ConcurrentHashMap<>();

  void connected(UUID connection, String clientId) {
    CompletableFuture.runAsync(() -> CLIENTS.put(connection, clientId));
  }

  void disconnected(UUID connection) {
    CLIENTS.remove(connection);
  }

  String clientOf(UUID connection) {
    return CLIENTS.get(connection);
  }

  void retain(String topic, String message) {
    CompletableFuture.runAsync(() -> retained.put(topic, message));
    CompletableFuture.runAsync(
        () -> {
          this.retained.putIfAbsent(topic, "");
        });
  }

  void forget(String topic, CompletableFuture<String> ack) {
    ack.thenAcceptAsync(id -> retained.remove(topic));
  }

  boolean isRetained(String topic) {
    return retained.containsKey(topic);
  }
}
