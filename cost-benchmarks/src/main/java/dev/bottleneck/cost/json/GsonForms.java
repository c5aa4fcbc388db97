package dev.bottleneck.cost.json;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import dev.bottleneck.cost.ObjectMapperPerCallBenchmark;
import dev.bottleneck.cost.ObjectMapperPerCallBenchmark.Order;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The order of {@code ObjectMapperPerCallBenchmark} written and read with Gson built for the call
 * ({@code new Gson()}, {@code new GsonBuilder()...create()}) and with a shared one. A new Gson
 * starts with an empty type adapter cache, so every call builds by reflection again the adapters of
 * every class the order reaches. Run by {@code ObjectMapperPerCallGson}, which writes the table.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Benchmark)
public class GsonForms {
  private final Gson gson = new Gson();

  private Order order;
  private String json;

  @Setup
  public void setUp() {
    order = ObjectMapperPerCallBenchmark.sampleOrder();
    json = new Gson().toJson(order);
    // Both forms must do the same work: a Gson that fails to read its own output would not.
    if (!new Gson().fromJson(json, Order.class).equals(order)) {
      throw new IllegalStateException("the order does not survive a JSON round trip: " + json);
    }
  }

  @Benchmark
  public String writePerCall() {
    return new Gson().toJson(order);
  }

  @Benchmark
  public String writeBuiltPerCall() {
    return new GsonBuilder().disableHtmlEscaping().create().toJson(order);
  }

  @Benchmark
  public String writeShared() {
    return gson.toJson(order);
  }

  @Benchmark
  public Order readPerCall() {
    return new Gson().fromJson(json, Order.class);
  }

  @Benchmark
  public Order readShared() {
    return gson.fromJson(json, Order.class);
  }
}
