package dev.bottleneck.samples.cases.ObjectMapperPerCall;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import tools.jackson.databind.json.JsonMapper;

class DerivedAndLookalikeMappers {
  private final ObjectMapper shared;
  private final JsonMapper shared3;

  DerivedAndLookalikeMappers(ObjectMapper shared, JsonMapper shared3) {
    this.shared = shared;
    this.shared3 = shared3;
  }

  Object derived(Object body) throws Exception {
    ObjectMapper copy = shared.copy();
    ObjectWriter writer = shared.writerFor(Object.class);
    JsonMapper rebuilt = shared3.rebuild().build();
    JsonMapper common = JsonMapper.shared();
    return copy.writeValueAsString(body) + writer.writeValueAsString(body) + rebuilt + common;
  }

  Object unrelated() {
    return new dev.bottleneck.samples.cases.ObjectMapperPerCall.other.ObjectMapper().toString() + dev.bottleneck.samples.cases.ObjectMapperPerCall.other.JsonMapper.builder().build();
  }
}
