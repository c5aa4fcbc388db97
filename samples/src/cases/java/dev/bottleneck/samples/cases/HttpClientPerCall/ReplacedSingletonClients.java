package dev.bottleneck.samples.cases.HttpClientPerCall;

import org.apache.http.impl.client.CloseableHttpClient;
import org.apache.http.impl.client.HttpClients;

/**
 * A {@code getInstance()} that stores a new instance on every call, with no null check of the
 * field, is no singleton: its constructor, and the client it builds, run on every call. So does a
 * class's own factory that per-call code calls. (The lazy singleton, {@link
 * LazySingletonClients}, builds its clients once.)
 */
class ReplacedSingletonClients {
  private static ReplacedSingletonClients instance;

  private final CloseableHttpClient client;

  private ReplacedSingletonClients() {
    // BUG: Diagnostic contains: HttpClientPerCall
    // HttpClients.createDefault()
    client = HttpClients.createDefault();
  }

  static synchronized ReplacedSingletonClients getInstance() {
    instance = new ReplacedSingletonClients();
    return instance;
  }

  CloseableHttpClient client() {
    return client;
  }
}

/** A class created only by its own static factory, which per-call code calls. */
class FactoryMadeClients {
  private final CloseableHttpClient client;

  private FactoryMadeClients() {
    // BUG: Diagnostic contains: HttpClientPerCall
    // HttpClients.createDefault()
    client = HttpClients.createDefault();
  }

  static FactoryMadeClients create() {
    return new FactoryMadeClients();
  }

  CloseableHttpClient client() {
    return client;
  }
}
