package dev.bottleneck.samples.cases.ObjectMapperPerCall;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

class MapperPerCallPlaces {
  private final Map<String, ObjectMapper> byName = new HashMap<>();

  // A supplier in a field runs its body whenever it is asked.
  private final Supplier<ObjectMapper> supplier =
      // BUG: Diagnostic contains: ObjectMapperPerCall
      // new ObjectMapper()
      () -> new ObjectMapper();

  public String handle(Object body) throws Exception {
    Supplier<ObjectMapper> local =
        // BUG: Diagnostic contains: ObjectMapperPerCall
        // new ObjectMapper()
        () -> new ObjectMapper();
    Optional<ObjectMapper> none = Optional.empty();
    none.orElseGet(
        // BUG: Diagnostic contains: ObjectMapperPerCall
        // new ObjectMapper()
        () -> new ObjectMapper());
    // compute, unlike computeIfAbsent, runs the function on every call.
    byName.compute(
        // BUG: Diagnostic contains: ObjectMapperPerCall
        // new ObjectMapper()
        "json", (key, old) -> new ObjectMapper());
    // Assigned to a local and then to a local, never to a field.
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // new ObjectMapper()
    ObjectMapper first = new ObjectMapper();
    ObjectMapper second = first;
    return instanceHelper().writeValueAsString(body)
        + viaSupplier().get()
        + second
        + helperCalledPerCall();
  }

  ObjectMapper instanceHelper() {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // new ObjectMapper()
    return new ObjectMapper();
  }

  ObjectMapper builtInInstanceHelper() {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // JsonMapper.builder()...build()
    return com.fasterxml.jackson.databind.json.JsonMapper.builder().build();
  }

  Supplier<tools.jackson.databind.ObjectMapper> builtInLambda() {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // JsonMapper.builder()...build()
    return () -> tools.jackson.databind.json.JsonMapper.builder().build();
  }

  // Private, but its caller runs per call.
  private ObjectMapper helperCalledPerCall() {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // new ObjectMapper()
    return new ObjectMapper();
  }

  private ObjectMapper calledFromFieldAndFromHandler() {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // new ObjectMapper()
    return new ObjectMapper();
  }

  private final ObjectMapper once = calledFromFieldAndFromHandler();

  String alsoPerCall() {
    return transitively();
  }

  private String transitively() {
    return calledFromFieldAndFromHandler().toString();
  }

  // Public static, with no caller here: other classes may call it per request.
  public static ObjectMapper factory() {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // new ObjectMapper()
    return new ObjectMapper();
  }

  // Called through a method reference that is not a cache loader.
  private ObjectMapper referenced() {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // new ObjectMapper()
    return new ObjectMapper();
  }

  Supplier<ObjectMapper> viaSupplier() {
    return this::referenced;
  }

  // A JAX-RS media type, not a CDI producer: the resource method runs per request.
  @jakarta.ws.rs.Produces("application/json")
  String resource(Object body) throws Exception {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // new ObjectMapper()
    return new ObjectMapper().writeValueAsString(body);
  }

  void anonymousAndLocalClasses() {
    Runnable task =
        new Runnable() {
          // BUG: Diagnostic contains: ObjectMapperPerCall
          // new ObjectMapper()
          private final ObjectMapper perInstance = new ObjectMapper();

          @Override
          public void run() {}
        };
    class Local {
      final ObjectMapper mapper;

      Local() {
        // BUG: Diagnostic contains: ObjectMapperPerCall
        // new ObjectMapper()
        mapper = java.util.Objects.requireNonNull(new ObjectMapper());
      }
    }
    task.run();
    new Local();
  }
}
