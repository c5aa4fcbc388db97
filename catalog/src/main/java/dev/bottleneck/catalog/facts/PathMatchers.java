package dev.bottleneck.catalog.facts;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Spring's legacy ant-style path matching: the types and Spring Security DSL methods that create
 * ant matchers, what each should become, the Spring Boot property that selects the ant matcher for
 * Spring MVC, and the Security DSL's return types, which are too generic for a source-only
 * resolver to follow.
 */
public final class PathMatchers {
  private PathMatchers() {}

  public static final String ANT_PATH_MATCHER = "org.springframework.util.AntPathMatcher";
  public static final String ANT_PATH_REQUEST_MATCHER =
      "org.springframework.security.web.util.matcher.AntPathRequestMatcher";

  private static final String WEB = "org.springframework.security.config.annotation.web.";
  private static final String HTTP_SECURITY = WEB + "builders.HttpSecurity";
  private static final String CONFIGURERS = WEB + "configurers.";
  private static final String REQUEST_MATCHER_REGISTRY = WEB + "AbstractRequestMatcherRegistry";

  /**
   * One way of creating ant matchers, and what to use instead.
   *
   * @param api the constructor or methods
   * @param construct how a finding names a constructor or static factory; null for DSL methods,
   *     which are named by the called method
   * @param remedy what to use instead
   * @param patterns which arguments are path patterns
   */
  public record AntMatcherUse(Api api, String construct, String remedy, Patterns patterns) {}

  /** Which arguments of an ant matcher creation are path patterns. */
  public enum Patterns {
    /** None: {@code new AntPathMatcher()} takes its patterns later, per call. */
    NONE,
    /** The first argument: {@code new AntPathRequestMatcher("/x/**", "GET")}. */
    FIRST,
    /** Every {@code String} argument: {@code antMatchers(HttpMethod.GET, "/a", "/b")}. */
    EVERY_STRING
  }

  /**
   * The pattern that matches every path. {@code AntPathRequestMatcher} answers it without
   * tokenizing the request path, and {@code antMatchers(HttpMethod)} without a pattern uses it.
   */
  public static final String MATCH_ALL_PATTERN = "/**";

  /**
   * Whether a request matcher built from these pattern arguments matches every path, so that it
   * costs nothing per request: each pattern is {@link #MATCH_ALL_PATTERN}, or there is none
   * ({@code antMatchers(HttpMethod.OPTIONS)}). A pattern whose value is unknown (empty) may be
   * anything, and so does not match every path.
   *
   * @param use the creation
   * @param patterns the values of its pattern arguments, in order; empty where not a constant
   */
  public static boolean matchesEveryPath(AntMatcherUse use, List<Optional<String>> patterns) {
    return use.patterns() != Patterns.NONE
        && patterns.stream().allMatch(p -> p.filter(MATCH_ALL_PATTERN::equals).isPresent());
  }

  /**
   * Spring's {@code HttpMethod}: a source-only engine tells the method argument of {@code
   * antMatchers(HttpMethod, String...)} from a pattern by it ({@code HttpMethod.OPTIONS}).
   */
  public static final String HTTP_METHOD = "org.springframework.http.HttpMethod";

  /** Where the replacement exists, said plainly: older versions have none. */
  private static final String SINCE_6_5 =
      " (Spring Security 6.5+; older versions have no path-pattern request matcher)";

  private static final String PATTERN_REQUEST_MATCHER = "PathPatternRequestMatcher" + SINCE_6_5;
  private static final String REQUEST_MATCHERS =
      "requestMatchers(...) with PathPatternRequestMatcher" + SINCE_6_5;

  /** Subclasses count: {@code new AntPathMatcher() { ... }} still matches the ant way. */
  public static final AntMatcherUse NEW_ANT_PATH_MATCHER =
      new AntMatcherUse(
          Api.constructor(ANT_PATH_MATCHER).orSubtypes(),
          "new AntPathMatcher()",
          "PathPatternParser",
          Patterns.NONE);

  public static final AntMatcherUse NEW_ANT_PATH_REQUEST_MATCHER =
      new AntMatcherUse(
          Api.constructor(ANT_PATH_REQUEST_MATCHER).orSubtypes(),
          "new AntPathRequestMatcher(...)",
          PATTERN_REQUEST_MATCHER,
          Patterns.FIRST);

  public static final AntMatcherUse ANT_MATCHER_FACTORY =
      new AntMatcherUse(
          Api.staticMethod(ANT_PATH_REQUEST_MATCHER, "antMatcher"),
          "AntPathRequestMatcher.antMatcher(...)",
          PATTERN_REQUEST_MATCHER,
          Patterns.EVERY_STRING);

  /** Spring Security 5.x configurers that build one AntPathRequestMatcher per pattern. */
  public static final List<AntMatcherUse> SECURITY_DSL =
      List.of(
          new AntMatcherUse(
              Api.instanceMethod(REQUEST_MATCHER_REGISTRY, "antMatchers"),
              null,
              REQUEST_MATCHERS,
              Patterns.EVERY_STRING),
          new AntMatcherUse(
              Api.instanceMethod(CONFIGURERS + "CsrfConfigurer", "ignoringAntMatchers"),
              null,
              REQUEST_MATCHERS,
              Patterns.EVERY_STRING),
          new AntMatcherUse(
              Api.instanceMethod(HTTP_SECURITY, "antMatcher"),
              null,
              REQUEST_MATCHERS,
              Patterns.EVERY_STRING));

  /** Every ant matcher creation: constructors first, then the static factory, then the DSL. */
  public static final List<AntMatcherUse> ALL = all();

  /** The Spring Boot property that chooses Spring MVC's path matcher, canonical spelling. */
  public static final String MATCHING_STRATEGY_PROPERTY = "spring.mvc.pathmatch.matching-strategy";

  /** The property's value that selects AntPathMatcher, canonical spelling. */
  public static final String ANT_PATH_MATCHER_VALUE = "ant-path-matcher";

  /** The value to set instead, the default since Spring Boot 2.6. */
  public static final String PATH_PATTERN_PARSER_VALUE = "path-pattern-parser";

  /** Types known without a class path: the matchers themselves and the DSL's registries. */
  public static final List<Supertypes> SUPERTYPES =
      List.of(
          Supertypes.leaf(ANT_PATH_MATCHER),
          Supertypes.leaf(ANT_PATH_REQUEST_MATCHER),
          Supertypes.of(
              CONFIGURERS + "ExpressionUrlAuthorizationConfigurer.ExpressionInterceptUrlRegistry",
              REQUEST_MATCHER_REGISTRY),
          Supertypes.of(
              CONFIGURERS
                  + "AuthorizeHttpRequestsConfigurer.AuthorizationManagerRequestMatcherRegistry",
              REQUEST_MATCHER_REGISTRY));

  /** Spring Security 5's request matcher DSL, deeply generic, hence hard for a solver. */
  public static final List<Returns> RETURNS = returns();

  private static List<AntMatcherUse> all() {
    List<AntMatcherUse> all = new ArrayList<>();
    all.add(NEW_ANT_PATH_MATCHER);
    all.add(NEW_ANT_PATH_REQUEST_MATCHER);
    all.add(ANT_MATCHER_FACTORY);
    all.addAll(SECURITY_DSL);
    return List.copyOf(all);
  }

  private static List<Returns> returns() {
    String expressionRegistry =
        CONFIGURERS + "ExpressionUrlAuthorizationConfigurer.ExpressionInterceptUrlRegistry";
    String expressionUrl = CONFIGURERS + "ExpressionUrlAuthorizationConfigurer.AuthorizedUrl";
    String managerRegistry =
        CONFIGURERS + "AuthorizeHttpRequestsConfigurer.AuthorizationManagerRequestMatcherRegistry";
    String managerUrl = CONFIGURERS + "AuthorizeHttpRequestsConfigurer.AuthorizedUrl";
    String[] matchers = {
      "antMatchers",
      "mvcMatchers",
      "regexMatchers",
      "requestMatchers",
      "anyRequest",
      "dispatcherTypeMatchers"
    };
    String[] access = {
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
      "access"
    };
    return List.of(
        returns(HTTP_SECURITY, expressionRegistry, "authorizeRequests"),
        returns(HTTP_SECURITY, managerRegistry, "authorizeHttpRequests"),
        returns(expressionRegistry, expressionUrl, matchers),
        returns(managerRegistry, managerUrl, matchers),
        returns(expressionUrl, expressionRegistry, access),
        returns(managerUrl, managerRegistry, access),
        returns(expressionRegistry, HTTP_SECURITY, "and"),
        returns(managerRegistry, HTTP_SECURITY, "and"));
  }

  private static Returns returns(String owner, String type, String... names) {
    return new Returns(Api.instanceMethod(owner, names).exactOwner(), type);
  }
}
