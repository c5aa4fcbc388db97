package dev.bottleneck.samples.cases.WideTransactional;

import org.springframework.jms.core.JmsTemplate;
import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.client.RestTemplate;

/**
 * A transaction bound to a message broker's transaction manager holds no database connection: its
 * sends are the transaction's work. A qualifier that names another manager is a database one.
 */
public class MessagingTransactionManagers {
  KafkaTemplate<String, String> kafka;
  JmsTemplate jms;
  RestTemplate rest;

  @Transactional("kafkaTransactionManager")
  public void relayByValue(String event) {
    kafka.send("events", event);
  }

  @Transactional(transactionManager = "kafkaTransactionManager")
  public void relay(String event) {
    kafka.send("events", event);
  }

  @Transactional(transactionManager = "jmsTransactionManager", readOnly = false)
  public void forward(String message) {
    jms.convertAndSend("orders", message);
  }

  @Transactional(value = "rabbitTxManager")
  public void fetchAndForward(String url) {
    rest.getForObject(url, String.class);
  }

  @Transactional(transactionManager = "ordersTransactionManager")
  public void publish(String event) {
    // BUG: Diagnostic contains: WideTransactional
    // KafkaTemplate.send
    kafka.send("events", event);
  }
}
