package com.example.orders;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Serializes each order for the response: a new mapper and an eager debug message per call. */
public class OrderHandler {
  private static final Logger log = LoggerFactory.getLogger(OrderHandler.class);

  public String handle(Order order) throws Exception {
    log.debug("serializing order " + order.id() + " with " + order.items() + " items");
    ObjectMapper mapper = new ObjectMapper();
    return mapper.writeValueAsString(order);
  }

  public record Order(String id, int items) {}
}
