package dev.bottleneck.samples.cases.HttpClientPerCall;

import java.net.http.HttpClient;
import java.util.ArrayList;
import java.util.List;

/**
 * Clients made by methods that only the module's Spring XML context (the cases' resources,
 * applicationContext.xml) calls: the factory method of a singleton bean, and the init method of
 * another, run once. The Error Prone check, ArchUnit and SpotBugs read no Spring XML and see public
 * methods that nothing in the code calls. The lookalikes are in XmlBeanLookalikes.
 */
public class XmlBeanClients {
  public static HttpClient create() {
    // Error Prone alone: Diagnostic contains: HttpClientPerCall
    return HttpClient.newHttpClient();
  }

  /** A singleton bean whose init method connects, once. */
  public static class Catalog {
    private final List<HttpClient> clients = new ArrayList<>();

    public void connect() {
      // Error Prone alone: Diagnostic contains: HttpClientPerCall
      clients.add(HttpClient.newBuilder().build());
    }

    public void close() {
      clients.clear();
    }
  }
}
