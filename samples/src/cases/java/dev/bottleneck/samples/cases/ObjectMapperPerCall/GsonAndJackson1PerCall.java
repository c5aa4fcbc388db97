package dev.bottleneck.samples.cases.ObjectMapperPerCall;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;

/**
 * Gson and the Jackson 1 mapper cache what they learn per type, as a Jackson 2 mapper does: one
 * built per call starts cold every time.
 */
class GsonAndJackson1PerCall {
  private static final Gson SHARED = new Gson();
  private static final Gson PRETTY = new GsonBuilder().setPrettyPrinting().create();

  record Order(String id) {}

  String gson(Order order) {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // new Gson() runs on every call here
    return new Gson().toJson(order);
  }

  String gsonBuilder(Order order) {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // new GsonBuilder()...create() runs on every call here
    Gson gson = new GsonBuilder().setPrettyPrinting().create();
    return gson.toJson(order);
  }

  String jackson1(Order order) {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // new ObjectMapper() runs on every call here
    return new org.codehaus.jackson.map.ObjectMapper().writeValueAsString(order);
  }

  String shared(Order order) {
    return SHARED.toJson(order) + PRETTY.toJson(order);
  }
}
