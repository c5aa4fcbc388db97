package dev.bottleneck.samples.cases.WideTransactional;

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

class SlowWorkInTransaction {
  private RestTemplate rest;
  private RestClient restClient;
  private WebClient webClient;
  private HttpClient http;
  private okhttp3.OkHttpClient ok;
  private KafkaTemplate<String, String> kafka;
  private JmsTemplate jms;
  private org.springframework.amqp.rabbit.core.RabbitTemplate rabbit;
  private StreamBridge bridge;
  private NotifyingPartner partner;
  private InventoryService inventory;

  @Transactional
  public void place(String id, HttpRequest request, CompletableFuture<String> pending,
      CountDownLatch latch, List<String> ids) throws Exception {
    // BUG: Diagnostic contains: WideTransactional
    // postForObject
    rest.postForObject("http://partner", id, String.class);
    restClient.post()
        .uri("http://partner")
        .body(id)
        .retrieve()
        // BUG: Diagnostic contains: WideTransactional
        // toBodilessEntity
        .toBodilessEntity();
    // BUG: Diagnostic contains: WideTransactional
    // block
    webClient.get().retrieve().bodyToMono(String.class).block();
    // BUG: Diagnostic contains: WideTransactional
    // send
    http.send(request, HttpResponse.BodyHandlers.ofString());
    // BUG: Diagnostic contains: WideTransactional
    // execute
    ok.newCall(new okhttp3.Request.Builder().build()).execute();
    // BUG: Diagnostic contains: WideTransactional
    // sleep
    Thread.sleep(100);
    // BUG: Diagnostic contains: WideTransactional
    // sleep
    TimeUnit.SECONDS.sleep(1);
    // BUG: Diagnostic contains: WideTransactional
    // get
    pending.get();
    // BUG: Diagnostic contains: WideTransactional
    // join
    pending.join();
    // BUG: Diagnostic contains: WideTransactional
    // await
    latch.await();
    // BUG: Diagnostic contains: WideTransactional
    // send
    kafka.send("orders", id);
    // BUG: Diagnostic contains: WideTransactional
    // convertAndSend
    jms.convertAndSend("orders", id);
    // BUG: Diagnostic contains: WideTransactional
    // convertAndSend
    rabbit.convertAndSend("orders", id);
    // BUG: Diagnostic contains: WideTransactional
    // send
    bridge.send("orders", id);
    // BUG: Diagnostic contains: WideTransactional
    // readString
    Files.readString(Path.of("/tmp/x"));
    // BUG: Diagnostic contains: WideTransactional
    // FileInputStream
    new java.io.FileInputStream("/tmp/x").close();
    // BUG: Diagnostic contains: WideTransactional
    // notify
    partner.notify(id);
    // BUG: Diagnostic contains: WideTransactional
    // notifyPartner
    notifyPartner(id);
    // BUG: Diagnostic contains: WideTransactional
    // delete
    ids.forEach(each -> rest.delete("http://partner/" + each));
    // BUG: Diagnostic contains: WideTransactional
    // delete
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
