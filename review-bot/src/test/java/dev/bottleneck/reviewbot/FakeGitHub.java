package dev.bottleneck.reviewbot;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The few GitHub REST endpoints reviewdog's github-pr-review and github-pr-annotations reporters
 * call for one pull request; every request is recorded, and anything else is a 404.
 */
final class FakeGitHub implements AutoCloseable {
  record Request(String method, String path, String accept, String body) {
    @Override
    public String toString() {
      return method + " " + path;
    }
  }

  private final HttpServer server;
  private final String repository;
  private final int pullRequest;
  private final String diff;
  private final List<Request> requests = new CopyOnWriteArrayList<>();

  FakeGitHub(String repository, int pullRequest, String diff) throws IOException {
    this.repository = repository;
    this.pullRequest = pullRequest;
    this.diff = diff;
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.createContext("/", this::handle);
    server.start();
  }

  /** For reviewdog's GITHUB_API: go-github wants the trailing slash. */
  String apiUrl() {
    return "http://127.0.0.1:" + server.getAddress().getPort() + "/";
  }

  List<Request> requests() {
    return List.copyOf(requests);
  }

  private void handle(HttpExchange exchange) throws IOException {
    String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
    String method = exchange.getRequestMethod();
    String path = exchange.getRequestURI().getPath();
    String accept = String.valueOf(exchange.getRequestHeaders().getFirst("Accept"));
    requests.add(new Request(method, path, accept, body));
    String repo = "/repos/" + repository;
    String pull = repo + "/pulls/" + pullRequest;
    if (method.equals("GET") && path.equals(pull) && accept.contains("diff")) {
      respond(exchange, 200, "text/plain", diff);
    } else if (method.equals("GET") && path.equals(pull + "/comments")) {
      respond(exchange, 200, "application/json", "[]");
    } else if (method.equals("GET") && path.equals(repo)) {
      respond(
          exchange,
          200,
          "application/json",
          "{\"full_name\":\""
              + repository
              + "\",\"html_url\":\"https://github.com/"
              + repository
              + "\"}");
    } else if (method.equals("POST") && path.equals(pull + "/reviews")) {
      respond(exchange, 200, "application/json", "{\"id\":1}");
    } else if (method.equals("POST") && path.equals(pull + "/comments")) {
      respond(exchange, 201, "application/json", "{\"id\":2}");
    } else {
      respond(exchange, 404, "application/json", "{\"message\":\"Not Found\"}");
    }
  }

  private static void respond(HttpExchange exchange, int status, String type, String body)
      throws IOException {
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    exchange.getResponseHeaders().set("Content-Type", type);
    exchange.sendResponseHeaders(status, bytes.length);
    try (var out = exchange.getResponseBody()) {
      out.write(bytes);
    }
  }

  @Override
  public void close() {
    server.stop(0);
  }
}
