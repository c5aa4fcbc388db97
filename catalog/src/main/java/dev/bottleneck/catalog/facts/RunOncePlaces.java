package dev.bottleneck.catalog.facts;

import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Places whose code runs once (per process, per bean or per cache key) rather than on every call,
 * as data: when the application starts or stops, when a bean is created or destroyed, when a value
 * is first needed. Constructors, initializers and {@code static void main(String[])} are the
 * language's own once places and stay engine logic; a private helper whose every caller runs once
 * is an engine's call-graph decision. Everything a library or a container decides is here.
 *
 * <p>Four kinds of entry: annotations a container honours by running the method once ({@link
 * #ANNOTATIONS}); methods a library calls once, named by the type that declares them, so that an
 * override of them runs once ({@link #CALLBACKS}); calls that run a function they are given at most
 * once per key or at all and keep its result ({@link #LOADER_CALLS}); and calls that keep a value
 * only while none is kept ({@link #LAZY_STORES}). A lifecycle callback such as {@code
 * InitializingBean.afterPropertiesSet} is one more {@link #CALLBACKS} entry. The factory, init and
 * destroy methods that Spring XML bean definitions name are read from the module's context files,
 * whose vocabulary is {@link SpringXmlBeans}.
 */
public final class RunOncePlaces {
  private static final String CAFFEINE = "com.github.benmanes.caffeine.cache.";
  private static final String FLYWAY = "org.flywaydb.core.api.";
  private static final String SPRING_CONTEXT = "org.springframework.context.";
  private static final String BEAN_FACTORY = "org.springframework.beans.factory.";

  /**
   * Spring's registry of singleton beans: {@code registerSingleton(name, object)} refuses a name
   * that is bound already ({@code DefaultSingletonBeanRegistry} throws {@code
   * IllegalStateException}), so it keeps a value only while none is kept under that name. A {@code
   * destroySingleton(name)} before it unbinds the name, and the pair replaces the bean on every
   * call; the engines do not look for it, and judge the pair as they judge a store into a field in
   * a method that returns nothing (a settings reload), which stays silent too.
   */
  private static final String SINGLETON_REGISTRY = BEAN_FACTORY + "config.SingletonBeanRegistry";

  private static final String WICKET_APPLICATION = "org.apache.wicket.Application";
  private static final String WICKET_WEB_APPLICATION =
      "org.apache.wicket.protocol.http.WebApplication";
  private static final String GENERIC_CONTEXT =
      SPRING_CONTEXT + "support.GenericApplicationContext";
  private static final String WEB_MVC = "org.springframework.web.servlet.config.annotation.";
  private static final String WEB_FLUX = "org.springframework.web.reactive.config.";

  /**
   * Every method of {@code WebMvcConfigurer} (Spring Framework 3.1 to 7, the deprecated {@code
   * WebMvcConfigurerAdapter} and the {@code WebMvcConfigurationSupport} methods of those names
   * included). {@code WebMvcConfigurationSupport} calls each while it creates the infrastructure
   * beans the dispatcher keeps: the interceptors, message converters, argument and return value
   * resolvers, CORS mappings, path-match and content-negotiation settings on their first use, kept
   * in its fields; the formatters, validator, view controllers, view resolvers, resource handlers,
   * default servlet handling, async support, exception resolvers and the binding initializer's
   * message codes resolver inside one {@code @Bean} method each (Spring Framework sources,
   * WebMvcConfigurationSupport, getInterceptors, getMessageConverters, mvcValidator,
   * requestMappingHandlerAdapter). None is called per request: {@code getValidator} and {@code
   * getMessageCodesResolver} return the one validator and resolver every request then uses.
   */
  private static final String[] WEB_MVC_CALLBACKS = {
    "addFormatters",
    "configureMessageConverters",
    "extendMessageConverters",
    "getValidator",
    "configureContentNegotiation",
    "configureAsyncSupport",
    "configurePathMatch",
    "configureApiVersioning",
    "addArgumentResolvers",
    "addReturnValueHandlers",
    "configureHandlerExceptionResolvers",
    "extendHandlerExceptionResolvers",
    "addErrorResponseInterceptors",
    "addInterceptors",
    "getMessageCodesResolver",
    "addViewControllers",
    "configureViewResolvers",
    "addResourceHandlers",
    "configureDefaultServletHandling",
    "addCorsMappings"
  };

  /**
   * Every method of {@code WebFluxConfigurer} (Spring Framework 5 to 7): {@code
   * WebFluxConfigurationSupport} calls each inside the {@code @Bean} method of the infrastructure
   * bean it configures (the codecs, the content type resolver, the handler mappings and adapters,
   * the validator, the WebSocket adapter's service), or on the first use of a setting it keeps.
   */
  private static final String[] WEB_FLUX_CALLBACKS = {
    "configureContentTypeResolver",
    "configureApiVersioning",
    "addCorsMappings",
    "configurePathMatching",
    "addResourceHandlers",
    "configureArgumentResolvers",
    "configureHttpMessageCodecs",
    "addFormatters",
    "getValidator",
    "getMessageCodesResolver",
    "getWebSocketService",
    "configureViewResolvers",
    "configureBlockingExecution",
    "addErrorResponseInterceptors"
  };

  /**
   * Methods a container runs once: when it starts, when it creates a bean, or when it destroys one
   * as it shuts down; and the commands of a Spring Shell application, an entry point like {@code
   * main}.
   *
   * <p>Spring Shell runs a command method once per command a user types (or a script or the command
   * line holds) in the shell's own process, and prints what it returns: {@code @ShellMethod} on a
   * {@code @ShellComponent} bean (Spring Shell 2 and 3, registered by {@code
   * StandardMethodTargetRegistrar}), and {@code @Command} on a method (Spring Shell 3's annotation
   * model, {@code org.springframework.shell.command.annotation}, and Spring Shell 4's, moved to
   * {@code org.springframework.shell.core.command.annotation}): see the Spring Shell reference,
   * "Command Registration" (docs.spring.io/spring-shell/reference/commands/registration.html). A
   * loop in a command over what it read runs once per command all the same. The shell also asks a
   * {@code @ShellMethodAvailability} method whenever it lists or completes commands: that one is
   * not here.
   */
  public static final List<String> ANNOTATIONS =
      List.of(
          "org.springframework.context.annotation.Bean",
          "jakarta.enterprise.inject.Produces",
          "javax.enterprise.inject.Produces",
          "jakarta.annotation.PostConstruct",
          "javax.annotation.PostConstruct",
          "jakarta.annotation.PreDestroy",
          "javax.annotation.PreDestroy",
          "org.springframework.shell.standard.ShellMethod",
          "org.springframework.shell.command.annotation.Command",
          "org.springframework.shell.core.command.annotation.Command");

  /**
   * Listeners to events a container publishes once: when the application has started, and when its
   * context closes.
   */
  public static final List<OnceEvents> EVENT_LISTENERS =
      List.of(
          new OnceEvents(
              "org.springframework.context.event.EventListener",
              List.of("value", "classes"),
              List.of(
                  "org.springframework.boot.context.event.ApplicationStartedEvent",
                  "org.springframework.boot.context.event.ApplicationReadyEvent",
                  "org.springframework.context.event.ContextRefreshedEvent",
                  "org.springframework.context.event.ContextClosedEvent")));

  /**
   * CDI observer methods: a parameter annotated with one of these observes the event its qualifiers
   * name.
   */
  public static final List<String> OBSERVES =
      List.of("jakarta.enterprise.event.Observes", "javax.enterprise.event.Observes");

  /**
   * Qualifiers of observed events fired once: an observer parameter qualified
   * {@code @Initialized(ApplicationScoped.class)} runs when the application has started,
   * {@code @Destroyed(ApplicationScoped.class)} when it stops.
   */
  public static final List<OnceEvents> OBSERVED_ONCE =
      List.of(
          new OnceEvents(
              "jakarta.enterprise.context.Initialized",
              List.of("value"),
              List.of("jakarta.enterprise.context.ApplicationScoped")),
          new OnceEvents(
              "javax.enterprise.context.Initialized",
              List.of("value"),
              List.of("javax.enterprise.context.ApplicationScoped")),
          new OnceEvents(
              "jakarta.enterprise.context.Destroyed",
              List.of("value"),
              List.of("jakarta.enterprise.context.ApplicationScoped")),
          new OnceEvents(
              "javax.enterprise.context.Destroyed",
              List.of("value"),
              List.of("javax.enterprise.context.ApplicationScoped")));

  private static final String BEAN_FACTORY_POST_PROCESSOR =
      "org.springframework.beans.factory.config.BeanFactoryPostProcessor";
  private static final String BEAN_DEFINITION_REGISTRY_POST_PROCESSOR =
      "org.springframework.beans.factory.support.BeanDefinitionRegistryPostProcessor";

  private static final String[] LOAD_METHODS = {"load", "loadAll", "asyncLoad", "asyncLoadAll"};

  /**
   * Methods that a library or a container calls once (per key, per bean, at start-up, at shutdown):
   * an implementation of them runs once.
   */
  public static final List<Api> CALLBACKS =
      List.of(
          Api.instanceMethod("com.google.common.cache.CacheLoader", LOAD_METHODS),
          Api.instanceMethod(CAFFEINE + "CacheLoader", LOAD_METHODS),
          Api.instanceMethod(CAFFEINE + "AsyncCacheLoader", LOAD_METHODS),
          Api.instanceMethod("org.springframework.boot.ApplicationRunner", "run"),
          Api.instanceMethod("org.springframework.boot.CommandLineRunner", "run"),
          Api.instanceMethod(
              "org.springframework.beans.factory.InitializingBean", "afterPropertiesSet"),
          Api.instanceMethod(
              "org.springframework.beans.factory.SmartInitializingSingleton",
              "afterSingletonsInstantiated"),
          Api.instanceMethod("org.springframework.beans.factory.DisposableBean", "destroy"),
          // Spring calls each Aware callback once per bean, while it creates the bean.
          Api.instanceMethod("org.springframework.beans.factory.BeanNameAware", "setBeanName"),
          Api.instanceMethod(
              "org.springframework.beans.factory.BeanFactoryAware", "setBeanFactory"),
          Api.instanceMethod(
              "org.springframework.context.ApplicationContextAware", "setApplicationContext"),
          Api.instanceMethod(SPRING_CONTEXT + "ResourceLoaderAware", "setResourceLoader"),
          Api.instanceMethod(SPRING_CONTEXT + "EnvironmentAware", "setEnvironment"),
          Api.instanceMethod(
              SPRING_CONTEXT + "ApplicationEventPublisherAware", "setApplicationEventPublisher"),
          // Spring Boot runs each environment post-processor once, while SpringApplication prepares
          // the environment before it refreshes the context (EnvironmentPostProcessorApplication-
          // Listener, on ApplicationEnvironmentPreparedEvent); Boot 4 moved the interface from
          // org.springframework.boot.env to org.springframework.boot and keeps the old one,
          // deprecated, until 4.2.
          Api.instanceMethod(
              "org.springframework.boot.env.EnvironmentPostProcessor", "postProcessEnvironment"),
          Api.instanceMethod(
              "org.springframework.boot.EnvironmentPostProcessor", "postProcessEnvironment"),
          // Spring calls each bean factory post-processor once, while it refreshes the context and
          // before it creates any other bean (PostProcessorRegistrationDelegate); a registry
          // post-processor is also called once for the registry.
          Api.instanceMethod(BEAN_FACTORY_POST_PROCESSOR, "postProcessBeanFactory"),
          Api.instanceMethod(
              BEAN_DEFINITION_REGISTRY_POST_PROCESSOR,
              "postProcessBeanDefinitionRegistry",
              "postProcessBeanFactory"),
          // Flyway runs a callback on the events of a migration, which an application runs at
          // start-up or from a migration command, and a Java migration once per database.
          Api.instanceMethod(FLYWAY + "callback.Callback", "handle"),
          Api.instanceMethod(FLYWAY + "migration.JavaMigration", "migrate"),
          // A servlet container initializes each servlet and filter once, and destroys it once.
          Api.instanceMethod("jakarta.servlet.Servlet", "init", "destroy"),
          Api.instanceMethod("javax.servlet.Servlet", "init", "destroy"),
          Api.instanceMethod("jakarta.servlet.GenericServlet", "init"),
          Api.instanceMethod("javax.servlet.GenericServlet", "init"),
          Api.instanceMethod("jakarta.servlet.Filter", "init", "destroy"),
          Api.instanceMethod("javax.servlet.Filter", "init", "destroy"),
          // Wicket's WicketFilter initializes its Application once, when the filter starts
          // (initApplication: internalInit, then init), and destroys it once when the filter does
          // (internalDestroy, then onDestroy). Component#onInitialize is not here: it runs once per
          // component instance, and a page is created per request.
          Api.instanceMethod(WICKET_APPLICATION, "init", "onDestroy"),
          // Spring MVC's hooks into a servlet's init.
          Api.instanceMethod("org.springframework.web.servlet.HttpServletBean", "initServletBean"),
          Api.instanceMethod(
              "org.springframework.web.servlet.FrameworkServlet", "initFrameworkServlet"),
          Api.instanceMethod(
              "jakarta.servlet.ServletContextListener", "contextInitialized", "contextDestroyed"),
          Api.instanceMethod(
              "javax.servlet.ServletContextListener", "contextInitialized", "contextDestroyed"),
          // Spring MVC and WebFlux call each configurer callback once, while they build their
          // infrastructure beans.
          Api.instanceMethod(WEB_MVC + "WebMvcConfigurer", WEB_MVC_CALLBACKS),
          Api.instanceMethod(WEB_MVC + "WebMvcConfigurerAdapter", WEB_MVC_CALLBACKS),
          Api.instanceMethod(WEB_MVC + "WebMvcConfigurationSupport", WEB_MVC_CALLBACKS),
          Api.instanceMethod(WEB_FLUX + "WebFluxConfigurer", WEB_FLUX_CALLBACKS),
          Api.instanceMethod(WEB_FLUX + "WebFluxConfigurationSupport", WEB_FLUX_CALLBACKS),
          // Spring Boot 4 applies each server converters customizer while Spring MVC builds its
          // message converters, which it does once and keeps.
          Api.instanceMethod(
              "org.springframework.boot.http.converter.autoconfigure"
                  + ".ServerHttpMessageConvertersCustomizer",
              "customize"));

  /**
   * Library interfaces that declare nothing but callbacks of {@link #CALLBACKS} (and extend nothing
   * but {@code Aware}, a marker that declares nothing), and {@code WebMvcConfigurerAdapter}, an
   * abstract class of empty implementations of one: the framework that calls one of them calls no
   * other method of a class for implementing it, so the class's other methods run as often as the
   * callers its sources show. An engine that cannot read the interface (the Maven plugin without a
   * class path, ArchUnit outside its import) would otherwise take any method of the class for one
   * the framework may call.
   */
  public static final List<String> CALLBACK_ONLY_TYPES =
      List.of(
          "org.springframework.beans.factory.Aware",
          "org.springframework.beans.factory.BeanNameAware",
          "org.springframework.beans.factory.BeanFactoryAware",
          "org.springframework.context.ApplicationContextAware",
          SPRING_CONTEXT + "ResourceLoaderAware",
          SPRING_CONTEXT + "EnvironmentAware",
          SPRING_CONTEXT + "ApplicationEventPublisherAware",
          "org.springframework.beans.factory.InitializingBean",
          "org.springframework.beans.factory.DisposableBean",
          "org.springframework.beans.factory.SmartInitializingSingleton",
          "org.springframework.boot.ApplicationRunner",
          "org.springframework.boot.CommandLineRunner",
          "org.springframework.boot.env.EnvironmentPostProcessor",
          "org.springframework.boot.EnvironmentPostProcessor",
          BEAN_FACTORY_POST_PROCESSOR,
          BEAN_DEFINITION_REGISTRY_POST_PROCESSOR,
          WEB_MVC + "WebMvcConfigurer",
          WEB_MVC + "WebMvcConfigurerAdapter",
          WEB_FLUX + "WebFluxConfigurer");

  /**
   * Calls that run a function they are given (a lambda, a method reference, an anonymous class)
   * once per key, per thread or at all, and keep the result.
   */
  public static final List<Api> LOADER_CALLS =
      List.of(
          Api.instanceMethod("java.util.Map", "computeIfAbsent"),
          Api.staticMethod("java.lang.ThreadLocal", "withInitial"),
          // Lazy initialization of a shared reference: x -> x != null ? x : create().
          Api.instanceMethod(
              "java.util.concurrent.atomic.AtomicReference", "updateAndGet", "getAndUpdate"),
          Api.instanceMethod("com.google.common.cache.Cache", "get"),
          Api.instanceMethod("com.google.common.cache.CacheBuilder", "build"),
          Api.staticMethod("com.google.common.cache.CacheLoader", "from"),
          Api.staticMethod("com.google.common.base.Suppliers", "memoize", "memoizeWithExpiration"),
          Api.instanceMethod(CAFFEINE + "Cache", "get", "getAll"),
          Api.instanceMethod(CAFFEINE + "AsyncCache", "get", "getAll"),
          Api.instanceMethod(CAFFEINE + "Caffeine", "build", "buildAsync"),
          Api.instanceMethod("org.springframework.cache.Cache", "get"),
          Api.staticMethod(
              "org.springframework.util.function.SingletonSupplier", "of", "ofNullable"),
          // Hutool's get(key, supplier) keeps one instance per key (computeIfAbsent on a static
          // map); its other get overloads take no function and build by reflection.
          Api.staticMethod("cn.hutool.core.lang.Singleton", "get"),
          // Spring runs the supplier of a bean registered in code as it runs a @Bean method: once
          // for a singleton, whose instance it keeps (and the definition's customizers once).
          Api.instanceMethod(GENERIC_CONTEXT, "registerBean"),
          Api.staticMethod(
              "org.springframework.beans.factory.support.BeanDefinitionBuilder",
              "genericBeanDefinition",
              "rootBeanDefinition"),
          // Kotlin: by lazy { } runs its lambda on the first read and keeps the value.
          Api.staticMethod("kotlin.LazyKt", "lazy"),
          // Spring's Kotlin bean DSL: beans { } runs its lambda once, as the context starts.
          Api.staticMethod("org.springframework.context.support.BeanDefinitionDslKt", "beans"));

  /**
   * Kotlin {@code inline} functions whose function argument the library keeps and runs once:
   * kotlinc copies the argument into an anonymous class of the caller, such as the {@code Supplier}
   * of Spring's bean DSL ({@code bean { ObjectMapper() }}), which the container calls once for a
   * singleton bean.
   */
  public static final List<Api> KOTLIN_INLINE_ONCE =
      List.of(Api.instanceMethod("org.springframework.context.support.BeanDefinitionDsl", "bean"));

  /**
   * The class that kotlinc before 2.0 compiles every lambda into a subclass of (2.x: a
   * {@code @JvmSerializableLambda} one, or with {@code -Xlambdas=class}), instead of an
   * invokedynamic call site: the instance, a singleton {@code INSTANCE} or a new one holding the
   * captured values, is the function value, and the subclass's {@code invoke} is the lambda's body.
   */
  public static final String KOTLIN_LAMBDA_CLASS = "kotlin.jvm.internal.Lambda";

  private static final String STREAMS = "java.util.stream.";

  /**
   * Calls that run a function they are given (a lambda or a method reference) inline, before they
   * return, once or once per element: a function given to them runs as often as the code around the
   * call, so in a run-once place it runs once. ({@code Map.computeIfAbsent} keeps its result, and
   * is among the {@link #LOADER_CALLS}.) A stream's intermediate operations run their function when
   * the pipeline's terminal operation runs, which is where the pipeline is built in all but
   * contrived code.
   */
  public static final List<Api> INLINE_CALLS =
      List.of(
          Api.instanceMethod("java.lang.Iterable", "forEach"),
          Api.instanceMethod("java.util.Iterator", "forEachRemaining"),
          Api.instanceMethod("java.util.Collection", "removeIf"),
          Api.instanceMethod("java.util.List", "replaceAll", "sort"),
          Api.instanceMethod(
              "java.util.Map", "forEach", "replaceAll", "compute", "computeIfPresent", "merge"),
          Api.everyInstanceMethod(STREAMS + "Stream"),
          Api.everyInstanceMethod(STREAMS + "IntStream"),
          Api.everyInstanceMethod(STREAMS + "LongStream"),
          Api.everyInstanceMethod(STREAMS + "DoubleStream"),
          Api.everyStaticMethod(STREAMS + "Collectors"),
          Api.instanceMethod(
              "java.util.Optional",
              "ifPresent",
              "ifPresentOrElse",
              "map",
              "flatMap",
              "filter",
              "or",
              "orElseGet",
              "orElseThrow"),
          // The callback of a programmatic transaction.
          Transactions.TRANSACTION_CALLBACKS);

  /**
   * Calls that run a task they are given exactly once, on another thread: a task submitted from a
   * run-once place runs once. Schedulers that repeat a task ({@code scheduleAtFixedRate}, a {@code
   * TaskScheduler} with a trigger), listener registrations and reactive pipelines run it per tick
   * or per event, and are not here.
   */
  public static final List<Api> ONE_SHOT_TASKS =
      List.of(
          Api.instanceMethod("java.util.concurrent.Executor", "execute"),
          Api.instanceMethod("java.util.concurrent.ExecutorService", "submit"),
          Api.staticMethod(AsyncApis.COMPLETABLE_FUTURE, "runAsync", "supplyAsync"));

  /**
   * A lambda that a run-once method returns runs once too when the method's return type's simple
   * name ends with this: Spring Boot and its starters apply each customizer bean ({@code
   * RestTemplateCustomizer}, {@code Jackson2ObjectMapperBuilderCustomizer}, Redisson's {@code
   * RedissonAutoConfigurationCustomizer} and the like) once, while they build what it customizes.
   * Any other function a method returns runs whenever its holder calls it, which no engine sees.
   */
  public static final String APPLIED_ONCE_SUFFIX = "Customizer";

  /**
   * Calls whose function argument runs as often as the call itself ({@link #INLINE_CALLS}, {@link
   * #ONE_SHOT_TASKS}): the function is judged by the code around the call.
   */
  public static final List<Api> RUN_WITH_CALLER =
      Stream.concat(INLINE_CALLS.stream(), ONE_SHOT_TASKS.stream()).toList();

  private static final String SPRING_CACHE = "org.springframework.cache.annotation.";

  /**
   * Annotations that change how a method runs, or nothing at all, but not who calls it: a
   * transaction, or Spring's cache advice around the call (a proxy that reads, fills or empties a
   * cache, and runs the method as its caller asked). A method that carries any other annotation may
   * be called by a framework ({@code @Scheduled}, {@code @RequestMapping}, a message listener) that
   * the sources do not show, so it is not judged by its callers.
   */
  public static final List<String> CALLER_NEUTRAL_ANNOTATIONS =
      Stream.of(
              Stream.of(
                  "java.lang.Override",
                  "java.lang.Deprecated",
                  "java.lang.SuppressWarnings",
                  "java.lang.SafeVarargs"),
              Transactions.TRANSACTIONAL_ANNOTATIONS.stream(),
              Stream.of(
                  SPRING_CACHE + "Cacheable",
                  SPRING_CACHE + "CacheEvict",
                  SPRING_CACHE + "CachePut",
                  SPRING_CACHE + "Caching"))
          .flatMap(names -> names)
          .toList();

  /**
   * Calls that store their last argument into a shared reference only while none is stored: {@code
   * if (ref.get() == null) ref.compareAndSet(null, create())} is lazy initialization, as a store
   * into a field is, also through a local ({@code created = create(); ref.compareAndSet(null,
   * created)}).
   */
  public static final List<Api> LAZY_STORES =
      List.of(
          Api.instanceMethod("java.util.concurrent.atomic.AtomicReference", "compareAndSet"),
          Api.instanceMethod(SINGLETON_REGISTRY, "registerSingleton"));

  /**
   * The last call of a builder chain, whose result is the object the chain configured: a value
   * handed to a call of such a chain ({@code Api.builder().client(client).build()}) is kept by the
   * object built, as by a constructor it is handed to.
   */
  public static final Set<String> BUILDER_TERMINALS = Set.of("build");

  /**
   * Stores that keep a value whether or not one is kept already ({@code ref.set(create())}): lazy
   * initialization only behind a null check in the same method ({@code if (ref.get() == null)}),
   * the double-checked form.
   */
  public static final List<Api> CHECKED_LAZY_STORES =
      List.of(
          Api.instanceMethod(
              "java.util.concurrent.atomic.AtomicReference",
              "set",
              "lazySet",
              "setPlain",
              "setOpaque",
              "setRelease"));

  /**
   * A guard that lets code through once per key: a test that a map holds no such key ({@code if
   * (!map.containsKey(key))}) around code that stores the same key ({@link #KEY_STORES}), or a test
   * that it holds one ({@code if (map.containsKey(key)) return map.get(key);}) before such code, so
   * that later calls with the key skip it.
   */
  public static final Api KEY_TESTS = Api.instanceMethod("java.util.Map", "containsKey");

  /**
   * Lookups of a map whose null result is a miss for their key ({@code if (map.get(key) == null)},
   * also through a local declared with the lookup), and whose other result is a hit: {@code V value
   * = map.get(key); if (value != null) return value;} before code that puts the key ({@link
   * #KEY_STORES}) lets that code through once per key, a hand-written {@code computeIfAbsent}.
   */
  public static final Api KEY_LOOKUPS = Api.instanceMethod("java.util.Map", "get");

  /**
   * Stores that close a guard of their map and key ({@link #KEY_TESTS}, {@link #KEY_LOOKUPS}). Such
   * a store keeps a value per key whether or not one is kept already ({@code cache.put(key,
   * create())}): a memo, run once per key, only where a miss of the same map for the same key
   * guards it, the get-check-put form of {@code computeIfAbsent}. The store runs in the branch of a
   * test that the map's value for the key is null or that it holds no such key ({@code if (client
   * == null)} with {@code client = cache.get(key)}, {@code if (!cache.containsKey(key))}), also
   * beside other conditions ({@code client == null || !client.sameSettings(settings)}: rebuilt when
   * its settings change); or after a test of a hit that returns ({@code if (client != null) return
   * client;}). A store without such a test, or behind a test of another map, another key or
   * anything else, replaces the kept value on every call and keeps nothing for reuse. A field of
   * another class with a lookup and a store of these names (an application's own cache type) is
   * taken as a map: the test and the store of one field for one key make the memo, whatever the
   * field's class.
   */
  public static final Api KEY_STORES = Api.instanceMethod("java.util.Map", "put", "putIfAbsent");

  /**
   * The package of Lombok's annotations, which generate code at compile time: no framework creates
   * a class for carrying one.
   */
  public static final String LOMBOK_PACKAGE = "lombok.";

  /** Null checks written as calls, beside {@code == null} and {@code != null}. */
  public static final Api NULL_CHECKS = Api.staticMethod("java.util.Objects", "isNull", "nonNull");

  /**
   * The cache, Spring context, Flyway and Wicket application hierarchies an engine without the
   * library on its class path needs.
   */
  public static final List<Supertypes> SUPERTYPES =
      List.of(
          Supertypes.of("com.google.common.cache.LoadingCache", "com.google.common.cache.Cache"),
          Supertypes.leaf("com.google.common.cache.Cache"),
          Supertypes.leaf("com.google.common.cache.CacheBuilder"),
          Supertypes.of(CAFFEINE + "LoadingCache", CAFFEINE + "Cache"),
          Supertypes.of(CAFFEINE + "AsyncLoadingCache", CAFFEINE + "AsyncCache"),
          Supertypes.leaf(CAFFEINE + "Cache"),
          Supertypes.leaf(CAFFEINE + "AsyncCache"),
          Supertypes.leaf(CAFFEINE + "Caffeine"),
          Supertypes.leaf("org.springframework.cache.Cache"),
          Supertypes.leaf(GENERIC_CONTEXT),
          Supertypes.of(
              SPRING_CONTEXT + "annotation.AnnotationConfigApplicationContext", GENERIC_CONTEXT),
          Supertypes.of(SPRING_CONTEXT + "support.GenericXmlApplicationContext", GENERIC_CONTEXT),
          Supertypes.of(SPRING_CONTEXT + "support.StaticApplicationContext", GENERIC_CONTEXT),
          Supertypes.of(
              "org.springframework.web.context.support.GenericWebApplicationContext",
              GENERIC_CONTEXT),
          Supertypes.leaf("org.springframework.beans.factory.support.BeanDefinitionBuilder"),
          Supertypes.leaf(SINGLETON_REGISTRY),
          Supertypes.of(BEAN_FACTORY + "config.ConfigurableBeanFactory", SINGLETON_REGISTRY),
          Supertypes.of(
              BEAN_FACTORY + "config.ConfigurableListableBeanFactory",
              BEAN_FACTORY + "config.ConfigurableBeanFactory"),
          Supertypes.of(BEAN_FACTORY + "support.DefaultSingletonBeanRegistry", SINGLETON_REGISTRY),
          Supertypes.of(
              BEAN_FACTORY + "support.DefaultListableBeanFactory",
              BEAN_FACTORY + "support.DefaultSingletonBeanRegistry",
              BEAN_FACTORY + "config.ConfigurableListableBeanFactory"),
          Supertypes.of(FLYWAY + "callback.BaseCallback", FLYWAY + "callback.Callback"),
          Supertypes.leaf(FLYWAY + "callback.Callback"),
          Supertypes.of(FLYWAY + "migration.BaseJavaMigration", FLYWAY + "migration.JavaMigration"),
          Supertypes.leaf(FLYWAY + "migration.JavaMigration"),
          Supertypes.leaf(WICKET_APPLICATION),
          Supertypes.of(WICKET_WEB_APPLICATION, WICKET_APPLICATION),
          Supertypes.of(
              "org.apache.wicket.authroles.authentication.AuthenticatedWebApplication",
              WICKET_WEB_APPLICATION));

  private RunOncePlaces() {}
}
