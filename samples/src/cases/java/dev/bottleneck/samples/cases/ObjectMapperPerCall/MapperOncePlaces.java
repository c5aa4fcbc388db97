package dev.bottleneck.samples.cases.ObjectMapperPerCall;

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

class MapperOncePlaces {
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
      Suppliers.memoize(MapperOncePlaces::staticHelperForLoader);
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

  MapperOncePlaces() {
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
      // new ObjectMapper()
      return new ObjectMapper();
    }
  }

  static final class Cli {
    public static void main(String... args) {
      new ObjectMapper();
    }
  }
}
