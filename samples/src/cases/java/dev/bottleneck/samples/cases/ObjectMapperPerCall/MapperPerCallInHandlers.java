package dev.bottleneck.samples.cases.ObjectMapperPerCall;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.dataformat.xml.XmlMapper;
import java.util.function.Supplier;

class MapperPerCallInHandlers {
  String json(Object order) throws Exception {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // new ObjectMapper()
    return new ObjectMapper().writeValueAsString(order);
  }

  String xml(Object order) throws Exception {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // new XmlMapper()
    XmlMapper mapper = new XmlMapper();
    return mapper.writeValueAsString(order);
  }

  ObjectMapper built() {
    return JsonMapper.builder()
        .findAndAddModules()
        // BUG: Diagnostic contains: ObjectMapperPerCall
        // build()
        .build();
  }

  Object v3(String json) {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // JsonMapper
    return new tools.jackson.databind.json.JsonMapper().readTree(json);
  }

  Supplier<ObjectMapper> supplier() {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // new ObjectMapper()
    return () -> new ObjectMapper();
  }

  // BUG: Diagnostic contains: ObjectMapperPerCall
  // new ObjectMapper()
  private final Supplier<ObjectMapper> lambdaInField = () -> new ObjectMapper();

  public String viaHelper(Object order) throws Exception {
    return helper().writeValueAsString(order);
  }

  private ObjectMapper helper() {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // new CustomMapper()
    return new CustomMapper();
  }

  static ObjectMapper publicStaticUnused() {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // new ObjectMapper()
    return new ObjectMapper();
  }

  void local() {
    class Local {
      // BUG: Diagnostic contains: ObjectMapperPerCall
      // new ObjectMapper()
      final ObjectMapper mapper = new ObjectMapper();
    }
    new Local();
  }
}
