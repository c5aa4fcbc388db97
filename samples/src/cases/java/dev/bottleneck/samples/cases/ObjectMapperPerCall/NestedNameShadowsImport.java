package dev.bottleneck.samples.cases.ObjectMapperPerCall;

import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * A member class named like an imported class shadows the import only inside the body of the class
 * that declares it (JLS 6.4.1): there, also in its other nested classes, {@code new ObjectMapper()}
 * is the member class, a lookalike; in another class of the same file the import names Jackson's
 * mapper, built per call.
 */
class NestedNameShadowsImport {
  String render(Object value) {
    return new ObjectMapper().render(value);
  }

  static final class Report {
    String render(Object value) {
      return new ObjectMapper().render(value);
    }
  }

  static final class ObjectMapper {
    String render(Object value) {
      return String.valueOf(value);
    }
  }
}

class ImportOutsideTheNestingClass {
  String write(Object value) throws Exception {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // new ObjectMapper()
    return new ObjectMapper().writeValueAsString(value);
  }
}
