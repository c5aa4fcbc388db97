package dev.bottleneck.samples.cases.HttpClientPerCall;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import okhttp3.OkHttpClient;

/**
 * Two more ways to keep one client per key, silent since the memo became a kind of once-guard: a
 * {@code putIfAbsent} on a miss of its own map and key keeps the client as {@code put} does (the
 * store closes the guard either way), and a key written in parentheses is the same key (the
 * plugin used to report it, Error Prone did not). A {@code putIfAbsent} that no miss guards builds
 * a client on every call and stays reported.
 */
class ClientsKeptPerKeyForms {
  private final Map<String, OkHttpClient> clients = new ConcurrentHashMap<>();

  OkHttpClient putIfAbsentOnMiss(String host) {
    OkHttpClient client = clients.get(host);
    if (client == null) {
      client = new OkHttpClient();
      clients.putIfAbsent(host, client);
    }
    return client;
  }

  OkHttpClient keyInParentheses(String host) {
    if (!clients.containsKey((host))) {
      clients.put(host, new OkHttpClient());
    }
    return clients.get(host);
  }

  OkHttpClient putIfAbsentOnEveryCall(String host) {
    // BUG: Diagnostic contains: HttpClientPerCall
    clients.putIfAbsent(host, new OkHttpClient());
    return clients.get(host);
  }
}
