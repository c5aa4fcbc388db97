import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;

class Orders {
  private final boolean pretty;

  Orders(boolean pretty) {
    this.pretty = pretty;
  }

  String readsParameter(Object body, boolean indent) throws Exception {
    return new ObjectMapper().configure(SerializationFeature.INDENT_OUTPUT, indent)
        .writeValueAsString(body);
  }

  String readsInstanceState(Object body) throws Exception {
    JsonMapper mapper = JsonMapper.builder().configure(SerializationFeature.INDENT_OUTPUT, pretty).build();
    return mapper.writeValueAsString(body);
  }

  String configuresTheMapper(Object body) throws Exception {
    ObjectMapper mapper = new ObjectMapper();
    mapper.findAndRegisterModules();
    return mapper.writeValueAsString(body);
  }

  ObjectMapper escapes() {
    return new ObjectMapper();
  }

  void passedOn(Object body) {
    consume(new ObjectMapper());
  }

  private static void consume(ObjectMapper mapper) {}

  String readsLaterConstant(Object body) throws Exception {
    return new ObjectMapper(FACTORY).writeValueAsString(body);
  }

  class Inner {
    String inInnerClass(Object body) throws Exception {
      return new ObjectMapper().writeValueAsString(body);
    }
  }

  private static final JsonFactory FACTORY = new JsonFactory();
}
