package com.acme;

import java.net.http.HttpClient;
import java.util.concurrent.CompletableFuture;
import lombok.extern.slf4j.Slf4j;

/**
 * Three bottlenecks, one on the logger Lombok generates, and code that only Error Prone's own
 * checks report: DeadException, an error that would fail the build, and MissingOverride and
 * UnusedVariable warnings.
 */
@Slf4j
public class Orders {
  public CompletableFuture<String> load(String id) {
    log.debug("loading order " + id);
    HttpClient client = HttpClient.newHttpClient();
    return CompletableFuture.supplyAsync(() -> id.trim());
  }

  public void validate(String id) {
    if (id == null) {
      new IllegalArgumentException("id");
    }
  }

  public String toString() {
    return "Orders";
  }
}
