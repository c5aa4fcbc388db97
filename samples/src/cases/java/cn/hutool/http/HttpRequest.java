// Not among the samples' dependencies: the checks know these SDK types by name, and this stub
// declares the members the cases call.
package cn.hutool.http;

public class HttpRequest {
  public static HttpRequest post(String url) {
    return null;
  }

  public HttpRequest body(String body) {
    return this;
  }

  public Object execute() {
    return null;
  }
}
