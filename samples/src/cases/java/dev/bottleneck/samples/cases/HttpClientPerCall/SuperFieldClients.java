package dev.bottleneck.samples.cases.HttpClientPerCall;

import org.apache.http.impl.client.CloseableHttpClient;
import org.apache.http.impl.client.HttpClients;

/**
 * A client stored into an inherited field through {@code super.} is stored into a field, as through
 * {@code this.}: lazy initialization, silent. (Seen in a real application: nine storage services
 * build their client in {@code init()} into the base class's field.)
 */
class SuperFieldClients {
  /** The base class that keeps the client. */
  abstract static class StorageService {
    protected CloseableHttpClient client;

    abstract void init();
  }

  /** A storage service that builds its client once, when it is set up. */
  static final class BucketService extends StorageService {
    @Override
    void init() {
      super.client = HttpClients.custom().build();
    }
  }
}
