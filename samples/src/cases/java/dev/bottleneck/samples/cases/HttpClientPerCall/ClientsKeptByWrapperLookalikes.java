package dev.bottleneck.samples.cases.HttpClientPerCall;

import org.apache.http.impl.client.CloseableHttpClient;
import org.apache.http.impl.client.HttpClients;

/**
 * Lookalikes of a client kept by the object it is handed to (ClientsKeptByWrapper), each built on
 * every call and reported. A local whose name is used once, but outside its own block, where the
 * name is a field: the field is handed on, not the client (and a source engine that followed the
 * name would follow the other block's local back to this one without end). A client opened as the
 * resource of a {@code try} is closed when the statement ends, whichever object holds it.
 */
class ClientsKeptByWrapperLookalikes {
  private Object x;
  private Object y;
  private Holder held;

  void sameNamesInOtherBlocks() {
    {
      // BUG: Diagnostic contains: HttpClientPerCall
      Holder x = new Holder(y, HttpClients.createDefault());
    }
    {
      Holder y = new Holder(x, null);
    }
  }

  void closedWhileKept() throws Exception {
    // BUG: Diagnostic contains: HttpClientPerCall
    try (CloseableHttpClient client = HttpClients.createDefault()) {
      this.held = new Holder(null, client);
    }
  }

  /** The application's own object, which keeps what it is given. */
  static final class Holder {
    private final Object first;
    private final Object second;

    Holder(Object first, Object second) {
      this.first = first;
      this.second = second;
    }
  }
}
