package dev.bottleneck.maven.rules;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The shared per-call analysis is tested here, thoroughly; the other creation rules lightly. */
final class ObjectMapperPerCallRuleTest {
  @TempDir Path root;

  @Test
  void identification() {
    RuleScan.of(root, "ObjectMapperPerCall")
        .add(
            "p/Orders.java",
            """
            package p;

            import com.fasterxml.jackson.databind.ObjectMapper;
            import com.fasterxml.jackson.databind.json.JsonMapper;
            import com.fasterxml.jackson.dataformat.xml.XmlMapper;
            import java.util.function.Supplier;

            class Orders {
              String json(Object order) throws Exception {
                // BUG: Diagnostic contains: ObjectMapperPerCall
                return new ObjectMapper().writeValueAsString(order);
              }

              String xml(Object order) throws Exception {
                // BUG: Diagnostic contains: ObjectMapperPerCall
                XmlMapper mapper = new XmlMapper();
                return mapper.writeValueAsString(order);
              }

              ObjectMapper built() {
                return JsonMapper.builder()
                    .findAndAddModules()
                    // BUG: Diagnostic contains: ObjectMapperPerCall
                    .build();
              }

              Object v3(String json) {
                // BUG: Diagnostic contains: ObjectMapperPerCall
                return new tools.jackson.databind.json.JsonMapper().readTree(json);
              }

              Supplier<ObjectMapper> supplier() {
                // BUG: Diagnostic contains: ObjectMapperPerCall
                return () -> new ObjectMapper();
              }

              // BUG: Diagnostic contains: ObjectMapperPerCall
              private final Supplier<ObjectMapper> lambdaInField = () -> new ObjectMapper();

              public String viaHelper(Object order) throws Exception {
                return helper().writeValueAsString(order);
              }

              private ObjectMapper helper() {
                // BUG: Diagnostic contains: ObjectMapperPerCall
                return new CustomMapper();
              }

              static ObjectMapper publicStaticUnused() {
                // BUG: Diagnostic contains: ObjectMapperPerCall
                return new ObjectMapper();
              }

              void local() {
                class Local {
                  // BUG: Diagnostic contains: ObjectMapperPerCall
                  final ObjectMapper mapper = new ObjectMapper();
                }
                new Local();
              }
            }
            """)
        .add(
            "p/CustomMapper.java",
            """
            package p;

            class CustomMapper extends com.fasterxml.jackson.databind.ObjectMapper {}
            """)
        .add(
            "p/Once.java",
            """
            package p;

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

            class Once {
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

              Once() {
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
                return byType.computeIfAbsent(type, Once::load);
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
                return new Unrelated().build();
              }
            }
            """)
        .add(
            "p/CustomMapper.java",
            """
            package p;

            import com.fasterxml.jackson.databind.ObjectMapper;

            // Jackson makes every mapper subclass override copy(), which must create an instance.
            class CustomMapper extends ObjectMapper {
              CustomMapper() {}

              CustomMapper(CustomMapper source) {
                super(source);
              }

              @Override
              public CustomMapper copy() {
                return new CustomMapper(this);
              }

              static CustomMapper withDefaults() {
                return new CustomMapper();
              }

              ObjectMapper plain() {
                // BUG: Diagnostic contains: ObjectMapperPerCall
                return new ObjectMapper();
              }

              static class Builder {
                CustomMapper build() {
                  return new CustomMapper();
                }
              }
            }
            """)
        .add(
            "p/Unrelated.java",
            """
            package p;

            class Unrelated {
              static Unrelated builder() {
                return new Unrelated();
              }

              Object build() {
                return new ObjectMapper();
              }

              static class ObjectMapper {}
            }
            """)
        .expectMarkedFindings();
  }

  @Test
  void identificationWithSuppression() {
    RuleScan.of(root, "ObjectMapperPerCall")
        .add(
            "p/Suppressed.java",
            """
            package p;

            import com.fasterxml.jackson.databind.ObjectMapper;

            class Suppressed {
              @SuppressWarnings("ObjectMapperPerCall")
              ObjectMapper method() {
                return new ObjectMapper();
              }

              ObjectMapper local() {
                @SuppressWarnings("ObjectMapperPerCall")
                ObjectMapper mapper = new ObjectMapper();
                // BUG: Diagnostic contains: ObjectMapperPerCall
                return new ObjectMapper();
              }
            }
            """)
        .expectMarkedFindings();
  }
}
