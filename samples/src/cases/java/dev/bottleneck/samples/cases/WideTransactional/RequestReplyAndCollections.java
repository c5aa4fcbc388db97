package dev.bottleneck.samples.cases.WideTransactional;

import java.util.List;
import org.springframework.amqp.core.Message;
import org.springframework.amqp.rabbit.core.RabbitTemplate;
import org.springframework.jms.core.JmsTemplate;
import org.springframework.transaction.annotation.Transactional;

/**
 * A request-reply send waits for the reply over the broker, and CXF's collection calls go over the
 * network like its single-entity ones.
 */
class RequestReplyAndCollections {
  JmsTemplate jms;
  RabbitTemplate rabbit;
  org.apache.cxf.jaxrs.client.WebClient cxf;

  @Transactional
  public void quote(Message message, List<String> skus) {
    // BUG: Diagnostic contains: WideTransactional
    // JmsTemplate.sendAndReceive
    jms.sendAndReceive("quotes", session -> session.createTextMessage("sku"));
    // BUG: Diagnostic contains: WideTransactional
    // RabbitTemplate.sendAndReceive
    rabbit.sendAndReceive(message);
    // BUG: Diagnostic contains: WideTransactional
    // WebClient.postCollection
    cxf.postCollection(skus, String.class);
  }
}
