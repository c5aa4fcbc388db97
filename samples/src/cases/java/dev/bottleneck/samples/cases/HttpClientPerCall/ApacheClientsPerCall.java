package dev.bottleneck.samples.cases.HttpClientPerCall;

import org.apache.http.impl.client.HttpClientBuilder;
import org.apache.http.impl.client.HttpClients;

/** Apache HttpClient 4 (imported) and 5 (qualified), each factory and builder. */
class ApacheClientsPerCall {
  Object apache4() {
    // BUG: Diagnostic contains: HttpClientPerCall
    // HttpClients.createDefault
    HttpClients.createDefault();
    // BUG: Diagnostic contains: HttpClientPerCall
    // HttpClients.createSystem
    HttpClients.createSystem();
    // BUG: Diagnostic contains: HttpClientPerCall
    // HttpClientBuilder.create
    HttpClientBuilder.create().build();
    // BUG: Diagnostic contains: HttpClientPerCall
    // HttpClients.custom
    return HttpClients.custom().build();
  }

  Object apache5() {
    // BUG: Diagnostic contains: HttpClientPerCall
    // HttpClients.createDefault
    org.apache.hc.client5.http.impl.classic.HttpClients.createDefault();
    // BUG: Diagnostic contains: HttpClientPerCall
    // HttpClients.createSystem
    org.apache.hc.client5.http.impl.classic.HttpClients.createSystem();
    // BUG: Diagnostic contains: HttpClientPerCall
    // HttpClientBuilder.create
    org.apache.hc.client5.http.impl.classic.HttpClientBuilder.create().build();
    // BUG: Diagnostic contains: HttpClientPerCall
    // HttpClients.custom
    return org.apache.hc.client5.http.impl.classic.HttpClients.custom().disableCookieManagement().build();
  }
}
