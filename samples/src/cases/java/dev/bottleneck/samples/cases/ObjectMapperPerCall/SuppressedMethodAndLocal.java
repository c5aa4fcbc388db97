package dev.bottleneck.samples.cases.ObjectMapperPerCall;

import com.fasterxml.jackson.databind.ObjectMapper;

/** Suppression on a method and on a local variable covers only what it annotates. */
class SuppressedMethodAndLocal {
  @SuppressWarnings("ObjectMapperPerCall")
  ObjectMapper method() {
    return new ObjectMapper();
  }

  ObjectMapper local() {
    @SuppressWarnings("ObjectMapperPerCall")
    ObjectMapper mapper = new ObjectMapper();
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // new ObjectMapper()
    return new ObjectMapper();
  }
}
