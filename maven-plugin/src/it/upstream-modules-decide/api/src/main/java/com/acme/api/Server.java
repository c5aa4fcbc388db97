package com.acme.api;

import java.util.ServiceLoader;

public class Server {
  static Object client;

  public static void main(String[] args) {
    for (ClientFactory factory : ServiceLoader.load(ClientFactory.class)) {
      client = factory.create();
    }
  }
}
