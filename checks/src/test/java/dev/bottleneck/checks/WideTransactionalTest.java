package dev.bottleneck.checks;

import com.google.errorprone.CompilationTestHelper;
import org.junit.jupiter.api.Test;

final class WideTransactionalTest {
  private final CompilationTestHelper helper =
      CompilationTestHelper.newInstance(WideTransactional.class, getClass());

  @Test
  void identification() {
    helper
        .addSourceLines(
            "Remote.java",
            """
            import java.net.URI;
            import java.net.http.HttpClient;
            import java.net.http.HttpRequest;
            import java.net.http.HttpResponse;
            import okhttp3.OkHttpClient;
            import okhttp3.Request;
            import org.springframework.transaction.annotation.Transactional;
            import org.springframework.web.client.RestClient;
            import org.springframework.web.client.RestOperations;
            import org.springframework.web.client.RestTemplate;
            import org.springframework.web.reactive.function.client.WebClient;

            class Remote {
              RestTemplate rest;
              RestOperations operations;
              RestClient restClient;
              WebClient webClient;
              HttpClient jdk;
              org.apache.http.impl.client.CloseableHttpClient apache4;
              org.apache.hc.client5.http.impl.classic.CloseableHttpClient apache5;
              OkHttpClient okhttp;
              org.apache.cxf.jaxrs.client.WebClient cxf;
              jakarta.ws.rs.client.Client jaxrs;
              javax.ws.rs.client.Client legacyJaxrs;

              @Transactional
              void calls(HttpRequest request) throws Exception {
                // BUG: Diagnostic contains: RestTemplate.postForObject (remote call) runs while the transaction of calls() holds its database connection
                rest.postForObject("/orders", "order", String.class);
                // BUG: Diagnostic contains: RestOperations.getForObject
                operations.getForObject("/orders/1", String.class);
                // BUG: Diagnostic contains: RestClient.ResponseSpec.body
                restClient.get().uri("/orders").retrieve().body(String.class);
                String chained =
                    restClient
                        .post()
                        .uri("/orders")
                        .body("order")
                        .retrieve()
                        // BUG: Diagnostic contains: RestClient.ResponseSpec.toBodilessEntity
                        .toBodilessEntity()
                        .toString();
                // BUG: Diagnostic contains: RestClient.RequestHeadersSpec.exchange
                restClient.get().uri("/orders").exchange((req, res) -> res.getStatusCode());
                // BUG: Diagnostic contains: Mono.block
                webClient.get().uri("/orders").retrieve().bodyToMono(String.class).block();
                // BUG: Diagnostic contains: Flux.blockLast
                webClient.get().uri("/orders").retrieve().bodyToFlux(String.class).blockLast();
                // BUG: Diagnostic contains: Flux.blockFirst
                webClient.get().uri("/orders").retrieve().bodyToFlux(String.class).blockFirst();
                // BUG: Diagnostic contains: Mono.blockOptional
                webClient.get().uri("/orders").retrieve().bodyToMono(String.class).blockOptional();
                // BUG: Diagnostic contains: exchangeForRequiredValue
                restClient.get().uri("/orders").exchangeForRequiredValue((req, res) -> "ok");
                // BUG: Diagnostic contains: RestClient.ResponseSpec.toEntity
                restClient.get().uri("/orders").retrieve().toEntity(String.class);
                // BUG: Diagnostic contains: HttpClient.send
                jdk.send(request, HttpResponse.BodyHandlers.ofString());
                // BUG: Diagnostic contains: CompletableFuture.join (blocking wait)
                jdk.sendAsync(request, HttpResponse.BodyHandlers.ofString()).join();
                // BUG: Diagnostic contains: WideTransactional
                apache4.execute(new org.apache.http.client.methods.HttpGet("/orders"));
                // BUG: Diagnostic contains: WideTransactional
                apache5.execute(new org.apache.hc.client5.http.classic.methods.HttpGet("/o"), r -> r);
                // BUG: Diagnostic contains: executeOpen
                apache5.executeOpen(null, new org.apache.hc.client5.http.classic.methods.HttpGet("/o"), null);
                // BUG: Diagnostic contains: Call.execute
                okhttp.newCall(new Request.Builder().url("http://partner/orders").build()).execute();
                // BUG: Diagnostic contains: WebClient.post
                cxf.post("order");
                // BUG: Diagnostic contains: Invocation.invoke
                jaxrs.target("http://partner").request().buildGet().invoke();
                // BUG: Diagnostic contains: WebClient.get
                cxf.get();
                // BUG: Diagnostic contains: Invocation.Builder.get
                jaxrs.target("http://partner").request().get(String.class);
                // BUG: Diagnostic contains: Invocation.Builder.post
                legacyJaxrs.target("http://partner").request().post(null);
                // Reactive and asynchronous calls that nothing waits for do not hold the connection.
                webClient.get().uri("/orders").retrieve().bodyToMono(String.class);
                jdk.sendAsync(request, HttpResponse.BodyHandlers.ofString());
                restClient.get().uri("/orders").retrieve();
              }
            }
            """)
        .addSourceLines(
            "PartnerClient.java",
            """
            import org.springframework.cloud.openfeign.FeignClient;
            import org.springframework.web.bind.annotation.PostMapping;

            @FeignClient(name = "partner")
            interface PartnerClient {
              @PostMapping("/reservations")
              String reserve(String sku);

              default String reserveAll(String sku) {
                return sku;
              }
            }
            """)
        .addSourceLines(
            "PartnerApi.java",
            """
            interface PartnerApi {
              String cancel(String sku);
            }
            """)
        .addSourceLines(
            "InheritingClient.java",
            """
            import org.springframework.cloud.openfeign.FeignClient;

            @FeignClient(name = "inheriting")
            interface InheritingClient extends PartnerApi {}
            """)
        .addSourceLines(
            "StockClient.java",
            """
            import org.springframework.web.service.annotation.GetExchange;
            import org.springframework.web.service.annotation.HttpExchange;

            interface StockClient {
              @GetExchange("/stock/{sku}")
              int stock(String sku);

              int localOnly(String sku);
            }
            """)
        .addSourceLines(
            "PlainFeign.java",
            """
            import feign.Param;
            import feign.RequestLine;

            interface PlainFeign {
              @RequestLine("GET /stock/{sku}")
              int stock(@Param("sku") String sku);
            }
            """)
        .addSourceLines(
            "PriceClient.java",
            """
            import org.springframework.web.service.annotation.HttpExchange;

            @HttpExchange("/prices")
            interface PriceClient {
              int price(String sku);
            }
            """)
        .addSourceLines(
            "Declarative.java",
            """
            import org.springframework.transaction.annotation.Transactional;

            class Declarative {
              PartnerClient partner;
              InheritingClient inheriting;
              PartnerApi api;
              StockClient stock;
              PriceClient prices;
              PlainFeign plain;

              @Transactional
              void calls() {
                // BUG: Diagnostic contains: PlainFeign.stock
                plain.stock("sku");
                // BUG: Diagnostic contains: PartnerClient.reserve (remote call)
                partner.reserve("sku");
                // BUG: Diagnostic contains: InheritingClient.cancel
                inheriting.cancel("sku");
                // BUG: Diagnostic contains: StockClient.stock
                stock.stock("sku");
                // BUG: Diagnostic contains: PriceClient.price
                prices.price("sku");
                // Default methods run locally; an unannotated interface is not a client.
                partner.reserveAll("sku");
                api.cancel("sku");
                stock.localOnly("sku");
                partner.toString();
              }
            }
            """)
        .addSourceLines(
            "Waits.java",
            """
            import java.nio.file.Files;
            import java.nio.file.Path;
            import java.util.concurrent.CompletableFuture;
            import java.util.concurrent.CountDownLatch;
            import java.util.concurrent.Future;
            import java.util.concurrent.TimeUnit;
            import org.springframework.amqp.rabbit.core.RabbitTemplate;
            import org.springframework.cloud.stream.function.StreamBridge;
            import org.springframework.jms.core.JmsTemplate;
            import org.springframework.kafka.core.KafkaTemplate;
            import org.springframework.transaction.annotation.Transactional;

            @Transactional
            public class Waits {
              KafkaTemplate<String, String> kafka;
              JmsTemplate jms;
              RabbitTemplate rabbit;
              StreamBridge bridge;

              public void sleepsAndWaits(Future<String> future, CompletableFuture<String> cf,
                  CountDownLatch latch) throws Exception {
                // BUG: Diagnostic contains: Thread.sleep (sleep)
                Thread.sleep(100);
                // BUG: Diagnostic contains: TimeUnit.sleep
                TimeUnit.SECONDS.sleep(1);
                // BUG: Diagnostic contains: Future.get (blocking wait)
                future.get();
                // BUG: Diagnostic contains: CompletableFuture.get
                cf.get(1, TimeUnit.SECONDS);
                // BUG: Diagnostic contains: CompletableFuture.join
                cf.join();
                // BUG: Diagnostic contains: CountDownLatch.await
                latch.await();
                cf.getNow("now");
                latch.countDown();
              }

              public void messages() throws Exception {
                // BUG: Diagnostic contains: KafkaTemplate.send (message send)
                kafka.send("orders", "order");
                // One finding per line: the send is named, not the wait on its result.
                // BUG: Diagnostic contains: KafkaTemplate.send
                kafka.send("orders", "order").get();
                // BUG: Diagnostic contains: JmsTemplate.convertAndSend
                jms.convertAndSend("orders", "order");
                // BUG: Diagnostic contains: RabbitTemplate.convertAndSend
                rabbit.convertAndSend("orders", "order");
                // BUG: Diagnostic contains: StreamBridge.send
                bridge.send("orders-out", "order");
                // BUG: Diagnostic contains: JmsTemplate.send
                jms.send("orders", session -> session.createTextMessage("order"));
                // BUG: Diagnostic contains: RabbitTemplate.send
                rabbit.send("orders", new org.springframework.amqp.core.Message(new byte[0]));
                // BUG: Diagnostic contains: KafkaTemplate.sendDefault
                kafka.sendDefault("order");
              }

              public void files(Path path) throws Exception {
                // BUG: Diagnostic contains: Files.readString (file I/O)
                Files.readString(path);
                // BUG: Diagnostic contains: Files.write
                Files.write(path, new byte[0]);
                // BUG: Diagnostic contains: new FileInputStream
                try (var in = new java.io.FileInputStream("a.txt")) {}
                // BUG: Diagnostic contains: new FileOutputStream
                try (var out = new java.io.FileOutputStream("a.txt")) {}
                // BUG: Diagnostic contains: new FileReader
                try (var reader = new java.io.FileReader("a.txt")) {}
                // BUG: Diagnostic contains: new FileWriter
                try (var writer = new java.io.FileWriter("a.txt")) {}
                // BUG: Diagnostic contains: new RandomAccessFile
                try (var file = new java.io.RandomAccessFile("a.txt", "r")) {}
                // BUG: Diagnostic contains: Files.newBufferedReader
                try (var reader = Files.newBufferedReader(path)) {}
                // BUG: Diagnostic contains: FileChannel.open
                try (var channel = java.nio.channels.FileChannel.open(path)) {}
                // BUG: Diagnostic contains: Files.copy
                Files.copy(path, path.resolveSibling("copy"));
                Files.exists(path);
                path.resolve("child");
              }

              // Lookalikes: same names on classes that do no slow work.
              public void lookalikes(Local local) {
                local.send("orders", "order");
                local.get();
                local.sleep(1);
                local.execute();
              }

              static final class Local {
                void send(String topic, String value) {}
                String get() { return ""; }
                void sleep(long millis) {}
                void execute() {}
              }
            }
            """)
        .addSourceLines(
            "Boundaries.java",
            """
            import org.springframework.transaction.annotation.Propagation;
            import org.springframework.transaction.annotation.Transactional;
            import org.springframework.transaction.event.TransactionPhase;
            import org.springframework.transaction.event.TransactionalEventListener;
            import org.springframework.web.client.RestTemplate;

            @Transactional
            public class Boundaries {
              RestTemplate rest;

              public void classLevel() {
                // BUG: Diagnostic contains: WideTransactional
                rest.getForObject("/a", String.class);
              }

              void packagePrivate() {
                rest.getForObject("/a", String.class);
              }

              protected void notPublic() {
                rest.getForObject("/a", String.class);
              }

              public static void notProxied(RestTemplate rest) {
                rest.getForObject("/a", String.class);
              }

              @Transactional(propagation = Propagation.NOT_SUPPORTED)
              public void notSupported() {
                rest.getForObject("/a", String.class);
              }

              @Transactional(propagation = Propagation.NEVER)
              public void never() {
                rest.getForObject("/a", String.class);
              }

              @Transactional(propagation = Propagation.SUPPORTS)
              public void supports() {
                rest.getForObject("/a", String.class);
              }

              @Transactional(propagation = Propagation.REQUIRES_NEW, readOnly = true)
              public void requiresNew() {
                // BUG: Diagnostic contains: WideTransactional
                rest.getForObject("/a", String.class);
              }

              @Transactional
              void methodLevelOnPackagePrivate() {
                // BUG: Diagnostic contains: WideTransactional
                rest.getForObject("/a", String.class);
              }

              @TransactionalEventListener
              public void afterCommit(String event) {
                rest.getForObject("/a", String.class);
              }

              @TransactionalEventListener(phase = TransactionPhase.AFTER_ROLLBACK)
              public void afterRollback(String event) {
                rest.getForObject("/a", String.class);
              }

              @TransactionalEventListener(phase = TransactionPhase.BEFORE_COMMIT)
              public void beforeCommit(String event) {
                // BUG: Diagnostic contains: transaction of beforeCommit()
                rest.getForObject("/a", String.class);
              }

              @SuppressWarnings("WideTransactional")
              public void suppressed() {
                rest.getForObject("/a", String.class);
              }
            }
            """)
        .addSourceLines(
            "Jta.java",
            """
            import jakarta.transaction.Transactional;
            import jakarta.transaction.Transactional.TxType;
            import org.springframework.web.client.RestTemplate;

            class Jta {
              RestTemplate rest;

              @Transactional
              public void required() {
                // BUG: Diagnostic contains: WideTransactional
                rest.getForObject("/a", String.class);
              }

              @Transactional(TxType.MANDATORY)
              public void mandatory() {
                // BUG: Diagnostic contains: WideTransactional
                rest.getForObject("/a", String.class);
              }

              @Transactional(TxType.NOT_SUPPORTED)
              public void notSupported() {
                rest.getForObject("/a", String.class);
              }

              @Transactional(value = TxType.NEVER)
              public void never() {
                rest.getForObject("/a", String.class);
              }

              @Transactional(TxType.SUPPORTS)
              public void supports() {
                rest.getForObject("/a", String.class);
              }

              @javax.transaction.Transactional
              public void legacy() {
                // BUG: Diagnostic contains: WideTransactional
                rest.getForObject("/a", String.class);
              }

              @javax.transaction.Transactional(javax.transaction.Transactional.TxType.SUPPORTS)
              public void legacySupports() {
                rest.getForObject("/a", String.class);
              }

              public void notAnnotated() {
                rest.getForObject("/a", String.class);
              }

              @Transactional
              private void privateIsNotProxied() {
                rest.getForObject("/a", String.class);
              }
            }
            """)
        .addSourceLines(
            "ReadOnlyService.java",
            """
            import java.lang.annotation.Retention;
            import java.lang.annotation.RetentionPolicy;
            import org.springframework.transaction.annotation.Propagation;
            import org.springframework.transaction.annotation.Transactional;
            import org.springframework.web.client.RestTemplate;

            @Retention(RetentionPolicy.RUNTIME)
            @Transactional(readOnly = true)
            @interface ReadOnlyService {}

            @Transactional(propagation = Propagation.SUPPORTS)
            class SupportsBase {}

            @ReadOnlyService
            class Composed {
              RestTemplate rest;

              public void composed() {
                // BUG: Diagnostic contains: WideTransactional
                rest.getForObject("/a", String.class);
              }
            }

            class Inherits extends Composed {
              public void inherited() {
                // BUG: Diagnostic contains: WideTransactional
                rest.getForObject("/a", String.class);
              }
            }

            class InheritsSupports extends SupportsBase {
              RestTemplate rest;

              public void inherited() {
                rest.getForObject("/a", String.class);
              }
            }
            """)
        .addSourceLines(
            "Orders.java",
            """
            import java.util.List;
            import java.util.concurrent.CompletableFuture;
            import java.util.concurrent.ExecutorService;
            import org.springframework.transaction.annotation.Transactional;
            import org.springframework.transaction.support.TransactionSynchronization;
            import org.springframework.transaction.support.TransactionSynchronizationManager;
            import org.springframework.transaction.support.TransactionTemplate;
            import org.springframework.web.client.RestTemplate;

            class Orders {
              RestTemplate rest;
              ExecutorService executor;
              TransactionTemplate transactions;
              Orders other;

              @Transactional
              public void place(List<String> skus) {
                // BUG: Diagnostic contains: notifyPartner() -> RestTemplate.postForObject (remote call)
                notifyPartner();
                // BUG: Diagnostic contains: audit() -> archive() -> notifyPartner() -> RestTemplate.postForObject
                this.audit();
                // BUG: Diagnostic contains: notifyStatic() -> RestTemplate
                notifyStatic(rest);
                // Inline lambdas and method references are the transaction's work.
                // BUG: Diagnostic contains: RestTemplate.delete
                skus.forEach(sku -> rest.delete("/reservations/{sku}", sku));
                // BUG: Diagnostic contains: notifyPartner
                skus.stream().map(sku -> sku).forEach(sku -> notifyPartner());
                // BUG: Diagnostic contains: RestTemplate.delete
                skus.forEach(rest::delete);
                // BUG: Diagnostic contains: ping() -> RestTemplate
                skus.forEach(this::ping);
                // BUG: Diagnostic contains: RestTemplate.getForObject
                transactions.executeWithoutResult(status -> rest.getForObject("/a", String.class));
                // Cycles end, and methods without slow work are silent.
                cycleA();
                local();
                // Deferred work: executors, futures, threads, synchronizations, stored functions.
                executor.submit(() -> rest.getForObject("/a", String.class));
                executor.execute(this::notifyPartner);
                CompletableFuture.runAsync(() -> notifyPartner(), executor);
                new Thread(() -> notifyPartner()).start();
                executor.execute(new java.util.concurrent.FutureTask<>(() -> notifyPartner(), null));
                Runnable later = () -> notifyPartner();
                TransactionSynchronizationManager.registerSynchronization(
                    new TransactionSynchronization() {
                      @Override
                      public void afterCommit() {
                        notifyPartner();
                      }
                    });
                transactions.executeWithoutResult(
                    status ->
                        TransactionSynchronizationManager.registerSynchronization(
                            new TransactionSynchronization() {
                              @Override
                              public void afterCompletion(int status) {
                                rest.delete("/a");
                              }
                            }));
                // Another instance goes through its own proxy.
                other.notifyPartner();
              }

              private void notifyPartner() {
                rest.postForObject("/partner", "order", String.class);
              }

              private void audit() {
                local();
                archive();
              }

              private void archive() {
                notifyPartner();
                audit();
              }

              private static void notifyStatic(RestTemplate rest) {
                rest.getForObject("/a", String.class);
              }

              private void ping(String sku) {
                rest.getForObject("/ping/{sku}", String.class, sku);
              }

              private void cycleA() {
                cycleB();
              }

              private void cycleB() {
                cycleA();
              }

              private void local() {}

              @SuppressWarnings("WideTransactional")
              private void knownSlow() {
                rest.delete("/a");
              }

              @Transactional
              public void callsSuppressed() {
                knownSlow();
              }

              @Transactional
              public void twoOnOneLine() {
                // BUG: Diagnostic contains: RestTemplate.delete
                rest.delete("/a"); notifyPartner();
              }

              @Transactional
              public void anonymousInline() {
                transactions.execute(
                    new org.springframework.transaction.support.TransactionCallback<String>() {
                      @Override
                      public String doInTransaction(
                          org.springframework.transaction.TransactionStatus status) {
                        // BUG: Diagnostic contains: notifyPartner() -> RestTemplate
                        Orders.this.notifyPartner();
                        // BUG: Diagnostic contains: RestTemplate.getForObject
                        return rest.getForObject("/a", String.class);
                      }
                    });
              }
            }
            """)
        .addSourceLines(
            "Programmatic.java",
            """
            import org.springframework.transaction.support.TransactionCallbackWithoutResult;
            import org.springframework.transaction.TransactionStatus;
            import org.springframework.transaction.support.TransactionTemplate;
            import org.springframework.web.client.RestTemplate;

            class Programmatic {
              RestTemplate rest;
              TransactionTemplate transactions;

              void narrow() {
                rest.getForObject("/before", String.class);
                transactions.executeWithoutResult(status -> save());
                rest.getForObject("/after", String.class);
              }

              void wide() {
                transactions.executeWithoutResult(
                    status -> {
                      save();
                      // BUG: Diagnostic contains: transaction of the executeWithoutResult(...) callback
                      rest.getForObject("/inside", String.class);
                    });
                String result =
                    transactions.execute(
                        status -> {
                          // BUG: Diagnostic contains: call() -> RestTemplate.getForObject
                          String body = call();
                          // Nested callbacks are checked once, as part of the outer one.
                          transactions.executeWithoutResult(
                              inner -> {
                                // BUG: Diagnostic contains: RestTemplate.delete
                                rest.delete("/nested");
                              });
                          return body;
                        });
                transactions.execute(
                    new TransactionCallbackWithoutResult() {
                      @Override
                      protected void doInTransactionWithoutResult(TransactionStatus status) {
                        // BUG: Diagnostic contains: RestTemplate.put
                        rest.put("/a", "b");
                      }
                    });
                // BUG: Diagnostic contains: call() -> RestTemplate.getForObject
                transactions.execute(status -> call());
              }

              private String call() {
                return rest.getForObject("/a", String.class);
              }

              private void save() {}
            }
            """)
        .doTest();
  }

  /**
   * The catalog's wording, with each slow call named as written; the Maven plugin's
   * WideTransactionalRuleTest.messagesNameTheCallAsWritten expects the same texts.
   */
  @Test
  void messagesNameTheCallAsWritten() {
    helper
        .addSourceLines(
            "Calls.java",
            """
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
                // BUG: Diagnostic contains: Invocation.Builder.get (remote call) runs while the transaction of declared() holds its database connection; move it
                jaxrs.target("http://partner").request().get(String.class);
                // BUG: Diagnostic contains: RestClient.ResponseSpec.body (remote call) runs while the transaction of declared() holds its database connection; move it
                client.get().uri("/a").retrieve().body(String.class);
                // BUG: Diagnostic contains: RestClient.RequestHeadersSpec.exchangeForRequiredValue (remote call) runs while the transaction of declared() holds its database connection; move it
                client.get().uri("/a").exchangeForRequiredValue((request, response) -> "");
                // BUG: Diagnostic contains: new Calls.Logged (file I/O) runs while the transaction of declared() holds its database connection; move it
                new Logged(file);
                // BUG: Diagnostic contains: Files.newByteChannel (file I/O) runs while the transaction of declared() holds its database connection; move it
                Files.newByteChannel(path);
              }

              public void programmatic() {
                // BUG: Diagnostic contains: audit() -> RestClient.ResponseSpec.toBodilessEntity (remote call) runs while the transaction of the executeWithoutResult(...) callback holds its database connection; move it
                transactions.executeWithoutResult(status -> audit());
              }

              private void audit() {
                client.get().uri("/a").retrieve().toBodilessEntity();
              }
            }
            """)
        .doTest();
  }

  @Test
  void samples() {
    SampleSources.addSamples(helper, "WideTransactional").doTest();
  }
}
