package com.acme.plugin;

import java.net.http.HttpClient;

/** No caller in the build: a client for every download. */
public class Downloads {
  public Object client(String url) {
    return HttpClient.newHttpClient();
  }
}
