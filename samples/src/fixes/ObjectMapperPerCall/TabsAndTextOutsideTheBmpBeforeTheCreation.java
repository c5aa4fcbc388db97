import com.fasterxml.jackson.databind.ObjectMapper;

class Orders {
	String render(Object order) throws Exception {
		return "😀 café " +	new ObjectMapper().writeValueAsString(order); // ☕
	}
}
