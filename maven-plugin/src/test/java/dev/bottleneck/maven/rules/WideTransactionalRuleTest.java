package dev.bottleneck.maven.rules;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.maven.finding.Finding;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class WideTransactionalRuleTest {
  @TempDir Path root;

  private static final String SLOW_WORK =
      """
      package p;

      import java.net.http.HttpClient;
      import java.net.http.HttpRequest;
      import java.net.http.HttpResponse;
      import java.nio.file.Files;
      import java.nio.file.Path;
      import java.util.List;
      import java.util.concurrent.CompletableFuture;
      import java.util.concurrent.CountDownLatch;
      import java.util.concurrent.TimeUnit;
      import org.springframework.cloud.stream.function.StreamBridge;
      import org.springframework.jms.core.JmsTemplate;
      import org.springframework.kafka.core.KafkaTemplate;
      import org.springframework.transaction.annotation.Transactional;
      import org.springframework.web.client.RestClient;
      import org.springframework.web.client.RestTemplate;
      import org.springframework.web.reactive.function.client.WebClient;

      class Orders {
        private RestTemplate rest;
        private RestClient restClient;
        private WebClient webClient;
        private HttpClient http;
        private okhttp3.OkHttpClient ok;
        private KafkaTemplate<String, String> kafka;
        private JmsTemplate jms;
        private org.springframework.amqp.rabbit.core.RabbitTemplate rabbit;
        private StreamBridge bridge;
        private PartnerClient partner;
        private Inventory inventory;

        @Transactional
        public void place(String id, HttpRequest request, CompletableFuture<String> pending,
            CountDownLatch latch, List<String> ids) throws Exception {
          // BUG: Diagnostic contains: WideTransactional
          rest.postForObject("http://partner", id, String.class);
          restClient.post()
              .uri("http://partner")
              .body(id)
              .retrieve()
              // BUG: Diagnostic contains: WideTransactional
              .toBodilessEntity();
          // BUG: Diagnostic contains: WideTransactional
          webClient.get().retrieve().bodyToMono(String.class).block();
          // BUG: Diagnostic contains: WideTransactional
          http.send(request, HttpResponse.BodyHandlers.ofString());
          // BUG: Diagnostic contains: WideTransactional
          ok.newCall(new okhttp3.Request.Builder().build()).execute();
          // BUG: Diagnostic contains: WideTransactional
          Thread.sleep(100);
          // BUG: Diagnostic contains: WideTransactional
          TimeUnit.SECONDS.sleep(1);
          // BUG: Diagnostic contains: WideTransactional
          pending.get();
          // BUG: Diagnostic contains: WideTransactional
          pending.join();
          // BUG: Diagnostic contains: WideTransactional
          latch.await();
          // BUG: Diagnostic contains: WideTransactional
          kafka.send("orders", id);
          // BUG: Diagnostic contains: WideTransactional
          jms.convertAndSend("orders", id);
          // BUG: Diagnostic contains: WideTransactional
          rabbit.convertAndSend("orders", id);
          // BUG: Diagnostic contains: WideTransactional
          bridge.send("orders", id);
          // BUG: Diagnostic contains: WideTransactional
          Files.readString(Path.of("/tmp/x"));
          // BUG: Diagnostic contains: WideTransactional
          new java.io.FileInputStream("/tmp/x").close();
          // BUG: Diagnostic contains: WideTransactional
          partner.notify(id);
          // BUG: Diagnostic contains: WideTransactional
          notifyPartner(id);
          // BUG: Diagnostic contains: WideTransactional
          ids.forEach(each -> rest.delete("http://partner/" + each));
          // BUG: Diagnostic contains: WideTransactional
          rest.delete("http://a"); rest.delete("http://b");
          inventory.reserve(id);
          http.sendAsync(request, HttpResponse.BodyHandlers.ofString());
        }

        private void notifyPartner(String id) {
          audit(id);
        }

        private void audit(String id) {
          rest.put("http://audit", id);
          notifyPartner(id);
        }
      }
      """;

  @Test
  void reportsThePathToIndirectSlowWork() {
    List<Finding> findings =
        RuleScan.of(root, "WideTransactional")
            .add("p/Orders.java", SLOW_WORK)
            .add(
                "p/PartnerClient.java",
                "package p; interface PartnerClient { void notify(String id); }")
            .add("p/Inventory.java", "package p; class Inventory { void reserve(String id) {} }")
            .findings();

    assertThat(findings)
        .filteredOn(finding -> finding.snippet().equals("notifyPartner(id);"))
        .singleElement()
        .satisfies(
            finding -> {
              assertThat(finding.message())
                  .startsWith(
                      "notifyPartner() -> audit() -> RestTemplate.put (remote call) runs while the"
                          + " transaction of place() holds its database connection; move it before"
                          + " the transaction or after commit");
              assertThat(finding.member())
                  .isEqualTo(
                      "p.Orders#place(String,HttpRequest,CompletableFuture,CountDownLatch,List)");
            });
    assertThat(findings).noneMatch(finding -> finding.snippet().equals("partner.notify(id);"));
  }
}
