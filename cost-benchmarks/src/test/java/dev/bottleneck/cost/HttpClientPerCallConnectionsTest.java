package dev.bottleneck.cost;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.cost.HttpClientPerCallConnections.Load;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class HttpClientPerCallConnectionsTest {

  /**
   * One after another, every per-call client opens a connection per request, except {@code new
   * RestTemplate()}: its connections live in the JDK's keep-alive cache, shared by the whole JVM.
   */
  @Test
  void perCallClientsOpenOneConnectionPerSequentialRequestExceptRestTemplate() throws Exception {
    Map<String, Integer> opened = new LinkedHashMap<>();
    for (String name : HttpClientPerCallConnections.METHODS) {
      Method method = HttpClientPerCallBenchmark.class.getMethod(name);
      opened.put(name, HttpClientPerCallConnections.connectionsOpened(method, new Load(1, 4)));
    }
    Map<String, Integer> expected = new LinkedHashMap<>();
    expected.put("jdkPerCall", 4);
    expected.put("jdkShared", 1);
    expected.put("apachePerCall", 4);
    expected.put("apacheShared", 1);
    expected.put("okHttpPerCall", 4);
    expected.put("okHttpShared", 1);
    expected.put("restTemplatePerCall", 1);
    expected.put("restTemplateShared", 1);
    expected.put("restTemplateSharedPooled", 1);
    expected.put("restClientPerCall", 4);
    expected.put("restClientShared", 1);
    assertThat(opened).containsExactlyEntriesOf(expected);
  }

  @Test
  void tableListsEveryBenchmarkMethod() {
    assertThat(HttpClientPerCallConnections.METHODS)
        .containsExactlyInAnyOrderElementsOf(
            Arrays.stream(HttpClientPerCallBenchmark.class.getDeclaredMethods())
                .filter(method -> method.isAnnotationPresent(Form.class))
                .map(Method::getName)
                .toList());
  }

  @Test
  void smokeRunWritesTheTable(@TempDir Path dir) throws Exception {
    Path out = dir.resolve("HttpClientPerCall-Connections.json");
    HttpClientPerCallConnections.main(new String[] {out.toString(), "smoke"});
    String json = Files.readString(out);
    assertThat(json)
        .startsWith("{\n  \"rule\" : \"HttpClientPerCall\",")
        .contains(
            "[ \"JDK HttpClient\", \"HttpClient.newHttpClient().send(request, ofString())\","
                + " \"20 sequential\", \"20\" ]")
        .contains(
            "[ \"Spring RestTemplate\", \"new RestTemplate().getForObject(url, String.class)\","
                + " \"20 sequential\", \"1\" ]");
  }
}
