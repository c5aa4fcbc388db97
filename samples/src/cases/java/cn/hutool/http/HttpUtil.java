// Not among the samples' dependencies: the checks know these SDK types by name, and this stub
// declares the members the cases call.
package cn.hutool.http;

public class HttpUtil {
  public static String post(String url, String body) {
    return null;
  }

  public static HttpRequest createGet(String url) {
    return null;
  }
}
