package dev.bottleneck.catalog.facts;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Spring's legacy ant-style path matching: the types and Spring Security DSL methods that create
 * ant matchers, what each should become, which Spring Security versions offer that replacement and
 * how a class path tells them apart, the Spring Boot property that selects the ant matcher for
 * Spring MVC, and the Security DSL's return types, which are too generic for a source-only resolver
 * to follow.
 */
public final class PathMatchers {
  private PathMatchers() {}

  public static final String ANT_PATH_MATCHER = "org.springframework.util.AntPathMatcher";
  public static final String ANT_PATH_REQUEST_MATCHER =
      "org.springframework.security.web.util.matcher.AntPathRequestMatcher";

  private static final String WEB = "org.springframework.security.config.annotation.web.";
  private static final String HTTP_SECURITY = WEB + "builders.HttpSecurity";
  private static final String WEB_SECURITY = WEB + "builders.WebSecurity";
  private static final String IGNORED_REQUESTS = WEB_SECURITY + ".IgnoredRequestConfigurer";
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
   * @param requestMatcher whether it is a Spring Security request matcher: the request matchers a
   *     method builds are one security chain, reported once, and their replacement needs Spring
   *     Security {@value #PATH_PATTERNS_SINCE} ({@link SecurityVersion})
   */
  public record AntMatcherUse(
      Api api, String construct, String remedy, Patterns patterns, boolean requestMatcher) {}

  /** Which arguments of an ant matcher creation are path patterns. */
  public enum Patterns {
    /**
     * None: {@code new AntPathMatcher()} takes its patterns later, per call. Its one argument, if
     * any, is the path separator ({@code new AntPathMatcher(".")}).
     */
    SEPARATOR_ONLY,
    /** The first argument: {@code new AntPathRequestMatcher("/x/**", "GET")}. */
    FIRST,
    /** Every {@code String} argument: {@code antMatchers(HttpMethod.GET, "/a", "/b")}. */
    EVERY_STRING
  }

  /**
   * The patterns that match every path. {@code AntPathRequestMatcher}'s constructor turns each into
   * {@code /**} and answers it without tokenizing the request path (Spring Security 5.7's class
   * file compares the pattern with both), and {@code antMatchers(HttpMethod)} without a pattern
   * uses {@code /**}.
   */
  public static final Set<String> MATCH_ALL_PATTERNS = Set.of("/**", "**");

  /**
   * Whether a request matcher built from these pattern arguments matches every path, so that it
   * costs nothing per request: each pattern is one of {@link #MATCH_ALL_PATTERNS}, or there is none
   * ({@code antMatchers(HttpMethod.OPTIONS)}). A pattern whose value is unknown (empty) may be
   * anything, and so does not match every path.
   *
   * @param use the creation
   * @param patterns the values of its pattern arguments, in order; empty where not a constant
   */
  public static boolean matchesEveryPath(AntMatcherUse use, List<Optional<String>> patterns) {
    return use.patterns() != Patterns.SEPARATOR_ONLY
        && patterns.stream().allMatch(p -> p.filter(MATCH_ALL_PATTERNS::contains).isPresent());
  }

  /** The separator of URL paths, {@code AntPathMatcher}'s default. */
  public static final String URL_PATH_SEPARATOR = "/";

  /**
   * Whether a creation matches no request path: {@code AntPathMatcher}'s own constructor (of the
   * class itself or of an anonymous subclass) with a separator that is a constant other than
   * {@value #URL_PATH_SEPARATOR}. {@code new AntPathMatcher(".")} matches package or class names,
   * message destinations or property keys, which {@code PathPatternParser} does not replace. A
   * separator whose value is unknown (empty) may be {@code "/"}, and the one {@code String} of a
   * named subclass's constructor may be anything.
   *
   * @param use the creation
   * @param createdType the class named after {@code new}, qualified
   * @param arguments the values of its {@code String} arguments, in order; empty where not a
   *     constant
   */
  public static boolean matchesNoRequestPath(
      AntMatcherUse use, Optional<String> createdType, List<Optional<String>> arguments) {
    return use.patterns() == Patterns.SEPARATOR_ONLY
        && createdType.filter(ANT_PATH_MATCHER::equals).isPresent()
        && arguments.size() == 1
        && arguments.get(0).filter(separator -> !separator.equals(URL_PATH_SEPARATOR)).isPresent();
  }

  /**
   * Whether a creation is left alone: it {@link #matchesEveryPath matches every path}, so costs
   * nothing per request, or it {@link #matchesNoRequestPath matches no request path}.
   */
  public static boolean notReported(
      AntMatcherUse use, Optional<String> createdType, List<Optional<String>> arguments) {
    return matchesEveryPath(use, arguments) || matchesNoRequestPath(use, createdType, arguments);
  }

  /**
   * The methods of a {@code PathMatcher} that match a path against a pattern, each with the index
   * of its path argument: what the path is tells whether the matcher costs per request.
   */
  public static final Map<String, Integer> PATH_ARGUMENTS =
      Map.of(
          "match", 1,
          "matchStart", 1,
          "extractPathWithinPattern", 1,
          "extractUriTemplateVariables", 1);

  /** The methods of a {@code PathMatcher} that set it up or look at patterns, never at a path. */
  public static final Set<String> PATTERN_METHODS =
      Set.of(
          "isPattern",
          "combine",
          "setPathSeparator",
          "setCaseSensitive",
          "setTrimTokens",
          "setCachePatterns");

  /**
   * Types whose values, and every string that a chain of calls on them returns, name a file, a
   * resource or an archive entry, never a request path: {@code file.getName()}, {@code
   * root.relativize(path).toString()}, {@code resource.getFilename()}, {@code entry.getName()}. A
   * matcher that matches only such paths ({@code new AntPathMatcher()} matching files against the
   * exclude patterns of a backup) is no request matcher, and {@code PathPatternParser} is no fix
   * there.
   */
  public static final List<String> FILE_NAME_TYPES =
      List.of(
          "java.io.File",
          "java.nio.file.Path",
          "java.util.zip.ZipEntry",
          "org.springframework.core.io.Resource",
          "org.springframework.web.multipart.MultipartFile");

  /**
   * Spring's {@code HttpMethod}: a source-only engine tells the method argument of {@code
   * antMatchers(HttpMethod, String...)} from a pattern by it ({@code HttpMethod.OPTIONS}).
   */
  public static final String HTTP_METHOD = "org.springframework.http.HttpMethod";

  /**
   * Spring Security's path-pattern request matcher, the replacement of every ant request matcher.
   * It arrived in 6.5: spring-security-web has it from tag {@code 6.5.0} on (added by commit {@code
   * 588220a}, "Add PathPatterRequestMatcher", {@code @since 6.5}) and not at {@code 6.4.0}. From
   * 6.5, {@code requestMatchers(String...)} builds it when a {@code
   * PathPatternRequestMatcher.Builder} bean is published (commit {@code 7d301f8}, gh-16573); from
   * 7.0 always. Older versions have no path-pattern request matcher at all: their {@code
   * requestMatchers(String...)} (since 5.8) builds an {@code MvcRequestMatcher} or an {@code
   * AntPathRequestMatcher}.
   */
  public static final String PATH_PATTERN_REQUEST_MATCHER =
      "org.springframework.security.web.servlet.util.matcher.PathPatternRequestMatcher";

  /** The Spring Security version that brought {@link #PATH_PATTERN_REQUEST_MATCHER}. */
  public static final String PATH_PATTERNS_SINCE = "6.5";

  /** Spring Security's request matcher interface: in spring-security-web of every version. */
  public static final String REQUEST_MATCHER =
      "org.springframework.security.web.util.matcher.RequestMatcher";

  /**
   * What a class path tells about the replacement of an ant request matcher. Every engine tells it
   * the same way, by which classes exist ({@link #securityVersion}), so that one finding reads the
   * same in each: a version number would need the jar's manifest, which a compiler does not read.
   */
  public enum SecurityVersion {
    /** Spring Security 6.5 or newer: {@link #PATH_PATTERN_REQUEST_MATCHER} exists. */
    PATH_PATTERNS,
    /** Spring Security older than 6.5, which has no path-pattern request matcher. */
    NO_PATH_PATTERNS,
    /** No Spring Security on the class path, or no class path at all: any version. */
    UNKNOWN
  }

  /**
   * The Spring Security version range a class path holds.
   *
   * @param onClassPath whether a class, by canonical name, is on the class path
   */
  public static SecurityVersion securityVersion(Predicate<String> onClassPath) {
    if (onClassPath.test(PATH_PATTERN_REQUEST_MATCHER)) {
      return SecurityVersion.PATH_PATTERNS;
    }
    return onClassPath.test(REQUEST_MATCHER)
        ? SecurityVersion.NO_PATH_PATTERNS
        : SecurityVersion.UNKNOWN;
  }

  private static final String PATTERN_REQUEST_MATCHER = "PathPatternRequestMatcher";
  private static final String REQUEST_MATCHERS =
      "requestMatchers(...) with PathPatternRequestMatcher";

  /** Subclasses count: {@code new AntPathMatcher() { ... }} still matches the ant way. */
  public static final AntMatcherUse NEW_ANT_PATH_MATCHER =
      new AntMatcherUse(
          Api.constructor(ANT_PATH_MATCHER).orSubtypes(),
          "new AntPathMatcher()",
          "PathPatternParser",
          Patterns.SEPARATOR_ONLY,
          false);

  public static final AntMatcherUse NEW_ANT_PATH_REQUEST_MATCHER =
      new AntMatcherUse(
          Api.constructor(ANT_PATH_REQUEST_MATCHER).orSubtypes(),
          "new AntPathRequestMatcher(...)",
          PATTERN_REQUEST_MATCHER,
          Patterns.FIRST,
          true);

  public static final AntMatcherUse ANT_MATCHER_FACTORY =
      new AntMatcherUse(
          Api.staticMethod(ANT_PATH_REQUEST_MATCHER, "antMatcher"),
          "AntPathRequestMatcher.antMatcher(...)",
          PATTERN_REQUEST_MATCHER,
          Patterns.EVERY_STRING,
          true);

  /** Spring Security 5.x configurers that build one AntPathRequestMatcher per pattern. */
  public static final List<AntMatcherUse> SECURITY_DSL =
      List.of(
          new AntMatcherUse(
              Api.instanceMethod(REQUEST_MATCHER_REGISTRY, "antMatchers"),
              null,
              REQUEST_MATCHERS,
              Patterns.EVERY_STRING,
              true),
          new AntMatcherUse(
              Api.instanceMethod(CONFIGURERS + "CsrfConfigurer", "ignoringAntMatchers"),
              null,
              REQUEST_MATCHERS,
              Patterns.EVERY_STRING,
              true),
          new AntMatcherUse(
              Api.instanceMethod(HTTP_SECURITY, "antMatcher"),
              null,
              REQUEST_MATCHERS,
              Patterns.EVERY_STRING,
              true));

  /** Every ant matcher creation: constructors first, then the static factory, then the DSL. */
  public static final List<AntMatcherUse> ALL = all();

  /** The Spring Boot property that chooses Spring MVC's path matcher, canonical spelling. */
  public static final String MATCHING_STRATEGY_PROPERTY = "spring.mvc.pathmatch.matching-strategy";

  /** The property's value that selects AntPathMatcher, canonical spelling. */
  public static final String ANT_PATH_MATCHER_VALUE = "ant-path-matcher";

  /** The value to set instead, the default since Spring Boot 2.6. */
  public static final String PATH_PATTERN_PARSER_VALUE = "path-pattern-parser";

  /**
   * The first Spring Boot release that defines {@value #MATCHING_STRATEGY_PROPERTY}, as {major,
   * minor}: Boot 2.6 added it with the path pattern parser as Spring MVC's default (Spring Boot 2.6
   * release notes, "PathPattern Based Path Matching Strategy for Spring MVC"). An earlier Boot
   * binds no such property and ignores the line, and its Spring MVC matches with {@code
   * AntPathMatcher} whatever the file says.
   */
  public static final List<Integer> MATCHING_STRATEGY_SINCE_BOOT = List.of(2, 6);

  /** The group of Spring Boot's artifacts. */
  public static final String SPRING_BOOT_GROUP = "org.springframework.boot";

  /**
   * The Spring Boot artifacts whose version is the build's Boot version: the parent pom a module
   * inherits from, or the bill of materials a {@code <dependencyManagement>} imports.
   */
  public static final List<String> SPRING_BOOT_VERSION_ARTIFACTS =
      List.of("spring-boot-starter-parent", "spring-boot-dependencies");

  /**
   * Whether a property and its value, as the code or a configuration file spells them, select the
   * ant path matcher for Spring MVC: the key is {@value #MATCHING_STRATEGY_PROPERTY} in any relaxed
   * spelling ({@link #relaxedPropertyName}) and the value names {@value #ANT_PATH_MATCHER_VALUE} as
   * Spring Boot's lenient enum conversion reads it ({@link #lenientEnumName}).
   */
  public static boolean selectsAntPathMatcher(String key, String value) {
    return relaxedPropertyName(key).equals(relaxedPropertyName(MATCHING_STRATEGY_PROPERTY))
        && lenientEnumName(value).equals(lenientEnumName(ANT_PATH_MATCHER_VALUE));
  }

  /**
   * Where a call's arguments choose the ant path matcher for Spring MVC.
   *
   * @param argument the index of the argument that names the property, where it is reported
   * @param key the property as the code spells it
   * @param value its value as the code spells it
   */
  public record StrategyInCode(int argument, String key, String value) {}

  /**
   * The places where a call's arguments select the ant path matcher: the property's name and, right
   * after it, a value that selects it ({@code System.setProperty(k, v)}, {@code properties.put(k,
   * v)}, {@code Map.of(k, v)} for {@code setDefaultProperties}), or one argument {@code k=v} or
   * {@code --k=v} ({@code SpringApplicationBuilder.properties(...)}, the arguments of {@code
   * SpringApplication.run}).
   *
   * @param arguments the constant string value of each argument, in order; empty where there is
   *     none
   */
  public static List<StrategyInCode> matchingStrategyInCode(List<Optional<String>> arguments) {
    List<StrategyInCode> found = new ArrayList<>();
    for (int i = 0; i < arguments.size(); i++) {
      if (arguments.get(i).isEmpty()) {
        continue;
      }
      String text = arguments.get(i).get();
      Optional<String> value = i + 1 < arguments.size() ? arguments.get(i + 1) : Optional.empty();
      if (value.isPresent() && selectsAntPathMatcher(text, value.get())) {
        found.add(new StrategyInCode(i, text, value.get()));
        i++;
        continue;
      }
      int argument = i;
      propertyAssignment(text)
          .filter(property -> selectsAntPathMatcher(property.getKey(), property.getValue()))
          .ifPresent(
              property ->
                  found.add(new StrategyInCode(argument, property.getKey(), property.getValue())));
    }
    return found;
  }

  /**
   * A property set in code as one string, {@code key=value} or a command-line argument's {@code
   * --key=value} (for {@code SpringApplicationBuilder.properties(...)} or the arguments of {@code
   * SpringApplication.run}), split into its key and value; empty when {@code text} has no {@code
   * =}.
   */
  public static Optional<Map.Entry<String, String>> propertyAssignment(String text) {
    String assignment = text.startsWith("--") ? text.substring(2) : text;
    int equals = assignment.indexOf('=');
    return equals <= 0
        ? Optional.empty()
        : Optional.of(Map.entry(assignment.substring(0, equals), assignment.substring(equals + 1)));
  }

  /**
   * A property name in Spring Boot's relaxed form: each level lower case without dashes or
   * underscores, so that {@code matching-strategy}, {@code matchingStrategy} and {@code
   * MATCHING_STRATEGY} agree.
   */
  public static String relaxedPropertyName(String name) {
    StringBuilder relaxed = new StringBuilder();
    name.strip()
        .codePoints()
        .filter(c -> c != '-' && c != '_')
        .map(Character::toLowerCase)
        .forEach(relaxed::appendCodePoint);
    return relaxed.toString();
  }

  /**
   * Whether {@code text} spells {@code name} in its relaxed form anywhere: {@code
   * relaxedPropertyName(text).contains(relaxedPropertyName(name))}, without building the relaxed
   * copy of the text, since a rule asks it of every source file.
   */
  public static boolean mentionsRelaxed(String text, String name) {
    int[] wanted = relaxedPropertyName(name).codePoints().toArray();
    if (wanted.length == 0) {
      return true;
    }
    // The ASCII characters whose lower case starts the name, compared without a call per character:
    // most of a text is ASCII that cannot start it, passed without decoding a code point.
    int first = wanted[0];
    int firstUpper = first >= 'a' && first <= 'z' ? first - ('a' - 'A') : first;
    for (int at = 0; at < text.length(); at++) {
      char c = text.charAt(at);
      if (c < 128 && c != first && c != firstUpper
          || Character.isLowSurrogate(c)
              && at > 0
              && Character.isHighSurrogate(text.charAt(at - 1))) {
        continue;
      }
      if (matchesRelaxedAt(text, at, wanted)) {
        return true;
      }
    }
    return false;
  }

  private static boolean matchesRelaxedAt(String text, int start, int[] wanted) {
    int at = start;
    for (int next = 0; next < wanted.length; ) {
      if (at >= text.length()) {
        return false;
      }
      int c = text.codePointAt(at);
      at += Character.charCount(c);
      if (c == '-' || c == '_') {
        if (next == 0) {
          return false;
        }
        continue;
      }
      if (Character.toLowerCase(c) != wanted[next++]) {
        return false;
      }
    }
    return true;
  }

  /**
   * An enum value as Spring Boot's lenient enum conversion compares it: letters and digits only,
   * lower case, so that {@code ANT_PATH_MATCHER}, {@code ant-path-matcher}, {@code
   * ant.path.matcher} and {@code Ant Path Matcher} all name the same constant.
   */
  public static String lenientEnumName(String value) {
    StringBuilder name = new StringBuilder();
    value
        .strip()
        .codePoints()
        .filter(Character::isLetterOrDigit)
        .map(Character::toLowerCase)
        .forEach(name::appendCodePoint);
    return name.toString();
  }

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
              REQUEST_MATCHER_REGISTRY),
          Supertypes.of(IGNORED_REQUESTS, REQUEST_MATCHER_REGISTRY));

  /**
   * Spring Security 5's request matcher DSL, deeply generic, hence hard for a solver: the
   * authorization registries, the CSRF configurer and {@code WebSecurity.ignoring()}, each of which
   * takes ant patterns.
   */
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
    String csrf = CONFIGURERS + "CsrfConfigurer";
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
        returns(managerRegistry, HTTP_SECURITY, "and"),
        returns(HTTP_SECURITY, HTTP_SECURITY, "antMatcher", "mvcMatcher", "regexMatcher"),
        returns(HTTP_SECURITY, csrf, "csrf"),
        returns(csrf, csrf, "ignoringAntMatchers", "ignoringRequestMatchers"),
        returns(csrf, HTTP_SECURITY, "and", "disable"),
        returns(WEB_SECURITY, IGNORED_REQUESTS, "ignoring"),
        returns(IGNORED_REQUESTS, IGNORED_REQUESTS, matchers),
        returns(IGNORED_REQUESTS, WEB_SECURITY, "and"));
  }

  private static Returns returns(String owner, String type, String... names) {
    return new Returns(Api.instanceMethod(owner, names).exactOwner(), type);
  }
}
