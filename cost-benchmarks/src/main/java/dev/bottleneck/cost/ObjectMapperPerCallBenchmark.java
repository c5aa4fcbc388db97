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
 * Serializing a small order to JSON with a mapper built for the call versus a shared one. A new
 * mapper starts with empty serializer caches, so every call introspects the classes again.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Benchmark)
public class ObjectMapperPerCallBenchmark {

  /** The response body of a typical REST call: a few scalars and a short list of lines. */
  public record Order(String id, String placedAt, String customer, List<Line> lines) {}

  public record Line(String sku, int quantity, BigDecimal price) {}

  private final ObjectMapper shared = new ObjectMapper();

  private Order order;

  @Setup
  public void setUp() {
    order =
        new Order(
            "o-1042",
            "2026-11-23T10:15:30Z",
            "c-77",
            List.of(
                new Line("sku-1", 2, new BigDecimal("19.90")),
                new Line("sku-2", 1, new BigDecimal("5.00")),
                new Line("sku-3", 4, new BigDecimal("0.99"))));
  }

  @Benchmark
  @Form(value = Kind.BAD, label = "new ObjectMapper().writeValueAsString(order)")
  public String perCall() throws JsonProcessingException {
    return new ObjectMapper().writeValueAsString(order);
  }

  @Benchmark
  @Form(value = Kind.GOOD, label = "SHARED.writeValueAsString(order)")
  public String shared() throws JsonProcessingException {
    return shared.writeValueAsString(order);
  }
}
