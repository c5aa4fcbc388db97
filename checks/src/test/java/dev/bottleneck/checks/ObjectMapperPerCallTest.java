package dev.bottleneck.checks;

import com.google.errorprone.BugCheckerRefactoringTestHelper;
import com.google.errorprone.BugCheckerRefactoringTestHelper.TestMode;
import com.google.errorprone.CompilationTestHelper;
import org.junit.jupiter.api.Test;

/** Also the test of the shared per-call analysis in {@link PerCallCreation}. */
final class ObjectMapperPerCallTest {
  private final CompilationTestHelper helper =
      CompilationTestHelper.newInstance(ObjectMapperPerCall.class, getClass());

  @Test
  void identification() {
    helper
        .addSourceLines(
            "CreationForms.java",
            """
            import com.fasterxml.jackson.databind.ObjectMapper;
            import com.fasterxml.jackson.databind.json.JsonMapper;
            import com.fasterxml.jackson.dataformat.xml.XmlMapper;
            import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;

            class CreationForms {
              static final class CustomMapper extends ObjectMapper {}

              Object jackson2(Object body) throws Exception {
                // BUG: Diagnostic contains: new ObjectMapper() runs on every call here
                new ObjectMapper().writeValueAsString(body);
                // BUG: Diagnostic contains: new JsonMapper()
                new JsonMapper().writeValueAsString(body);
                // BUG: Diagnostic contains: new XmlMapper()
                new XmlMapper().writeValueAsString(body);
                // BUG: Diagnostic contains: new YAMLMapper()
                new YAMLMapper().writeValueAsString(body);
                // BUG: Diagnostic contains: new ObjectMapper()
                new ObjectMapper() {}.writeValueAsString(body);
                // BUG: Diagnostic contains: new CreationForms.CustomMapper()
                new CustomMapper().writeValueAsString(body);
                // BUG: Diagnostic contains: JsonMapper.builder()...build()
                JsonMapper.builder().findAndAddModules().build().writeValueAsString(body);
                // BUG: Diagnostic contains: XmlMapper.builder()...build()
                XmlMapper.builder().defaultUseWrapper(false).build().writeValueAsString(body);
                // BUG: Diagnostic contains: YAMLMapper.builder()...build()
                return YAMLMapper.builder().build().writeValueAsString(body);
              }

              Object jackson3(Object body) {
                // BUG: Diagnostic contains: new ObjectMapper()
                new tools.jackson.databind.ObjectMapper().writeValueAsString(body);
                // BUG: Diagnostic contains: new JsonMapper()
                new tools.jackson.databind.json.JsonMapper().writeValueAsString(body);
                // BUG: Diagnostic contains: new XmlMapper()
                new tools.jackson.dataformat.xml.XmlMapper().writeValueAsString(body);
                // BUG: Diagnostic contains: JsonMapper.builder()...build()
                tools.jackson.databind.json.JsonMapper.builder().build().writeValueAsString(body);
                // BUG: Diagnostic contains: JsonMapper.builderWithJackson2Defaults()...build()
                tools.jackson.databind.json.JsonMapper.builderWithJackson2Defaults().build();
                // BUG: Diagnostic contains: YAMLMapper.builder()...build()
                return tools.jackson.dataformat.yaml.YAMLMapper.builder().build();
              }
            }
            """)
        .addSourceLines(
            "PerCallPlaces.java",
            """
            import com.fasterxml.jackson.databind.ObjectMapper;
            import java.util.HashMap;
            import java.util.Map;
            import java.util.Optional;
            import java.util.function.Supplier;

            class PerCallPlaces {
              private final Map<String, ObjectMapper> byName = new HashMap<>();

              // A supplier in a field runs its body whenever it is asked.
              private final Supplier<ObjectMapper> supplier =
                  // BUG: Diagnostic contains: ObjectMapperPerCall
                  () -> new ObjectMapper();

              public String handle(Object body) throws Exception {
                Supplier<ObjectMapper> local =
                    // BUG: Diagnostic contains: ObjectMapperPerCall
                    () -> new ObjectMapper();
                Optional<ObjectMapper> none = Optional.empty();
                none.orElseGet(
                    // BUG: Diagnostic contains: ObjectMapperPerCall
                    () -> new ObjectMapper());
                // compute, unlike computeIfAbsent, runs the function on every call.
                byName.compute(
                    // BUG: Diagnostic contains: ObjectMapperPerCall
                    "json", (key, old) -> new ObjectMapper());
                // Assigned to a local and then to a local, never to a field.
                // BUG: Diagnostic contains: ObjectMapperPerCall
                ObjectMapper first = new ObjectMapper();
                ObjectMapper second = first;
                return instanceHelper().writeValueAsString(body)
                    + viaSupplier().get()
                    + second
                    + helperCalledPerCall();
              }

              ObjectMapper instanceHelper() {
                // BUG: Diagnostic contains: ObjectMapperPerCall
                return new ObjectMapper();
              }

              ObjectMapper builtInInstanceHelper() {
                // BUG: Diagnostic contains: JsonMapper.builder()...build()
                return com.fasterxml.jackson.databind.json.JsonMapper.builder().build();
              }

              Supplier<tools.jackson.databind.ObjectMapper> builtInLambda() {
                // BUG: Diagnostic contains: JsonMapper.builder()...build()
                return () -> tools.jackson.databind.json.JsonMapper.builder().build();
              }

              // Private, but its caller runs per call.
              private ObjectMapper helperCalledPerCall() {
                // BUG: Diagnostic contains: ObjectMapperPerCall
                return new ObjectMapper();
              }

              private ObjectMapper calledFromFieldAndFromHandler() {
                // BUG: Diagnostic contains: ObjectMapperPerCall
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
                return new ObjectMapper();
              }

              // Called through a method reference that is not a cache loader.
              private ObjectMapper referenced() {
                // BUG: Diagnostic contains: ObjectMapperPerCall
                return new ObjectMapper();
              }

              Supplier<ObjectMapper> viaSupplier() {
                return this::referenced;
              }

              // A JAX-RS media type, not a CDI producer: the resource method runs per request.
              @jakarta.ws.rs.Produces("application/json")
              String resource(Object body) throws Exception {
                // BUG: Diagnostic contains: ObjectMapperPerCall
                return new ObjectMapper().writeValueAsString(body);
              }

              void anonymousAndLocalClasses() {
                Runnable task =
                    new Runnable() {
                      // BUG: Diagnostic contains: ObjectMapperPerCall
                      private final ObjectMapper perInstance = new ObjectMapper();

                      @Override
                      public void run() {}
                    };
                class Local {
                  final ObjectMapper mapper;

                  Local() {
                    // BUG: Diagnostic contains: ObjectMapperPerCall
                    mapper = java.util.Objects.requireNonNull(new ObjectMapper());
                  }
                }
                task.run();
                new Local();
              }
            }
            """)
        .addSourceLines(
            "OncePlaces.java",
            """
            import com.fasterxml.jackson.databind.ObjectMapper;
            import com.fasterxml.jackson.databind.json.JsonMapper;
            import com.github.benmanes.caffeine.cache.Caffeine;
            import com.github.benmanes.caffeine.cache.LoadingCache;
            import com.google.common.base.Suppliers;
            import com.google.common.cache.Cache;
            import com.google.common.cache.CacheBuilder;
            import com.google.common.cache.CacheLoader;
            import java.util.Map;
            import java.util.concurrent.ConcurrentHashMap;
            import java.util.function.Supplier;
            import org.springframework.context.annotation.Bean;

            class OncePlaces {
              private static final ObjectMapper STATIC_FIELD = new ObjectMapper();
              private final ObjectMapper field = JsonMapper.builder().build();
              private static final ObjectMapper FROM_STATIC_BLOCK;
              private final ObjectMapper fromInstanceBlock;
              private final ObjectMapper fromConstructor;
              private ObjectMapper lazy;
              private volatile ObjectMapper checkedTwice;
              private final Map<String, ObjectMapper> byLocale = new ConcurrentHashMap<>();
              private final ThreadLocal<ObjectMapper> perThread =
                  ThreadLocal.withInitial(() -> new ObjectMapper());
              private final Supplier<ObjectMapper> memoized =
                  Suppliers.memoize(() -> new ObjectMapper());
              private final Supplier<ObjectMapper> memoizedHelper =
                  Suppliers.memoize(OncePlaces::staticHelperForLoader);
              private final Cache<String, ObjectMapper> guava = CacheBuilder.newBuilder().build();
              private final com.google.common.cache.LoadingCache<String, ObjectMapper> guavaLoading =
                  CacheBuilder.newBuilder()
                      .build(
                          new CacheLoader<String, ObjectMapper>() {
                            @Override
                            public ObjectMapper load(String key) {
                              return new ObjectMapper();
                            }
                          });
              private final com.google.common.cache.LoadingCache<String, ObjectMapper> guavaFrom =
                  CacheBuilder.newBuilder().build(CacheLoader.from(key -> new ObjectMapper()));
              private final LoadingCache<String, ObjectMapper> caffeine =
                  Caffeine.newBuilder().build(key -> new ObjectMapper());
              private final com.github.benmanes.caffeine.cache.Cache<String, ObjectMapper> manual =
                  Caffeine.newBuilder().build();

              static {
                FROM_STATIC_BLOCK = new ObjectMapper();
              }

              {
                fromInstanceBlock = new ObjectMapper();
              }

              OncePlaces() {
                fromConstructor = new ObjectMapper();
              }

              @Bean
              ObjectMapper springBean() {
                return new ObjectMapper();
              }

              @jakarta.enterprise.inject.Produces
              ObjectMapper cdiProducer() {
                return new ObjectMapper();
              }

              @javax.enterprise.inject.Produces
              ObjectMapper legacyCdiProducer() {
                return new ObjectMapper();
              }

              @jakarta.annotation.PostConstruct
              void jakartaInit() {
                lazy = configured(new ObjectMapper());
              }

              @javax.annotation.PostConstruct
              void javaxInit() {
                new ObjectMapper();
              }

              public static void main(String[] args) throws Exception {
                System.out.println(new ObjectMapper().writeValueAsString(args));
              }

              ObjectMapper lazily() {
                if (lazy == null) {
                  lazy = new ObjectMapper();
                }
                return lazy;
              }

              ObjectMapper lazilyThroughHelper() {
                if (lazy == null) {
                  lazy = helper();
                }
                return lazy;
              }

              ObjectMapper lazilyThroughThis() {
                return this.lazy != null ? this.lazy : (this.lazy = (JsonMapper.builder().build()));
              }

              ObjectMapper doubleChecked() {
                ObjectMapper result = checkedTwice;
                if (result == null) {
                  synchronized (this) {
                    ObjectMapper created = new ObjectMapper();
                    created.findAndRegisterModules();
                    checkedTwice = result = created;
                  }
                }
                return result;
              }

              ObjectMapper cached(String locale) throws Exception {
                byLocale.computeIfAbsent(locale, key -> new ObjectMapper());
                byLocale.computeIfAbsent(locale, this::helperForLoader);
                guava.get(locale, () -> new ObjectMapper());
                manual.get(locale, key -> new ObjectMapper());
                return byLocale.get(locale);
              }

              private ObjectMapper helperForLoader(String key) {
                return new ObjectMapper();
              }

              private static ObjectMapper staticHelperForLoader() {
                return new ObjectMapper();
              }

              // Private helpers whose callers all run once, directly or through another helper.
              private final ObjectMapper fromHelper = helper();
              private final ObjectMapper fromChain = outer();

              private ObjectMapper helper() {
                return new ObjectMapper();
              }

              private ObjectMapper outer() {
                return inner(2);
              }

              private ObjectMapper inner(int depth) {
                return depth == 0 ? new ObjectMapper() : inner(depth - 1);
              }

              static ObjectMapper staticCalledFromStaticBlockOnly() {
                return new ObjectMapper();
              }

              private static final ObjectMapper FROM_STATIC = staticCalledFromStaticBlockOnly();

              // No caller: only reflection could run it, and nothing says how often.
              private ObjectMapper unused() {
                return new ObjectMapper();
              }

              private static ObjectMapper configured(ObjectMapper mapper) {
                return mapper;
              }

              // More cache loaders: Spring's cache and memoizing supplier, Caffeine's async cache.
              String springCache(org.springframework.cache.Cache cache, String key) {
                return cache.get(key, () -> new ObjectMapper()).toString();
              }

              private final Supplier<ObjectMapper> singleton =
                  org.springframework.util.function.SingletonSupplier.of(() -> new ObjectMapper());

              private final com.github.benmanes.caffeine.cache.AsyncLoadingCache<String, ObjectMapper>
                  asyncCaffeine = Caffeine.newBuilder().buildAsync(key -> new ObjectMapper());

              /** A named Caffeine loader: the cache calls load once per key. */
              static final class MapperLoader
                  implements com.github.benmanes.caffeine.cache.CacheLoader<String, ObjectMapper> {
                @Override
                public ObjectMapper load(String key) {
                  return new ObjectMapper();
                }

                // Not a loader method: the cache never calls it.
                public ObjectMapper describe() {
                  // BUG: Diagnostic contains: ObjectMapperPerCall
                  return new ObjectMapper();
                }
              }

              static final class Cli {
                public static void main(String... args) {
                  new ObjectMapper();
                }
              }
            }
            """)
        .addSourceLines(
            // CDI 1 is not on the test class path: the check knows the annotation by name.
            "javax/enterprise/inject/Produces.java",
            """
            package javax.enterprise.inject;

            public @interface Produces {}
            """)
        .addSourceLines(
            "Lookalikes.java",
            """
            import com.fasterxml.jackson.databind.ObjectMapper;
            import com.fasterxml.jackson.databind.ObjectWriter;
            import tools.jackson.databind.json.JsonMapper;

            class Lookalikes {
              private final ObjectMapper shared;
              private final JsonMapper shared3;

              Lookalikes(ObjectMapper shared, JsonMapper shared3) {
                this.shared = shared;
                this.shared3 = shared3;
              }

              Object derived(Object body) throws Exception {
                ObjectMapper copy = shared.copy();
                ObjectWriter writer = shared.writerFor(Object.class);
                JsonMapper rebuilt = shared3.rebuild().build();
                JsonMapper common = JsonMapper.shared();
                return copy.writeValueAsString(body) + writer.writeValueAsString(body) + rebuilt + common;
              }

              Object unrelated() {
                return new other.ObjectMapper().toString() + other.JsonMapper.builder().build();
              }
            }
            """)
        .addSourceLines(
            "CustomMapper.java",
            """
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
        .addSourceLines(
            "other/ObjectMapper.java",
            """
            package other;

            public class ObjectMapper {}
            """)
        .addSourceLines(
            "other/JsonMapper.java",
            """
            package other;

            public class JsonMapper {
              public static Builder builder() {
                return new Builder();
              }

              public static final class Builder {
                public JsonMapper build() {
                  return new JsonMapper();
                }
              }
            }
            """)
        .doTest();
  }

  @Test
  void suppression() {
    helper
        .addSourceLines(
            "Legacy.java",
            """
            import com.fasterxml.jackson.databind.ObjectMapper;

            class Legacy {
              @SuppressWarnings("ObjectMapperPerCall")
              String handle(Object body) throws Exception {
                return new ObjectMapper().writeValueAsString(body);
              }
            }
            """)
        .doTest();
  }

  @Test
  void replacement() {
    BugCheckerRefactoringTestHelper.newInstance(ObjectMapperPerCall.class, getClass())
        .addInputLines(
            "Handler.java",
            """
            import com.fasterxml.jackson.core.JsonFactory;
            import com.fasterxml.jackson.databind.ObjectMapper;
            import com.fasterxml.jackson.databind.json.JsonMapper;
            import com.fasterxml.jackson.databind.SerializationFeature;
            import java.util.function.Supplier;

            class Handler {
              private static final String OBJECT_MAPPER = "a name already taken";
              private final Supplier<String> inField =
                  () -> {
                    try {
                      return new ObjectMapper().writeValueAsString(1);
                    } catch (Exception e) {
                      throw new IllegalStateException(e);
                    }
                  };

              String direct(Object body) throws Exception {
                return new ObjectMapper().writeValueAsString(body);
              }

              String throughLocal(Object body) throws Exception {
                JsonMapper mapper = JsonMapper.builder().build();
                return mapper.writerWithDefaultPrettyPrinter().writeValueAsString(body)
                    + mapper.writeValueAsString(body);
              }

              String otherMapperSameName(Object body) throws Exception {
                return new ObjectMapper(new JsonFactory()).writeValueAsString(body);
              }

              enum Format {
                JSON;

                String render(Object body) throws Exception {
                  return new ObjectMapper().writeValueAsString(body);
                }
              }

              record View(Object body) {
                String render() throws Exception {
                  return new ObjectMapper().writeValueAsString(body);
                }
              }
            }
            """)
        .addOutputLines(
            "Handler.java",
            """
            import com.fasterxml.jackson.core.JsonFactory;
            import com.fasterxml.jackson.databind.ObjectMapper;
            import com.fasterxml.jackson.databind.json.JsonMapper;
            import com.fasterxml.jackson.databind.SerializationFeature;
            import java.util.function.Supplier;

            class Handler {
              private static final String OBJECT_MAPPER = "a name already taken";
              private final Supplier<String> inField =
                  () -> {
                    try {
                      return Handler.OBJECT_MAPPER_2.writeValueAsString(1);
                    } catch (Exception e) {
                      throw new IllegalStateException(e);
                    }
                  };

              String direct(Object body) throws Exception {
                return OBJECT_MAPPER_2.writeValueAsString(body);
              }

              String throughLocal(Object body) throws Exception {
                JsonMapper mapper = JSON_MAPPER;
                return mapper.writerWithDefaultPrettyPrinter().writeValueAsString(body)
                    + mapper.writeValueAsString(body);
              }

              String otherMapperSameName(Object body) throws Exception {
                return OBJECT_MAPPER_3.writeValueAsString(body);
              }

              enum Format {
                JSON;

                String render(Object body) throws Exception {
                  return OBJECT_MAPPER_2.writeValueAsString(body);
                }

                private static final ObjectMapper OBJECT_MAPPER_2 = new ObjectMapper();
              }

              record View(Object body) {
                String render() throws Exception {
                  return OBJECT_MAPPER_2.writeValueAsString(body);
                }

                private static final ObjectMapper OBJECT_MAPPER_2 = new ObjectMapper();
              }

              private static final ObjectMapper OBJECT_MAPPER_2 = new ObjectMapper();

              private static final JsonMapper JSON_MAPPER = JsonMapper.builder().build();

              private static final ObjectMapper OBJECT_MAPPER_3 = new ObjectMapper(new JsonFactory());
            }
            """)
        .doTest(TestMode.TEXT_MATCH);

    // No fix where sharing the object could change what the code does, or would not compile.
    BugCheckerRefactoringTestHelper.newInstance(ObjectMapperPerCall.class, getClass())
        .addInputLines(
            "NoFix.java",
            """
            import com.fasterxml.jackson.databind.ObjectMapper;
            import com.fasterxml.jackson.databind.SerializationFeature;
            import com.fasterxml.jackson.databind.json.JsonMapper;

            class NoFix {
              private final boolean pretty;

              NoFix(boolean pretty) {
                this.pretty = pretty;
              }

              String readsParameter(Object body, boolean indent) throws Exception {
                return new ObjectMapper().configure(SerializationFeature.INDENT_OUTPUT, indent)
                    .writeValueAsString(body);
              }

              String readsInstanceState(Object body) throws Exception {
                JsonMapper mapper = JsonMapper.builder().configure(SerializationFeature.INDENT_OUTPUT, pretty).build();
                return mapper.writeValueAsString(body);
              }

              String configuresTheMapper(Object body) throws Exception {
                ObjectMapper mapper = new ObjectMapper();
                mapper.findAndRegisterModules();
                return mapper.writeValueAsString(body);
              }

              ObjectMapper escapes() {
                return new ObjectMapper();
              }

              void passedOn(Object body) {
                consume(new ObjectMapper());
              }

              private static void consume(ObjectMapper mapper) {}

              class Inner {
                String inInnerClass(Object body) throws Exception {
                  return new ObjectMapper().writeValueAsString(body);
                }
              }
            }
            """)
        .expectUnchanged()
        .doTest(TestMode.TEXT_MATCH);
  }

  @Test
  void samples() {
    SampleSources.addSamples(helper, "ObjectMapperPerCall").doTest();
  }
}
