package dev.bottleneck.catalog.facts;

import java.util.ArrayList;
import java.util.List;

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
   */
  public record AntMatcherUse(Api api, String construct, String remedy) {}

  private static final String PATTERN_REQUEST_MATCHER = "PathPatternRequestMatcher";
  private static final String REQUEST_MATCHERS = "requestMatchers(...) with PathPatternRequestMatcher";

  /** Subclasses count: {@code new AntPathMatcher() { ... }} still matches the ant way. */
  public static final AntMatcherUse NEW_ANT_PATH_MATCHER =
      new AntMatcherUse(
          Api.constructor(ANT_PATH_MATCHER).orSubtypes(),
          "new AntPathMatcher()",
          "PathPatternParser");

  public static final AntMatcherUse NEW_ANT_PATH_REQUEST_MATCHER =
      new AntMatcherUse(
          Api.constructor(ANT_PATH_REQUEST_MATCHER).orSubtypes(),
          "new AntPathRequestMatcher(...)",
          PATTERN_REQUEST_MATCHER);

  public static final AntMatcherUse ANT_MATCHER_FACTORY =
      new AntMatcherUse(
          Api.staticMethod(ANT_PATH_REQUEST_MATCHER, "antMatcher"),
          "AntPathRequestMatcher.antMatcher(...)",
          PATTERN_REQUEST_MATCHER);

  /** Spring Security 5.x configurers that build one AntPathRequestMatcher per pattern. */
  public static final List<AntMatcherUse> SECURITY_DSL =
      List.of(
          new AntMatcherUse(
              Api.instanceMethod(REQUEST_MATCHER_REGISTRY, "antMatchers"), null, REQUEST_MATCHERS),
          new AntMatcherUse(
              Api.instanceMethod(CONFIGURERS + "CsrfConfigurer", "ignoringAntMatchers"),
              null,
              REQUEST_MATCHERS),
          new AntMatcherUse(
              Api.instanceMethod(HTTP_SECURITY, "antMatcher"), null, REQUEST_MATCHERS));

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
