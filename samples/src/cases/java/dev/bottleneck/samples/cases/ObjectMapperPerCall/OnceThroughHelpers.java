package dev.bottleneck.samples.cases.ObjectMapperPerCall;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.google.common.base.Suppliers;
import com.google.common.cache.CacheBuilder;
import com.google.common.cache.CacheLoader;
import com.google.common.cache.LoadingCache;
import jakarta.annotation.PostConstruct;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import org.springframework.context.annotation.Bean;

class OnceThroughHelpers {
  private static final ObjectMapper SHARED = new ObjectMapper();
  private static final ObjectMapper BUILT = JsonMapper.builder().build();
  private static final ObjectMapper FROM_HELPER = create();
  private static final ObjectMapper CYCLE = first(true);
  private final ObjectMapper instance;
  private ObjectMapper lazy;
  private ObjectMapper started;
  private ObjectMapper throughLocal;
  private final Map<Class<?>, ObjectMapper> byType = new ConcurrentHashMap<>();
  private final ThreadLocal<ObjectMapper> perThread =
      ThreadLocal.withInitial(() -> new ObjectMapper());
  private final Supplier<ObjectMapper> memoized =
      Suppliers.memoize(() -> new ObjectMapper());
  private final LoadingCache<String, ObjectMapper> cache = CacheBuilder.newBuilder()
      .build(new CacheLoader<String, ObjectMapper>() {
        @Override
        public ObjectMapper load(String key) {
          return new ObjectMapper();
        }
      });
  private static ObjectMapper initialized;

  static {
    initialized = new ObjectMapper();
  }

  OnceThroughHelpers() {
    instance = new ObjectMapper();
  }

  @Bean
  ObjectMapper objectMapper() {
    return new ObjectMapper();
  }

  @PostConstruct
  void start() {
    started = new ObjectMapper();
  }

  public static void main(String[] args) {
    new ObjectMapper();
  }

  ObjectMapper lazily() {
    if (lazy == null) {
      lazy = new ObjectMapper();
    }
    return lazy;
  }

  ObjectMapper lazilyThroughLocal() {
    if (throughLocal == null) {
      ObjectMapper mapper = new ObjectMapper();
      throughLocal = mapper;
    }
    return throughLocal;
  }

  ObjectMapper forType(Class<?> type) {
    return byType.computeIfAbsent(type, t -> new ObjectMapper());
  }

  ObjectMapper forTypeByReference(Class<?> type) {
    return byType.computeIfAbsent(type, OnceThroughHelpers::load);
  }

  private static ObjectMapper load(Class<?> type) {
    return new ObjectMapper();
  }

  private static ObjectMapper create() {
    return new ObjectMapper();
  }

  private static ObjectMapper first(boolean again) {
    return again ? second() : new ObjectMapper();
  }

  private static ObjectMapper second() {
    return first(false);
  }

  private ObjectMapper unusedPrivate() {
    return new ObjectMapper();
  }

  ObjectMapper derived() {
    return SHARED.copy();
  }

  ObjectMapper rebuilt() {
    return ((JsonMapper) SHARED).rebuild().build();
  }

  Object unrelated() {
    return new UnrelatedBuilder().build();
  }
}
