package dev.bottleneck.samples.cases.HttpClientPerCall;

import java.io.IOException;
import okhttp3.*;

/**
 * Types imported on demand ({@code import okhttp3.*;}) are the library's whether or not its jar is
 * on the class path: the catalog knows OkHttp's client by name.
 */
class WildcardImportedClient {
  String fetch(String url) throws IOException {
    // BUG: Diagnostic contains: HttpClientPerCall
    // new OkHttpClient()
    OkHttpClient client = new OkHttpClient();
    try (Response response = client.newCall(new Request.Builder().url(url).build()).execute()) {
      return response.body().string();
    }
  }
}
