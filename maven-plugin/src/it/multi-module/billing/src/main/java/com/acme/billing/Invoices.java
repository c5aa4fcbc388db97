package com.acme.billing;

import java.util.concurrent.CompletableFuture;

public class Invoices {
  public CompletableFuture<String> render(String id) {
    return CompletableFuture.supplyAsync(() -> "invoice " + id);
  }
}
