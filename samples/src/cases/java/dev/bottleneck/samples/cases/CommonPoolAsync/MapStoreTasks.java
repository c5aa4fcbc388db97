package dev.bottleneck.samples.cases.CommonPoolAsync;

import java.net.URL;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * Tasks that store into or read from maps, as a registry of connections or subscriptions does, but
 * are not known to be short ({@code PrivateMapStores} has those that are). They stay reported:
 *
 * <ul>
 *   <li>a map or list typed by its interface may be a network store: Redisson's {@code RMap} is a
 *       {@code ConcurrentMap}, its {@code RList} a {@code List}, Hazelcast's {@code IMap} a {@code
 *       ConcurrentMap}, and applications hand Redisson's live key set on as a plain {@code Set};
 *   <li>a field that is assigned elsewhere holds whatever was assigned last;
 *   <li>an in-memory map still hashes its keys: {@code URL.hashCode()} resolves the host;
 *   <li>{@code computeIfAbsent} runs its function in the task, holding the map's bin meanwhile, and
 *       a store into a map that is computed on elsewhere may wait for that function; so may one
 *       into a map that escapes its class (returned, or a field others can reach);
 *   <li>a store followed by a blocking call is as slow as the call;
 *   <li>a call into the class's own methods or into another class does what that method does: the
 *       check judges the lambda's own body only.
 * </ul>
 */
class MapStoreTasks {
  private final Map<String, String> open = new ConcurrentHashMap<>();
  private final Map<String, String> sessions = new ConcurrentHashMap<>();
  private final Map<String, String> published = new ConcurrentHashMap<>();
  final Map<String, String> visible = new ConcurrentHashMap<>();
  private final Map<URL, String> mirrors = new ConcurrentHashMap<>();
  private final RemoteMap<String, String> shared;
  private final Repository repository;
  private Map<String, String> replaceable = new ConcurrentHashMap<>();

  MapStoreTasks(RemoteMap<String, String> shared, Repository repository) {
    this.shared = shared;
    this.repository = repository;
  }

  void typedByInterface(Map<String, String> store, ConcurrentMap<String, String> cache, String id) {
    // BUG: Diagnostic contains: CommonPoolAsync
    // runAsync
    CompletableFuture.runAsync(() -> store.put(id, "open"));
    // BUG: Diagnostic contains: CommonPoolAsync
    // runAsync
    CompletableFuture.runAsync(() -> cache.remove(id));
    // BUG: Diagnostic contains: CommonPoolAsync
    // runAsync
    CompletableFuture.runAsync(() -> shared.put(id, "open"));
  }

  void overParameters(List<String> topics, String channel) {
    // BUG: Diagnostic contains: CommonPoolAsync
    // runAsync
    CompletableFuture.runAsync(() -> topics.parallelStream().forEach(t -> open.put(t, channel)));
  }

  void reassigned(Map<String, String> next) {
    replaceable = next;
  }

  void intoReassigned(String id) {
    // BUG: Diagnostic contains: CommonPoolAsync
    // runAsync
    CompletableFuture.runAsync(() -> replaceable.put(id, "open"));
  }

  void resolvingKeys(URL mirror) {
    // BUG: Diagnostic contains: CommonPoolAsync
    // runAsync
    CompletableFuture.runAsync(() -> mirrors.put(mirror, "up"));
  }

  void computed(String id) {
    // BUG: Diagnostic contains: CommonPoolAsync
    // runAsync
    CompletableFuture.runAsync(() -> sessions.computeIfAbsent(id, key -> repository.load(key)));
    // BUG: Diagnostic contains: CommonPoolAsync
    // runAsync
    CompletableFuture.runAsync(() -> sessions.put(id, "open"));
  }

  Map<String, String> published() {
    return published;
  }

  void escaping(String id) {
    // BUG: Diagnostic contains: CommonPoolAsync
    // runAsync
    CompletableFuture.runAsync(() -> published.put(id, "open"));
    // BUG: Diagnostic contains: CommonPoolAsync
    // runAsync
    CompletableFuture.runAsync(() -> visible.put(id, "open"));
  }

  void loadedValue(String id) {
    // BUG: Diagnostic contains: CommonPoolAsync
    // runAsync
    CompletableFuture.runAsync(() -> open.put(id, repository.load(id)));
  }

  void storedThenSaved(String id) {
    // BUG: Diagnostic contains: CommonPoolAsync
    // runAsync
    CompletableFuture.runAsync(() -> {
      open.put(id, "open");
      repository.save(id);
    });
  }

  void throughMethods(String id) {
    // BUG: Diagnostic contains: CommonPoolAsync
    // runAsync
    CompletableFuture.runAsync(() -> remember(id));
    // BUG: Diagnostic contains: CommonPoolAsync
    // runAsync
    CompletableFuture.runAsync(() -> Registry.remember(id));
  }

  private void remember(String id) {
    open.put(id, "open");
  }

  /** Stands for a network store's map, such as Hazelcast's {@code IMap}. */
  interface RemoteMap<K, V> extends ConcurrentMap<K, V> {}

  interface Repository {
    String load(String id);

    void save(String id);
  }

  static final class Registry {
    private static final Map<String, String> SESSIONS = new ConcurrentHashMap<>();

    private Registry() {}

    static void remember(String id) {
      SESSIONS.put(id, "open");
    }
  }
}
