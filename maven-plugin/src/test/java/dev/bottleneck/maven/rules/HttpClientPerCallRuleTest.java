package dev.bottleneck.maven.rules;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the shared cases cannot show: they compile, so every receiver type is known there. */
final class HttpClientPerCallRuleTest {
  @TempDir Path root;

  @Test
  void aMemoInAFieldOfUnknownTypeKeepsOneClientPerKey() {
    RuleScan.of(root, "HttpClientPerCall")
        .add(
            "p/Uploads.java",
            """
            package p;

            import com.cms.cache.CacheEntity;
            import okhttp3.OkHttpClient;

            class Uploads {
              private CacheEntity<Short, OkHttpClient> cache;

              OkHttpClient client(short siteId) {
                OkHttpClient client = cache.get(siteId);
                if (null == client) {
                  synchronized (cache) {
                    client = cache.get(siteId);
                    if (null == client) {
                      client = new OkHttpClient();
                      cache.put(siteId, client);
                    }
                  }
                }
                return client;
              }

              OkHttpClient everyCall(short siteId) {
                // BUG: Diagnostic contains: HttpClientPerCall
                OkHttpClient client = new OkHttpClient();
                cache.put(siteId, client);
                return client;
              }

              OkHttpClient inALocal(short siteId, CacheEntity<Short, OkHttpClient> local) {
                OkHttpClient client = local.get(siteId);
                if (client == null) {
                  // BUG: Diagnostic contains: HttpClientPerCall
                  client = new OkHttpClient();
                  local.put(siteId, client);
                }
                return client;
              }
            }
            """)
        .expectMarkedFindings();
  }
}
