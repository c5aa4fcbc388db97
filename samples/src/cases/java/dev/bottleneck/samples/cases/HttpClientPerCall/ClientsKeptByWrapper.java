package dev.bottleneck.samples.cases.HttpClientPerCall;

import java.io.IOException;
import java.util.List;
import okhttp3.OkHttpClient;
import org.apache.http.client.methods.HttpGet;
import org.apache.http.impl.client.CloseableHttpClient;
import org.apache.http.impl.client.HttpClients;
import org.springframework.beans.factory.support.DefaultListableBeanFactory;

/**
 * A client handed, at its only use, to the construction of an object that is kept (a constructor
 * or a builder chain whose result goes into a field, or is registered as a singleton bean, which
 * Spring binds to a name only while none is bound) is kept by that object and shared by everyone
 * who reads it: lazy initialization, as if the client were stored itself. (Seen in Chat2DB, whose
 * settings save builds the shared OpenAI client around a new OkHttp client into a static field, and
 * in Apache HertzBeat, which registers its object-store service around a new OBS client as a
 * singleton bean.) A client also used in the method, handed to a call that only uses it, kept by
 * an object that is returned or replaced on every call, or on every turn of a loop, stays reported.
 */
class ClientsKeptByWrapper {
  private static PartnerApi shared;
  private final DefaultListableBeanFactory beans;
  private PartnerApi api;
  private String latest;

  ClientsKeptByWrapper(DefaultListableBeanFactory beans) {
    this.beans = beans;
  }

  void reconfigure(String host) {
    this.api = new PartnerApi(host, HttpClients.createDefault());
  }

  static void refresh(String host) {
    OkHttpClient client = new OkHttpClient.Builder().build();
    shared = PartnerApi.builder().host(host).okHttp(client).build();
  }

  void register(String host) {
    CloseableHttpClient client = HttpClients.createDefault();
    beans.destroySingleton("partnerApi");
    beans.registerSingleton("partnerApi", new PartnerApi(host, client));
  }

  void reconfigureAndPing(String host) throws IOException {
    // BUG: Diagnostic contains: HttpClientPerCall
    // HttpClients.createDefault()
    CloseableHttpClient client = HttpClients.createDefault();
    this.api = new PartnerApi(host, client);
    client.execute(new HttpGet(host)).close();
  }

  PartnerApi fresh(String host) {
    // BUG: Diagnostic contains: HttpClientPerCall
    // HttpClients.createDefault()
    return new PartnerApi(host, HttpClients.createDefault());
  }

  void download(String url) {
    // BUG: Diagnostic contains: HttpClientPerCall
    // HttpClients.createDefault()
    this.latest = fetch(HttpClients.createDefault(), url);
  }

  PartnerApi current(String host) {
    // BUG: Diagnostic contains: HttpClientPerCall
    // HttpClients.createDefault()
    this.api = new PartnerApi(host, HttpClients.createDefault());
    return api;
  }

  void pingEach(List<String> hosts) {
    for (String host : hosts) {
      // BUG: Diagnostic contains: HttpClientPerCall
      // HttpClients.createDefault()
      this.api = new PartnerApi(host, HttpClients.createDefault());
      api.ping();
    }
  }

  private static String fetch(CloseableHttpClient client, String url) {
    return client.toString() + url;
  }

  /** The application's own API object, which keeps the client it is given. */
  static final class PartnerApi {
    private final String host;
    private final Object client;

    PartnerApi(String host, Object client) {
      this.host = host;
      this.client = client;
    }

    static Builder builder() {
      return new Builder();
    }

    void ping() {
      client.toString();
    }

    /** Builds a {@link PartnerApi}. */
    static final class Builder {
      private String host;
      private OkHttpClient okHttp;

      Builder host(String host) {
        this.host = host;
        return this;
      }

      Builder okHttp(OkHttpClient okHttp) {
        this.okHttp = okHttp;
        return this;
      }

      PartnerApi build() {
        return new PartnerApi(host, okHttp);
      }
    }
  }
}
