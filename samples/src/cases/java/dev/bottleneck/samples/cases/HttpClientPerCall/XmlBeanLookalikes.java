package dev.bottleneck.samples.cases.HttpClientPerCall;

import java.net.http.HttpClient;

/**
 * Lookalikes of XmlBeanClients that the module's Spring XML context (the cases' resources,
 * applicationContext.xml) does not make run once: a method of a singleton bean that the XML names
 * for nothing; the factory of a prototype-scoped bean, made whenever it is asked for; and the
 * factory of an abstract bean, a template never made itself.
 */
public class XmlBeanLookalikes {
  private String state = "new";

  public void start() {
    state = "started";
  }

  public HttpClient refresh() {
    // BUG: Diagnostic contains: HttpClientPerCall
    return HttpClient.newHttpClient();
  }

  public String state() {
    return state;
  }

  /** A prototype-scoped bean: its factory runs whenever the bean is asked for. */
  public static class PerRequest {
    public static HttpClient create() {
      // BUG: Diagnostic contains: HttpClientPerCall
      return HttpClient.newHttpClient();
    }
  }

  /** An abstract bean definition: a template for others, never made itself. */
  public static class Template {
    public static HttpClient create() {
      // BUG: Diagnostic contains: HttpClientPerCall
      return HttpClient.newHttpClient();
    }
  }
}
