package dev.bottleneck.samples.cases.ObjectMapperPerCall;

import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.annotation.PostConstruct;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

// A lambda or method reference given to a call that runs it inline (forEach, a stream, an
// Optional) or once as a task runs as often as the code around that call: in start-up code, once.
// Given to a scheduler that repeats it, or to anything else, it is judged on its own.
class MapperInInlineFunctions {
  private final ExecutorService executor;
  private final ScheduledExecutorService scheduler;
  private final Map<String, Object> mappers;

  MapperInInlineFunctions(
      ExecutorService executor, ScheduledExecutorService scheduler, Map<String, Object> mappers) {
    this.executor = executor;
    this.scheduler = scheduler;
    this.mappers = mappers;
  }

  @PostConstruct
  void init() {
    List.of("orders", "invoices").forEach(name -> mappers.put(name, new ObjectMapper()));
    System.getenv().forEach((key, value) -> mappers.put(key, new ObjectMapper()));
    mappers.putAll(
        List.of("a", "b").stream().map(name -> new ObjectMapper()).toList().isEmpty()
            ? Map.of()
            : Map.of("c", new Object()));
    Optional.ofNullable(System.getenv("MAPPER")).ifPresent(name -> use(new ObjectMapper()));
    List.of("d").forEach(this::register);
    executor.submit(() -> use(new ObjectMapper()));
    // BUG: Diagnostic contains: ObjectMapperPerCall
    scheduler.scheduleAtFixedRate(() -> use(new ObjectMapper()), 1, 1, TimeUnit.MINUTES);
    // BUG: Diagnostic contains: ObjectMapperPerCall
    new Handlers().forEach(name -> use(new ObjectMapper()));
  }

  // A request handler runs per call, and so does the lambda it gives to forEach.
  void handle(List<String> orders) {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    orders.forEach(order -> use(new ObjectMapper()));
  }

  private void register(String name) {
    mappers.put(name, new ObjectMapper());
  }

  private static void use(ObjectMapper mapper) {}

  /** Not a collection: what its forEach does with the function is unknown. */
  static final class Handlers {
    void forEach(Consumer<String> handler) {}
  }
}
