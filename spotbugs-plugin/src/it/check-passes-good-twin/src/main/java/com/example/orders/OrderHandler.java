package com.example.orders;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Serializes each order for the response with one shared mapper and a lazy debug message. */
public class OrderHandler {
  private static final Logger log = LoggerFactory.getLogger(OrderHandler.class);
  private static final ObjectMapper MAPPER = new ObjectMapper();

  public String handle(Order order) throws Exception {
    log.debug("serializing order {} with {} items", order.id(), order.items());
    return MAPPER.writeValueAsString(order);
  }

  public record Order(String id, int items) {}
}
