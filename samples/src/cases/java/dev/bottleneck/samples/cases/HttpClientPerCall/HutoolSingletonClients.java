package dev.bottleneck.samples.cases.HttpClientPerCall;

import cn.hutool.core.lang.Singleton;
import cn.hutool.core.lang.func.Func0;
import org.springframework.web.reactive.function.client.WebClient;

/**
 * Hutool's {@code Singleton.get(key, supplier)} runs the supplier once per key and keeps its
 * result, as {@code Map.computeIfAbsent} does: a client built in the supplier is built once per
 * key. A client built before the call, or stored with {@code put}, is built on every call.
 */
class HutoolSingletonClients {
  WebClient cachedPerUrl(String url) {
    return Singleton.get("web:" + url, (Func0<WebClient>) () -> WebClient.create(url));
  }

  WebClient builtBeforeTheCache(String url) {
    // BUG: Diagnostic contains: HttpClientPerCall
    WebClient client = WebClient.create(url);
    return Singleton.get("web:" + url, (Func0<WebClient>) () -> client);
  }

  void storedEveryTime(String url) {
    // BUG: Diagnostic contains: HttpClientPerCall
    Singleton.put("web:" + url, WebClient.create(url));
  }
}
