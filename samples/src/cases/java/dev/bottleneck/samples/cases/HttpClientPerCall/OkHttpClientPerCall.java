package dev.bottleneck.samples.cases.HttpClientPerCall;

import java.time.Duration;
import okhttp3.OkHttpClient;

/** OkHttp clients built inside a method, also from a builder configured over several statements. */
class OkHttpClientPerCall {
  Object okHttp(java.net.Proxy proxy) {
    OkHttpClient.Builder builder = new OkHttpClient.Builder();
    if (proxy != null) {
      builder.proxy(proxy);
    }
    // BUG: Diagnostic contains: HttpClientPerCall
    // OkHttpClient
    OkHttpClient configured = builder.build();
    // BUG: Diagnostic contains: HttpClientPerCall
    // new OkHttpClient
    new OkHttpClient();
    // BUG: Diagnostic contains: HttpClientPerCall
    // new OkHttpClient.Builder
    return new OkHttpClient.Builder().callTimeout(Duration.ofSeconds(2)).build();
  }
}
