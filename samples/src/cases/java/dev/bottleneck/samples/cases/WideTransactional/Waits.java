package dev.bottleneck.samples.cases.WideTransactional;

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
    // BUG: Diagnostic contains: WideTransactional
    // Thread.sleep
    Thread.sleep(100);
    // BUG: Diagnostic contains: WideTransactional
    // TimeUnit.sleep
    TimeUnit.SECONDS.sleep(1);
    // BUG: Diagnostic contains: WideTransactional
    // Future.get
    future.get();
    // BUG: Diagnostic contains: WideTransactional
    // CompletableFuture.get
    cf.get(1, TimeUnit.SECONDS);
    // BUG: Diagnostic contains: WideTransactional
    // CompletableFuture.join
    cf.join();
    // BUG: Diagnostic contains: WideTransactional
    // CountDownLatch.await
    latch.await();
    cf.getNow("now");
    latch.countDown();
  }

  public void messages() throws Exception {
    // BUG: Diagnostic contains: WideTransactional
    // KafkaTemplate.send
    kafka.send("orders", "order");
    // One finding per line: the send is named, not the wait on its result.
    // BUG: Diagnostic contains: WideTransactional
    // KafkaTemplate.send
    kafka.send("orders", "order").get();
    // BUG: Diagnostic contains: WideTransactional
    // JmsTemplate.convertAndSend
    jms.convertAndSend("orders", "order");
    // BUG: Diagnostic contains: WideTransactional
    // RabbitTemplate.convertAndSend
    rabbit.convertAndSend("orders", "order");
    // BUG: Diagnostic contains: WideTransactional
    // StreamBridge.send
    bridge.send("orders-out", "order");
    // BUG: Diagnostic contains: WideTransactional
    // JmsTemplate.send
    jms.send("orders", session -> session.createTextMessage("order"));
    // BUG: Diagnostic contains: WideTransactional
    // RabbitTemplate.send
    rabbit.send("orders", new org.springframework.amqp.core.Message(new byte[0]));
    // BUG: Diagnostic contains: WideTransactional
    // KafkaTemplate.sendDefault
    kafka.sendDefault("order");
  }

  public void files(Path path) throws Exception {
    // BUG: Diagnostic contains: WideTransactional
    // Files.readString
    Files.readString(path);
    // BUG: Diagnostic contains: WideTransactional
    // Files.write
    Files.write(path, new byte[0]);
    // BUG: Diagnostic contains: WideTransactional
    // new FileInputStream
    try (var in = new java.io.FileInputStream("a.txt")) {}
    // BUG: Diagnostic contains: WideTransactional
    // new FileOutputStream
    try (var out = new java.io.FileOutputStream("a.txt")) {}
    // BUG: Diagnostic contains: WideTransactional
    // new FileReader
    try (var reader = new java.io.FileReader("a.txt")) {}
    // BUG: Diagnostic contains: WideTransactional
    // new FileWriter
    try (var writer = new java.io.FileWriter("a.txt")) {}
    // BUG: Diagnostic contains: WideTransactional
    // new RandomAccessFile
    try (var file = new java.io.RandomAccessFile("a.txt", "r")) {}
    // BUG: Diagnostic contains: WideTransactional
    // Files.newBufferedReader
    try (var reader = Files.newBufferedReader(path)) {}
    // BUG: Diagnostic contains: WideTransactional
    // FileChannel.open
    try (var channel = java.nio.channels.FileChannel.open(path)) {}
    // BUG: Diagnostic contains: WideTransactional
    // Files.copy
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
