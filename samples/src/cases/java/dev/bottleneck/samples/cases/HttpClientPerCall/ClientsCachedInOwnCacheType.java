package dev.bottleneck.samples.cases.HttpClientPerCall;

import okhttp3.OkHttpClient;

/**
 * One client per site behind an application's own cache type, which is no {@code java.util.Map}
 * (seen in a real CMS: an S3 client per site in its in-memory cache entity, double-checked): a miss
 * of the field's get for a key, then a put of that key into the same field, keeps the client once
 * per key, as over a map. A put that no miss of the same field and key guards, a put into another
 * cache, a put of another key and a put on the hit branch build a client on every call.
 */
class ClientsCachedInOwnCacheType {
  interface SiteCache<K, V> {
    V get(K key);

    void put(K key, V value);
  }

  private SiteCache<Short, OkHttpClient> clients;
  private SiteCache<Short, OkHttpClient> spares;

  OkHttpClient doubleChecked(short siteId) {
    OkHttpClient client = clients.get(siteId);
    if (null == client) {
      synchronized (clients) {
        client = clients.get(siteId);
        if (null == client) {
          client = new OkHttpClient();
          clients.put(siteId, client);
        }
      }
    }
    return client;
  }

  OkHttpClient hitReturns(short siteId) {
    if (clients.get(siteId) != null) {
      return clients.get(siteId);
    }
    OkHttpClient client = new OkHttpClient();
    clients.put(siteId, client);
    return client;
  }

  OkHttpClient putOnEveryCall(short siteId) {
    // BUG: Diagnostic contains: HttpClientPerCall
    OkHttpClient client = new OkHttpClient();
    clients.put(siteId, client);
    return client;
  }

  OkHttpClient putIntoAnotherCache(short siteId) {
    OkHttpClient client = clients.get(siteId);
    if (client == null) {
      // BUG: Diagnostic contains: HttpClientPerCall
      client = new OkHttpClient();
      spares.put(siteId, client);
    }
    return client;
  }

  OkHttpClient putOfAnotherKey(short siteId, short fallback) {
    OkHttpClient client = clients.get(siteId);
    if (client == null) {
      // BUG: Diagnostic contains: HttpClientPerCall
      client = new OkHttpClient();
      clients.put(fallback, client);
    }
    return client;
  }

  OkHttpClient putOnTheHit(short siteId) {
    OkHttpClient client = clients.get(siteId);
    if (client != null) {
      // BUG: Diagnostic contains: HttpClientPerCall
      client = new OkHttpClient();
      clients.put(siteId, client);
    }
    return client;
  }
}
