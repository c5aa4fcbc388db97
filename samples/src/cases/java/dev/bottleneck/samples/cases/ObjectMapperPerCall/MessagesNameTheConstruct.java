package dev.bottleneck.samples.cases.ObjectMapperPerCall;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.ObjectMapper;

/** The message names the construct as written, with its arguments shown as ... only when present. */
class MessagesNameTheConstruct {
  Object withoutArguments() {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // new ObjectMapper() runs on every call here; a mapper is thread-safe
    return new ObjectMapper();
  }

  Object withArguments(JsonFactory factory) {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // new ObjectMapper(...) runs on every call here; a mapper is thread-safe, and a new one must build by reflection again every serializer and deserializer the shared one has cached; create it once and share it: a static final field, a bean, or a lazily initialized field
    return new ObjectMapper(factory);
  }
}
