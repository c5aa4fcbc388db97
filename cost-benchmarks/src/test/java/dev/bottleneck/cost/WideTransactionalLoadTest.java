package dev.bottleneck.cost;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class WideTransactionalLoadTest {

  @Test
  void smokeRunWritesOneRowPerFormAndRate(@TempDir Path dir) throws Exception {
    Path output = dir.resolve("results/WideTransactional-Load.json");

    WideTransactionalLoad.main(new String[] {output.toString(), "smoke"});

    JsonNode table = new ObjectMapper().readTree(output.toFile());
    assertThat(table.get("rule").asText()).isEqualTo("WideTransactional");
    assertThat(texts(table.get("columns")))
        .containsExactly("form", "arrival rate", "requests", "throughput", "median", "p99", "max");
    List<String> formsAndRates = new ArrayList<>();
    for (JsonNode row : table.get("rows")) {
      assertThat(row).hasSize(7);
      formsAndRates.add(row.get(0).asText() + " @ " + row.get(1).asText() + ": " + row.get(2));
    }
    assertThat(formsAndRates)
        .containsExactly(
            "remote call inside the transaction @ 100 req/s: \"20\"",
            "remote call before the transaction @ 100 req/s: \"20\"",
            "remote call inside the transaction @ 200 req/s: \"40\"",
            "remote call before the transaction @ 200 req/s: \"40\"",
            "remote call inside the transaction @ 400 req/s: \"80\"",
            "remote call before the transaction @ 400 req/s: \"80\"");
    assertThat(table.get("notes").asText()).contains("HikariCP pool of 10", "200 ms (smoke)");
  }

  private static List<String> texts(JsonNode array) {
    List<String> texts = new ArrayList<>();
    array.forEach(node -> texts.add(node.asText()));
    return texts;
  }
}
