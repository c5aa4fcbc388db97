package dev.bottleneck.samples.cases.HttpClientPerCall;

import org.apache.http.impl.client.CloseableHttpClient;
import org.apache.http.impl.client.HttpClients;

/**
 * A lazy singleton: its constructor builds the clients, and its one {@code new} is the one that its
 * synchronized {@code getInstance()} stores into the field it checks for null, so each client is
 * built once per process, also by a helper that only the constructor calls: silent. (Seen in Apache
 * DolphinScheduler's remote log handlers.) A helper that per-call code calls as well builds a
 * client on every such call.
 */
class LazySingletonClients {
  private static LazySingletonClients instance;

  private final CloseableHttpClient logs;
  private final CloseableHttpClient audit;
  private final CloseableHttpClient uploads;

  private LazySingletonClients() {
    logs = HttpClients.createDefault();
    audit = buildAuditClient();
    uploads = buildUploadClient();
  }

  static synchronized LazySingletonClients getInstance() {
    if (instance == null) {
      instance = new LazySingletonClients();
    }
    return instance;
  }

  private static CloseableHttpClient buildAuditClient() {
    return HttpClients.createDefault();
  }

  private static CloseableHttpClient buildUploadClient() {
    // BUG: Diagnostic contains: HttpClientPerCall
    return HttpClients.createDefault();
  }

  CloseableHttpClient freshUploadClient() {
    return buildUploadClient();
  }

  CloseableHttpClient logClient() {
    return logs;
  }

  CloseableHttpClient auditClient() {
    return audit;
  }

  CloseableHttpClient uploadClient() {
    return uploads;
  }
}
