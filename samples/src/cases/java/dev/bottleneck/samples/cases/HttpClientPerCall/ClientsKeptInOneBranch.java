package dev.bottleneck.samples.cases.HttpClientPerCall;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.http.impl.client.CloseableHttpClient;
import org.apache.http.impl.client.HttpClients;

/**
 * A memo keeps only what reaches its store: a client built in the branch that puts it into the map
 * is built once per key, but one built in the other branch of the miss, which stores nothing, is
 * built on every call that takes that branch. (Seen in ORCID's source-name cache, whose database
 * fallback runs in the miss's {@code else}.)
 */
class ClientsKeptInOneBranch {
  private final Map<String, CloseableHttpClient> clients = new ConcurrentHashMap<>();
  private final Map<String, CloseableHttpClient> shared = new ConcurrentHashMap<>();

  CloseableHttpClient clientFor(String partner, boolean pooled) {
    CloseableHttpClient client = clients.get(partner);
    if (client == null) {
      if (pooled) {
        client = HttpClients.createDefault();
        clients.put(partner, client);
      } else {
        // BUG: Diagnostic contains: HttpClientPerCall
        // HttpClients.createDefault()
        client = HttpClients.createDefault();
      }
    }
    return client;
  }

  CloseableHttpClient sourceFor(String partner) {
    CloseableHttpClient client = clients.get(partner);
    if (client == null) {
      client = shared.get(partner);
      if (client != null) {
        clients.put(partner, client);
      } else {
        // BUG: Diagnostic contains: HttpClientPerCall
        // HttpClients.createDefault()
        client = HttpClients.createDefault();
      }
    }
    return client;
  }

  CloseableHttpClient keptAfterFallback(String partner) {
    CloseableHttpClient client = clients.get(partner);
    if (client == null) {
      client = shared.get(partner);
      if (client == null) {
        client = HttpClients.createDefault();
      }
      clients.put(partner, client);
    }
    return client;
  }
}
