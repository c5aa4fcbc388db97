package dev.bottleneck.maven.types;

import dev.bottleneck.catalog.facts.Returns;
import dev.bottleneck.catalog.facts.SlowWork;
import dev.bottleneck.catalog.facts.Supertypes;
import dev.bottleneck.catalog.facts.Transactions;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The slice of library type hierarchies and method results that the rules depend on, so that they
 * decide the same with or without the library on the classpath (the common case for a module that
 * has the dependency only at runtime, or a partial classpath). Anything else goes to the solver.
 * Each domain's facts come from its catalog tables ({@link #CATALOG_SUPERTYPES}, {@link
 * #CATALOG_RETURNS}); this class concatenates them.
 */
public final class KnownTypes {
  public static final String OBJECT_MAPPER_2 = "com.fasterxml.jackson.databind.ObjectMapper";
  public static final String OBJECT_MAPPER_3 = "tools.jackson.databind.ObjectMapper";
  public static final String COMPLETABLE_FUTURE = "java.util.concurrent.CompletableFuture";
  public static final String COMPLETION_STAGE = "java.util.concurrent.CompletionStage";
  public static final String SLF4J_EVENT_BUILDER = "org.slf4j.spi.LoggingEventBuilder";
  public static final String LOG4J_BUILDER = "org.apache.logging.log4j.LogBuilder";

  private static final String HTTP_SECURITY =
      "org.springframework.security.config.annotation.web.builders.HttpSecurity";
  private static final String SECURITY_CONFIGURERS =
      "org.springframework.security.config.annotation.web.configurers.";
  private static final String REQUEST_MATCHER_REGISTRY =
      "org.springframework.security.config.annotation.web.AbstractRequestMatcherRegistry";

  /** The per-domain catalog tables of library hierarchies and call chains. */
  private static final List<List<Supertypes>> CATALOG_SUPERTYPES =
      List.of(SlowWork.SUPERTYPES, Transactions.SUPERTYPES);

  private static final List<List<Returns>> CATALOG_RETURNS = List.of(SlowWork.RETURNS);

  private static final Set<String> OWN_LEAVES =
      Set.of(
          OBJECT_MAPPER_2,
          OBJECT_MAPPER_3,
          "org.slf4j.Logger",
          SLF4J_EVENT_BUILDER,
          LOG4J_BUILDER,
          "org.apache.logging.log4j.Logger",
          "org.apache.commons.logging.Log",
          "org.jboss.logging.BasicLogger",
          "okhttp3.OkHttpClient",
          "okhttp3.OkHttpClient.Builder",
          "org.springframework.util.AntPathMatcher",
          "org.springframework.security.web.util.matcher.AntPathRequestMatcher",
          "javax.xml.bind.JAXBContext",
          "jakarta.xml.bind.JAXBContext");

  /** Direct supertypes that matter to a rule. */
  public static final Map<String, List<String>> SUPERTYPES = supertypes();

  /** Library types known to have no supertype that matters to a rule. */
  public static final Set<String> LEAVES = leaves();

  private static final Map<String, String> RETURNS = returns();

  private KnownTypes() {}

  /** The result type of {@code method} called on {@code owner}, when the owner is known here. */
  public static Optional<String> returnType(String owner, String method) {
    return Optional.ofNullable(RETURNS.get(owner + "#" + method));
  }

  private static Map<String, List<String>> supertypes() {
    Map<String, List<String>> map = new HashMap<>();
    for (String mapper :
        List.of(
            "json.JsonMapper",
            "dataformat.xml.XmlMapper",
            "dataformat.yaml.YAMLMapper",
            "dataformat.csv.CsvMapper",
            "dataformat.cbor.CBORMapper",
            "dataformat.smile.SmileMapper",
            "dataformat.javaprop.JavaPropsMapper",
            "dataformat.toml.TomlMapper",
            "dataformat.ion.IonObjectMapper")) {
      String jackson2 =
          mapper.startsWith("json.")
              ? "com.fasterxml.jackson.databind." + mapper
              : "com.fasterxml.jackson." + mapper;
      map.put(jackson2, List.of(OBJECT_MAPPER_2));
      String jackson3 =
          mapper.startsWith("json.")
              ? "tools.jackson.databind." + mapper
              : "tools.jackson." + mapper;
      map.put(jackson3, List.of(OBJECT_MAPPER_3));
    }
    map.put("com.fasterxml.jackson.dataformat.cbor.databind.CBORMapper", List.of(OBJECT_MAPPER_2));
    map.put(
        "com.fasterxml.jackson.dataformat.smile.databind.SmileMapper", List.of(OBJECT_MAPPER_2));
    map.put("org.slf4j.spi.DefaultLoggingEventBuilder", List.of(SLF4J_EVENT_BUILDER));
    map.put("org.slf4j.ext.XLogger", List.of("org.slf4j.Logger"));
    map.put("org.jboss.logging.Logger", List.of("org.jboss.logging.BasicLogger"));
    map.put(
        "org.apache.logging.log4j.spi.ExtendedLogger", List.of("org.apache.logging.log4j.Logger"));
    map.put(
        SECURITY_CONFIGURERS
            + "ExpressionUrlAuthorizationConfigurer.ExpressionInterceptUrlRegistry",
        List.of(REQUEST_MATCHER_REGISTRY));
    map.put(
        SECURITY_CONFIGURERS
            + "AuthorizeHttpRequestsConfigurer.AuthorizationManagerRequestMatcherRegistry",
        List.of(REQUEST_MATCHER_REGISTRY));
    for (List<Supertypes> table : CATALOG_SUPERTYPES) {
      for (Supertypes type : table) {
        if (!type.supertypes().isEmpty()) {
          map.put(type.type(), type.supertypes());
        }
      }
    }
    return Map.copyOf(map);
  }

  private static Set<String> leaves() {
    Set<String> leaves = new HashSet<>(OWN_LEAVES);
    for (List<Supertypes> table : CATALOG_SUPERTYPES) {
      for (Supertypes type : table) {
        if (type.supertypes().isEmpty()) {
          leaves.add(type.type());
        }
      }
    }
    return Set.copyOf(leaves);
  }

  /** Spring Security 5's request matcher DSL, deeply generic, hence hard for the solver. */
  private static void securityConfigurers(Map<String, String> map) {
    String expressionRegistry =
        SECURITY_CONFIGURERS
            + "ExpressionUrlAuthorizationConfigurer.ExpressionInterceptUrlRegistry";
    String expressionUrl =
        SECURITY_CONFIGURERS + "ExpressionUrlAuthorizationConfigurer.AuthorizedUrl";
    String managerRegistry =
        SECURITY_CONFIGURERS
            + "AuthorizeHttpRequestsConfigurer.AuthorizationManagerRequestMatcherRegistry";
    String managerUrl = SECURITY_CONFIGURERS + "AuthorizeHttpRequestsConfigurer.AuthorizedUrl";
    map.put(HTTP_SECURITY + "#authorizeRequests", expressionRegistry);
    map.put(HTTP_SECURITY + "#authorizeHttpRequests", managerRegistry);
    for (String matchers :
        List.of(
            "antMatchers",
            "mvcMatchers",
            "regexMatchers",
            "requestMatchers",
            "anyRequest",
            "dispatcherTypeMatchers")) {
      map.put(expressionRegistry + "#" + matchers, expressionUrl);
      map.put(managerRegistry + "#" + matchers, managerUrl);
    }
    for (String access :
        List.of(
            "permitAll",
            "denyAll",
            "anonymous",
            "authenticated",
            "fullyAuthenticated",
            "rememberMe",
            "hasRole",
            "hasAnyRole",
            "hasAuthority",
            "hasAnyAuthority",
            "hasIpAddress",
            "access")) {
      map.put(expressionUrl + "#" + access, expressionRegistry);
      map.put(managerUrl + "#" + access, managerRegistry);
    }
    map.put(expressionRegistry + "#and", HTTP_SECURITY);
    map.put(managerRegistry + "#and", HTTP_SECURITY);
  }

  private static Map<String, String> returns() {
    Map<String, String> map = new HashMap<>();
    for (String level :
        List.of(
            "atTrace",
            "atDebug",
            "atInfo",
            "atWarn",
            "atError",
            "atLevel",
            "makeLoggingEventBuilder")) {
      map.put("org.slf4j.Logger#" + level, SLF4J_EVENT_BUILDER);
    }
    for (String step :
        List.of("addArgument", "setMessage", "addKeyValue", "addMarker", "setCause")) {
      map.put(SLF4J_EVENT_BUILDER + "#" + step, SLF4J_EVENT_BUILDER);
    }
    for (String level :
        List.of(
            "atTrace", "atDebug", "atInfo", "atWarn", "atError", "atFatal", "atLevel", "always")) {
      map.put("org.apache.logging.log4j.Logger#" + level, LOG4J_BUILDER);
    }
    for (String step : List.of("withMarker", "withThrowable", "withLocation")) {
      map.put(LOG4J_BUILDER + "#" + step, LOG4J_BUILDER);
    }
    map.put("org.slf4j.LoggerFactory#getLogger", "org.slf4j.Logger");
    map.put("org.apache.logging.log4j.LogManager#getLogger", "org.apache.logging.log4j.Logger");
    map.put("java.util.logging.Logger#getLogger", "java.util.logging.Logger");
    map.put("org.apache.commons.logging.LogFactory#getLog", "org.apache.commons.logging.Log");
    map.put("org.jboss.logging.Logger#getLogger", "org.jboss.logging.Logger");
    for (String method :
        List.of(
            "supplyAsync",
            "runAsync",
            "completedFuture",
            "failedFuture",
            "allOf",
            "anyOf",
            "thenApply",
            "thenAccept",
            "thenRun",
            "thenCombine",
            "thenAcceptBoth",
            "runAfterBoth",
            "applyToEither",
            "acceptEither",
            "runAfterEither",
            "thenCompose",
            "handle",
            "whenComplete",
            "exceptionally",
            "exceptionallyCompose",
            "completeAsync",
            "orTimeout",
            "completeOnTimeout",
            "copy",
            "toCompletableFuture",
            "newIncompleteFuture")) {
      map.put(COMPLETABLE_FUTURE + "#" + method, COMPLETABLE_FUTURE);
      map.put(COMPLETABLE_FUTURE + "#" + method + "Async", COMPLETABLE_FUTURE);
      map.put(COMPLETION_STAGE + "#" + method, COMPLETION_STAGE);
      map.put(COMPLETION_STAGE + "#" + method + "Async", COMPLETION_STAGE);
    }
    map.put(COMPLETION_STAGE + "#toCompletableFuture", COMPLETABLE_FUTURE);
    securityConfigurers(map);
    for (List<Returns> table : CATALOG_RETURNS) {
      for (Returns returns : table) {
        for (String method : returns.api().names()) {
          map.put(returns.api().owner() + "#" + method, returns.type());
        }
      }
    }
    return Map.copyOf(map);
  }
}
