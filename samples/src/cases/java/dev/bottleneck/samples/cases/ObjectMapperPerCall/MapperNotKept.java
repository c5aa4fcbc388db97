package dev.bottleneck.samples.cases.ObjectMapperPerCall;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.concurrent.ExecutorService;

/**
 * Per call, though something is kept or handed on: the JSON is stored, not the mapper; a task
 * submitted per call runs per call; an anonymous subclass is a new mapper too.
 */
class MapperNotKept {
  private String lastJson;

  void storesTheJson(Object value) throws Exception {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // new ObjectMapper()
    lastJson = new ObjectMapper().writeValueAsString(value);
  }

  void submitted(ExecutorService executor) {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // new ObjectMapper()
    executor.submit(() -> new ObjectMapper());
  }

  String anonymous(Object value) throws Exception {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // new ObjectMapper()
    ObjectMapper mapper = new ObjectMapper() {
      private static final long serialVersionUID = 1L;
    };
    return mapper.writeValueAsString(value) + lastJson;
  }
}
