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
 *   <li>a field that is assigned elsewhere holds whatever was assigned last, and one assigned
 *       {@code own ? shared : new ConcurrentHashMap<>()} may hold the shared map;
 *   <li>an in-memory map still hashes its keys: {@code URL.hashCode()} resolves the host, and so
 *       does a record's that holds one; an application's class may hash anything (an entity with
 *       Lombok's {@code @Data} hashes its lazy associations): only the JDK's value types are known;
 *   <li>{@code computeIfAbsent} runs its function in the task, holding the map's bin meanwhile, and
 *       a store into a map that is computed on elsewhere may wait for that function; so may one
 *       into a map that escapes its class (returned, or a field others can reach, such as the
 *       enclosing class reaching a nested class's private field);
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
  private final Map<Endpoint, String> endpoints = new ConcurrentHashMap<>();
  private final Map<Account, String> accounts = new ConcurrentHashMap<>();
  private final RemoteMap<String, String> shared;
  private final Repository repository;
  private Map<String, String> replaceable = new ConcurrentHashMap<>();
  private final Connections connections = new Connections();

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

  void valueKeysOnly(Endpoint endpoint, Account account) {
    // BUG: Diagnostic contains: CommonPoolAsync
    // runAsync
    CompletableFuture.runAsync(() -> endpoints.put(endpoint, "up"));
    // BUG: Diagnostic contains: CommonPoolAsync
    // runAsync
    CompletableFuture.runAsync(() -> accounts.remove(account));
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

  void computedByEnclosing(String id) {
    connections.channels.computeIfAbsent(id, key -> repository.load(key));
  }

  private void remember(String id) {
    open.put(id, "open");
  }

  /** A key whose hash is its URL's: resolving the host. */
  record Endpoint(URL url) {}

  /** An application's key: its {@code hashCode} may do anything. */
  static final class Account {
    @Override
    public int hashCode() {
      return 1;
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof Account;
    }
  }

  /** Stands for a network store's map, such as Hazelcast's {@code IMap}. */
  interface RemoteMap<K, V> extends ConcurrentMap<K, V> {}

  interface Repository {
    String load(String id);

    void save(String id);
  }

  /** A registry whose private map its enclosing class computes on. */
  final class Connections {
    private final Map<String, String> channels = new ConcurrentHashMap<>();

    void add(String id) {
      // BUG: Diagnostic contains: CommonPoolAsync
      // runAsync
      CompletableFuture.runAsync(() -> channels.put(id, "open"));
    }
  }

  /** A map that is new unless one is passed in. */
  static final class MaybeShared {
    private final Map<String, String> map;

    MaybeShared(boolean own, Map<String, String> shared) {
      this.map = own ? new ConcurrentHashMap<>() : shared;
    }

    MaybeShared(Map<String, String> shared, boolean own) {
      this.map = own ? shared : new ConcurrentHashMap<>();
    }

    void add(String id) {
      // BUG: Diagnostic contains: CommonPoolAsync
      // runAsync
      CompletableFuture.runAsync(() -> map.put(id, "open"));
    }
  }

  static final class Registry {
    private static final Map<String, String> SESSIONS = new ConcurrentHashMap<>();

    private Registry() {}

    static void remember(String id) {
      SESSIONS.put(id, "open");
    }
  }
}
