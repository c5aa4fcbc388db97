package dev.bottleneck.cost;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.bottleneck.cost.Form.Kind;
import java.math.BigDecimal;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Writing and reading a small order as JSON with a mapper built for the call versus a shared one. A
 * new mapper starts with empty serializer and deserializer caches, so every call introspects the
 * classes again; reading also builds the records' creator and property tables.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Benchmark)
public class ObjectMapperPerCallBenchmark {

  /** The body of a typical REST call: scalars, a nested object, an enum and a list of lines. */
  public record Order(
      String id,
      String placedAt,
      Status status,
      Customer customer,
      List<Line> lines,
      BigDecimal total,
      boolean giftWrapped) {}

  public enum Status {
    PLACED,
    PAID,
    SHIPPED
  }

  public record Customer(String id, String name, String email, String country) {}

  public record Line(String sku, String description, int quantity, BigDecimal price) {}

  private final ObjectMapper objectMapper = new ObjectMapper();

  private Order order;
  private String json;

  /** The order every JSON benchmark writes and reads, Jackson's and Gson's. */
  public static Order sampleOrder() {
    return new Order(
        "o-1042",
        "2026-11-23T10:15:30Z",
        Status.PAID,
        new Customer("c-77", "Ada Lovelace", "ada@example.org", "GB"),
        List.of(
            new Line("sku-1", "Steel hex bolt M8x40", 2, new BigDecimal("19.90")),
            new Line("sku-2", "Washer M8", 1, new BigDecimal("5.00")),
            new Line("sku-3", "Nylon lock nut M8", 4, new BigDecimal("0.99"))),
        new BigDecimal("48.76"),
        false);
  }

  @Setup
  public void setUp() throws JsonProcessingException {
    order = sampleOrder();
    json = new ObjectMapper().writeValueAsString(order);
    // Both forms must do the same work: a mapper that fails to read its own output would not.
    if (!new ObjectMapper().readValue(json, Order.class).equals(order)) {
      throw new IllegalStateException("the order does not survive a JSON round trip: " + json);
    }
  }

  @Benchmark
  @Form(value = Kind.BAD, label = "new ObjectMapper().writeValueAsString(order)", group = "write")
  public String writePerCall() throws JsonProcessingException {
    return new ObjectMapper().writeValueAsString(order);
  }

  @Benchmark
  @Form(value = Kind.GOOD, label = "OBJECT_MAPPER.writeValueAsString(order)", group = "write")
  public String writeShared() throws JsonProcessingException {
    return objectMapper.writeValueAsString(order);
  }

  @Benchmark
  @Form(value = Kind.BAD, label = "new ObjectMapper().readValue(json, Order.class)", group = "read")
  public Order readPerCall() throws JsonProcessingException {
    return new ObjectMapper().readValue(json, Order.class);
  }

  @Benchmark
  @Form(value = Kind.GOOD, label = "OBJECT_MAPPER.readValue(json, Order.class)", group = "read")
  public Order readShared() throws JsonProcessingException {
    return objectMapper.readValue(json, Order.class);
  }
}
