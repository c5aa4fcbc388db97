package com.acme.plugin;

import com.acme.api.ClientFactory;
import java.net.http.HttpClient;

/** Called only by the api module's start-up code: one client per process. */
public class HttpClientFactory implements ClientFactory {
  @Override
  public Object create() {
    return HttpClient.newHttpClient();
  }
}
