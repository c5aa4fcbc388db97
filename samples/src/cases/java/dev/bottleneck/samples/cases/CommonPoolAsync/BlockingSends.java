package dev.bottleneck.samples.cases.CommonPoolAsync;

import java.net.URLConnection;
import java.util.concurrent.CompletableFuture;
import org.springframework.amqp.rabbit.core.RabbitTemplate;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.jms.core.JmsTemplate;
import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.messaging.simp.SimpMessagingTemplate;

/**
 * Tasks that send, but block or may block: a broker client's send waits on the network, an event's
 * listeners run in the publishing thread, and a task that also calls the application's services, or
 * builds its message through them or through the platform's I/O classes (a URLConnection's getter
 * connects), does what they do. They stay reported.
 */
class BlockingSends {
  private final SimpMessagingTemplate broker;
  private final RabbitTemplate rabbit;
  private final KafkaTemplate<String, String> kafka;
  private final JmsTemplate jms;
  private final ApplicationEventPublisher events;
  private final URLConnection upstream;
  private final Repository repository;
  private final Notifier notifier;

  BlockingSends(
      SimpMessagingTemplate broker,
      RabbitTemplate rabbit,
      KafkaTemplate<String, String> kafka,
      JmsTemplate jms,
      ApplicationEventPublisher events,
      URLConnection upstream,
      Repository repository,
      Notifier notifier) {
    this.broker = broker;
    this.rabbit = rabbit;
    this.kafka = kafka;
    this.jms = jms;
    this.events = events;
    this.upstream = upstream;
    this.repository = repository;
    this.notifier = notifier;
  }

  void brokerClients(String order) {
    // BUG: Diagnostic contains: CommonPoolAsync
    // runAsync
    CompletableFuture.runAsync(() -> rabbit.convertAndSend("orders", order));
    // BUG: Diagnostic contains: CommonPoolAsync
    // runAsync
    CompletableFuture.runAsync(() -> kafka.send("orders", order));
    // BUG: Diagnostic contains: CommonPoolAsync
    // runAsync
    CompletableFuture.runAsync(() -> jms.convertAndSend("orders", order));
    // BUG: Diagnostic contains: CommonPoolAsync
    // runAsync
    CompletableFuture.runAsync(() -> events.publishEvent(order));
  }

  void savedThenSent(String order) {
    // BUG: Diagnostic contains: CommonPoolAsync
    // runAsync
    CompletableFuture.runAsync(() -> {
      repository.save(order);
      broker.convertAndSend("/topic/orders", order);
    });
  }

  void sentFromAService(String order) {
    // BUG: Diagnostic contains: CommonPoolAsync
    // runAsync
    CompletableFuture.runAsync(() -> broker.convertAndSend("/topic/orders", repository.load(order)));
    // BUG: Diagnostic contains: CommonPoolAsync
    // runAsync
    CompletableFuture.runAsync(() -> broker.convertAndSend("/topic/type", upstream.getContentType()));
  }

  void sentByTheApplication(String order) {
    // BUG: Diagnostic contains: CommonPoolAsync
    // runAsync
    CompletableFuture.runAsync(this::broadcast);
    // BUG: Diagnostic contains: CommonPoolAsync
    // runAsync
    CompletableFuture.runAsync(() -> notifier.convertAndSend("/topic/orders", order));
  }

  private void broadcast() {
    broker.convertAndSend("/topic/orders", "changed");
  }

  interface Repository {
    void save(String order);

    String load(String order);
  }

  interface Notifier {
    void convertAndSend(String destination, Object payload);
  }
}
