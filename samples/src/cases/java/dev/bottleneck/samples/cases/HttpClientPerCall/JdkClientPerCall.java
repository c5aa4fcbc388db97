package dev.bottleneck.samples.cases.HttpClientPerCall;

import java.time.Duration;

/** The JDK's HttpClient built inside a method, directly or through its builder. */
class JdkClientPerCall {
  Object jdk() {
    // BUG: Diagnostic contains: HttpClientPerCall
    // HttpClient.newHttpClient
    java.net.http.HttpClient.newHttpClient();
    // BUG: Diagnostic contains: HttpClientPerCall
    // HttpClient.newBuilder
    return java.net.http.HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
  }
}
