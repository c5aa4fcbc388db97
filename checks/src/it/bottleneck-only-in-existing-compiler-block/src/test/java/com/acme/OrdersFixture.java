package com.acme;

import java.net.http.HttpClient;

/** Test code builds a client per call on purpose; the setup leaves the test sources out. */
public class OrdersFixture {
  public HttpClient client() {
    return HttpClient.newHttpClient();
  }
}
