package dev.bottleneck.cost;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class CommonPoolAsyncStarvationTest {

  @Test
  void smokeRunWritesTheBadAndTheGoodFormAndWhereTheBadOneRan(@TempDir Path dir) throws Exception {
    Path output = dir.resolve("results/CommonPoolAsync-Starvation.json");

    CommonPoolAsyncStarvation.main(new String[] {output.toString(), "smoke"});

    JsonNode table = new ObjectMapper().readTree(output.toFile());
    assertThat(table.get("rule").asText()).isEqualTo("CommonPoolAsync");
    assertThat(texts(table.get("columns")))
        .containsExactly(
            "Form",
            "Runs on",
            "Calls done in the window",
            "Call latency p50",
            "Call latency p99",
            "Calls not done 1 s after the window",
            "Unrelated task waited",
            "Peak extra threads");
    List<String> bad = texts(table.get("rows").get(0));
    List<String> good = texts(table.get("rows").get(1));
    assertThat(table.get("rows")).hasSize(2);
    assertThat(bad.subList(0, 2))
        .containsExactly("CompletableFuture.supplyAsync(() -> partner.call())", expectedPool());
    assertThat(good.subList(0, 2))
        .containsExactly(
            "CompletableFuture.supplyAsync(() -> partner.call(), partnerCalls)",
            "partnerCalls, 8 threads");
    for (List<String> row : List.of(bad, good)) {
      assertThat(row).hasSize(8);
      assertThat(row.get(2)).matches("\\d+ of 100");
      assertThat(row.get(3)).matches("\\d+(\\.\\d+)? m?s");
      assertThat(row.get(5)).matches("\\d+");
      assertThat(row.get(6)).matches("\\d+(\\.\\d+)? m?s|did not run within 2 s");
      assertThat(row.get(7)).matches("\\d+");
    }
    assertThat(table.get("notes").asText())
        .contains("every 5 ms (200/s) for 0.5 s", "common-pool parallelism");
  }

  /** JDK 24 and older use a thread per task when the common pool has one thread or none. */
  private static String expectedPool() {
    int parallelism = ForkJoinPool.getCommonPoolParallelism();
    if (Runtime.version().feature() < 25 && parallelism <= 1) {
      return "a new thread per task";
    }
    return "common pool, " + parallelism + (parallelism == 1 ? " thread" : " threads");
  }

  private static List<String> texts(JsonNode array) {
    List<String> texts = new ArrayList<>();
    array.forEach(node -> texts.add(node.asText()));
    return texts;
  }
}
