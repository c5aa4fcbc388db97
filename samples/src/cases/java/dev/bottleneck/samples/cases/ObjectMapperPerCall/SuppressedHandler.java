package dev.bottleneck.samples.cases.ObjectMapperPerCall;

import com.fasterxml.jackson.databind.ObjectMapper;

class SuppressedHandler {
  @SuppressWarnings("ObjectMapperPerCall")
  String handle(Object body) throws Exception {
    return new ObjectMapper().writeValueAsString(body);
  }
}
