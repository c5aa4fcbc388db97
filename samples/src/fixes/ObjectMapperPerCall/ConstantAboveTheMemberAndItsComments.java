import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.ObjectMapper;

class Orders {
    private static final JsonFactory FACTORY = new JsonFactory();

    /** Renders an order. */
    @Deprecated
    String render(Object order) throws Exception {
        return new ObjectMapper(FACTORY).writeValueAsString(order);
    }
}
