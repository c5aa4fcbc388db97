package dev.bottleneck.maven.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

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

  /**
   * The catalog's wording, with each slow call named as written: the receiver's static type
   * (nested types kept qualified), the created type, the RestClient step that sends.
   */
  @Test
  void messagesNameTheCallAsWritten() {
    List<Finding> findings =
        RuleScan.of(root, "WideTransactional")
            .add(
                "p/Calls.java",
                """
                package p;

                import java.io.File;
                import java.io.FileWriter;
                import java.nio.file.Files;
                import java.nio.file.Path;
                import org.springframework.transaction.annotation.Transactional;
                import org.springframework.transaction.support.TransactionTemplate;
                import org.springframework.web.client.RestClient;

                class Calls {
                  static class Logged extends FileWriter {
                    Logged(File file) throws Exception {
                      super(file);
                    }
                  }

                  RestClient client;
                  jakarta.ws.rs.client.Client jaxrs;
                  TransactionTemplate transactions;

                  @Transactional
                  public void declared(Path path, File file) throws Exception {
                    jaxrs.target("http://partner").request().get(String.class);
                    client.get().uri("/a").retrieve().body(String.class);
                    client.get().uri("/a").exchangeForRequiredValue((request, response) -> "");
                    new Logged(file);
                    Files.newByteChannel(path);
                  }

                  public void programmatic() {
                    transactions.executeWithoutResult(status -> audit());
                  }

                  private void audit() {
                    client.get().uri("/a").retrieve().toBodilessEntity();
                  }
                }
                """)
            .findings();

    assertThat(findings)
        .extracting(Finding::line, finding -> finding.message().replace(REMEDY, ""))
        .containsExactly(
            tuple(
                24,
                "Invocation.Builder.get (remote call) runs while the transaction of declared()"
                    + " holds its database connection"),
            tuple(
                25,
                "RestClient.ResponseSpec.body (remote call) runs while the transaction of"
                    + " declared() holds its database connection"),
            tuple(
                26,
                "RestClient.RequestHeadersSpec.exchangeForRequiredValue (remote call) runs while"
                    + " the transaction of declared() holds its database connection"),
            tuple(
                27,
                "new Calls.Logged (file I/O) runs while the transaction of declared() holds its"
                    + " database connection"),
            tuple(
                28,
                "Files.newByteChannel (file I/O) runs while the transaction of declared() holds"
                    + " its database connection"),
            tuple(
                32,
                "audit() -> RestClient.ResponseSpec.toBodilessEntity (remote call) runs while the"
                    + " transaction of the executeWithoutResult(...) callback holds its database"
                    + " connection"));
    assertThat(findings).allMatch(finding -> finding.message().endsWith(REMEDY));
  }

  /**
   * Like ArchUnit's rule, the plugin follows calls into other classes of the module up to eight
   * calls, the transactional method's and the slow one included: {@code near()} reaches its remote
   * call in eight, {@code far()} would need nine.
   */
  @Test
  void pathsIntoOtherClassesStopAfterEightCalls() {
    RuleScan scan =
        RuleScan.of(root, "WideTransactional")
            .add(
                "p/Tx.java",
                """
                package p;

                import org.springframework.transaction.annotation.Transactional;

                class Tx {
                  Near1 near;
                  Far1 far;

                  @Transactional
                  public void near() {
                    near.next();
                  }

                  @Transactional
                  public void far() {
                    far.next();
                  }
                }
                """);
    scan = chain(scan, "Near", 7);
    scan = chain(scan, "Far", 8);

    assertThat(scan.findings())
        .extracting(Finding::line, finding -> finding.message().replace(REMEDY, ""))
        .containsExactly(
            tuple(
                11,
                "Near1.next() -> Near2.next() -> Near3.next() -> Near4.next() -> Near5.next() ->"
                    + " Near6.next() -> Near7.next() -> RestTemplate.delete (remote call) runs"
                    + " while the transaction of near() holds its database connection"));
  }

  /** Classes {@code name1} to {@code nameN}, each calling the next; the last makes a remote call. */
  private static RuleScan chain(RuleScan scan, String name, int length) {
    for (int hop = 1; hop <= length; hop++) {
      String work =
          hop == length
              ? "org.springframework.web.client.RestTemplate rest;"
                  + " void next() { rest.delete(\"/x\"); }"
              : name + (hop + 1) + " hop; void next() { hop.next(); }";
      String type = name + hop;
      scan = scan.add("p/" + type + ".java", "package p; class " + type + " { " + work + " }");
    }
    return scan;
  }

  private static final String REMEDY =
      "; move it before the transaction or after commit (for example to a"
          + " @TransactionalEventListener(phase = AFTER_COMMIT)), or narrow the transaction to the"
          + " database work with TransactionTemplate";
}
