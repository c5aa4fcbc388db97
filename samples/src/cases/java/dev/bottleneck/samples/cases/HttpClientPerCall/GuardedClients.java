package dev.bottleneck.samples.cases.HttpClientPerCall;

import java.util.HashMap;
import java.util.Map;
import org.apache.http.impl.client.CloseableHttpClient;
import org.apache.http.impl.client.HttpClients;

/**
 * A client built behind a check that the same block (or method) closes for later calls runs once
 * per object, per key or per new value, as lazy initialization does: silent. Checks that later
 * calls pass again are reported, unless the client's keeper goes into a field, which is lazy
 * initialization whatever the check (ClientsKeptByWrapper). Seen in real applications.
 */
class GuardedClients {
  private volatile Connector connector;
  private Connector fallback;
  private boolean registered;
  private boolean stale;
  private String user = "";
  private final Map<String, Connector> byName = new HashMap<>();

  /** What keeps a client, built from it. */
  record Connector(CloseableHttpClient http) {}

  Connector doubleChecked() {
    if (connector == null) {
      synchronized (this) {
        if (connector == null) {
          CloseableHttpClient http = HttpClients.custom().build();
          connector = new Connector(http);
        }
      }
    }
    return connector;
  }

  void registerOnce() {
    if (!registered) {
      byName.put("default", new Connector(HttpClients.createDefault()));
      registered = true;
    }
  }

  void earlyReturn() {
    if (connector != null) {
      return;
    }
    connector = new Connector(HttpClients.createDefault());
  }

  void lastValue(String name) {
    if (name != null && !this.user.equals(name)) {
      byName.put(name, new Connector(HttpClients.createDefault()));
      this.user = name;
    }
  }

  Connector oncePerKey(String name) {
    if (!byName.containsKey(name)) {
      byName.put(name, new Connector(HttpClients.createDefault()));
    }
    return byName.get(name);
  }

  Connector checkedButNotAssigned() {
    if (fallback == null) {
      // BUG: Diagnostic contains: HttpClientPerCall
      return new Connector(HttpClients.createDefault());
    }
    return fallback;
  }

  void assignedOutsideTheCheck() {
    if (connector != null) {
      connector = null;
    }
    // Kept by the connector in the field whatever the check: lazy initialization.
    connector = new Connector(HttpClients.createDefault());
  }

  Connector localChecked(String name) {
    Connector found = byName.get(name);
    if (found == null) {
      // BUG: Diagnostic contains: HttpClientPerCall
      found = new Connector(HttpClients.createDefault());
    }
    return found;
  }

  Connector parameterChecked(Connector given) {
    if (given == null) {
      // BUG: Diagnostic contains: HttpClientPerCall
      given = new Connector(HttpClients.createDefault());
    }
    return given;
  }

  void otherKeyStored(String name) {
    if (!byName.containsKey(name)) {
      // BUG: Diagnostic contains: HttpClientPerCall
      byName.put(name.trim(), new Connector(HttpClients.createDefault()));
    }
  }

  void reopenedByAnotherCondition() {
    if (connector == null || stale) {
      // Kept by the connector in the field whatever the check: lazy initialization.
      connector = new Connector(HttpClients.createDefault());
    }
  }

  void flagNeverSet() {
    if (!registered) {
      // BUG: Diagnostic contains: HttpClientPerCall
      byName.put("default", new Connector(HttpClients.createDefault()));
    }
  }

  void earlyReturnNeverClosed() {
    if (fallback != null) {
      return;
    }
    // BUG: Diagnostic contains: HttpClientPerCall
    byName.put("fallback", new Connector(HttpClients.createDefault()));
  }
}
