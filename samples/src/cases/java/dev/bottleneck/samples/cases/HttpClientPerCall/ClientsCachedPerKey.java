package dev.bottleneck.samples.cases.HttpClientPerCall;

import java.net.http.HttpClient;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import okhttp3.OkHttpClient;
import org.springframework.web.client.RestTemplate;
import org.springframework.web.reactive.function.client.WebClient;

/**
 * Clients kept in a map per key, built only when the same map holds none for the same key (the
 * get-check-put form of computeIfAbsent): one client per tenant or host, silent in the source
 * engines. A put that no miss of its own map and key guards replaces the client on every call and
 * stays reported.
 */
class ClientsCachedPerKey {
  private static final Map<String, RestTemplate> TEMPLATES = new HashMap<>();
  private static final Map<String, RestTemplate> REGIONS = new HashMap<>();
  private static final Map<String, HttpClient> JDK_CLIENTS = new ConcurrentHashMap<>();
  private static final Map<String, WebClient> WEB_CLIENTS = new ConcurrentHashMap<>();
  private final Map<String, OkHttpClient> clients = new ConcurrentHashMap<>();
  private final Map<String, Session> sessions = new ConcurrentHashMap<>();
  private final Registry registry = new Registry();

  /** Double-checked, through a factory that only the memo calls. */
  static RestTemplate template(String tenant) {
    RestTemplate template = TEMPLATES.get(tenant);
    if (template == null) {
      synchronized (TEMPLATES) {
        template = TEMPLATES.get(tenant);
        if (template != null) {
          return template;
        }
        template = newTemplate();
        TEMPLATES.put(tenant, template);
      }
    }
    return template;
  }

  private static RestTemplate newTemplate() {
    return new RestTemplate();
  }

  /** Rebuilt only when its settings change: a miss, or a stale entry. */
  OkHttpClient client(String host, Duration timeout) {
    OkHttpClient client = clients.get(host);
    if (client == null || client.callTimeoutMillis() != timeout.toMillis()) {
      client = new OkHttpClient.Builder().callTimeout(timeout).build();
      clients.put(host, client);
    }
    return client;
  }

  HttpClient jdkClient(String host) {
    if (!JDK_CLIENTS.containsKey(host)) {
      JDK_CLIENTS.put(host, HttpClient.newHttpClient());
    }
    return JDK_CLIENTS.get(host);
  }

  static WebClient webClient(String baseUrl) {
    WebClient cached = WEB_CLIENTS.get(baseUrl);
    if (cached != null) {
      return cached;
    }
    WebClient created = WebClient.create(baseUrl);
    WEB_CLIENTS.put(baseUrl, created);
    return created;
  }

  /** A class whose constructor builds a client, created only on a miss: once per key. */
  Session session(String host) {
    Session session = sessions.get(host);
    if (session == null) {
      sessions.put(host, new Session());
    }
    return sessions.get(host);
  }

  OkHttpClient replacedOnEveryCall(String host) {
    // BUG: Diagnostic contains: HttpClientPerCall
    OkHttpClient client = new OkHttpClient();
    clients.put(host, client);
    return client;
  }

  /** Looked up under one key, kept under another: never found again. */
  static RestTemplate anotherKey(String tenant, String region) {
    if (TEMPLATES.get(tenant) == null) {
      // BUG: Diagnostic contains: HttpClientPerCall
      TEMPLATES.put(tenant + region, new RestTemplate());
    }
    return TEMPLATES.get(tenant);
  }

  static RestTemplate anotherMap(String tenant) {
    if (REGIONS.get(tenant) == null) {
      // BUG: Diagnostic contains: HttpClientPerCall
      TEMPLATES.put(tenant, new RestTemplate());
    }
    return TEMPLATES.get(tenant);
  }

  /** The else branch runs on a hit: the kept client is replaced. */
  OkHttpClient replacedOnHit(String host) {
    OkHttpClient client = clients.get(host);
    if (client == null) {
      return null;
    } else {
      // BUG: Diagnostic contains: HttpClientPerCall
      clients.put(host, new OkHttpClient());
    }
    return clients.get(host);
  }

  /** A test of something else than the map's value for the key. */
  OkHttpClient checkedSomethingElse(String host, Duration timeout) {
    if (timeout == null) {
      // BUG: Diagnostic contains: HttpClientPerCall
      clients.put(host, new OkHttpClient());
    }
    return clients.get(host);
  }

  /** A hit that does not return: the put after it runs on every call. */
  static WebClient hitWithoutReturn(String baseUrl) {
    WebClient cached = WEB_CLIENTS.get(baseUrl);
    if (cached != null) {
      cached.mutate();
    }
    // BUG: Diagnostic contains: HttpClientPerCall
    WebClient created = WebClient.create(baseUrl);
    WEB_CLIENTS.put(baseUrl, created);
    return created;
  }

  /** Not a map, and no field keeps it: a new registry misses every time. */
  OkHttpClient notAMap(String host) {
    if (Registry.fresh().get(host) == null) {
      // BUG: Diagnostic contains: HttpClientPerCall
      Registry.fresh().put(host, new OkHttpClient());
    }
    return registry.get(host);
  }

  /** Builds its own client: as often as the code that creates a session. */
  static final class Session {
    private final OkHttpClient client;

    Session() {
      client = new OkHttpClient();
    }

    OkHttpClient client() {
      return client;
    }
  }

  /** A holder with map-like methods, not a Map. */
  static final class Registry {
    private final Map<String, OkHttpClient> kept = new HashMap<>();

    OkHttpClient get(String key) {
      return kept.get(key);
    }

    void put(String key, OkHttpClient client) {
      kept.put(key, client);
    }

    static Registry fresh() {
      return new Registry();
    }
  }
}
