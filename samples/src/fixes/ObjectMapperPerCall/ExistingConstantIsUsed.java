import com.fasterxml.jackson.databind.ObjectMapper;

class Orders {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  String render(Object order) throws Exception {
    return new ObjectMapper().writeValueAsString(order);
  }
}
