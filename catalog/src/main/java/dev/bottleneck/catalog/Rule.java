package dev.bottleneck.catalog;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The rule catalog: the one place that holds each rule's id, summary, default severity, tags and
 * the engines that implement it. Engines and reports take their texts from here; where a tool needs
 * compile-time constants (Error Prone's {@code @BugPattern}), a consistency test compares the
 * repeated text with this catalog.
 */
public enum Rule {
  EAGER_LOG_MESSAGE(
      "EagerLogMessage",
      Summaries.EAGER_LOG_MESSAGE,
      Severity.WARNING,
      List.of("logging"),
      EnumSet.of(Engine.ERROR_PRONE, Engine.MAVEN_PLUGIN, Engine.SPOTBUGS)),
  OBJECT_MAPPER_PER_CALL(
      "ObjectMapperPerCall",
      Summaries.OBJECT_MAPPER_PER_CALL,
      Severity.WARNING,
      List.of("jackson", "allocation"),
      EnumSet.of(Engine.ERROR_PRONE, Engine.MAVEN_PLUGIN, Engine.ARCHUNIT, Engine.SPOTBUGS)),
  JAXB_CONTEXT_PER_CALL(
      "JaxbContextPerCall",
      Summaries.JAXB_CONTEXT_PER_CALL,
      Severity.WARNING,
      List.of("jaxb", "allocation"),
      EnumSet.of(Engine.ERROR_PRONE, Engine.MAVEN_PLUGIN, Engine.ARCHUNIT, Engine.SPOTBUGS)),
  HTTP_CLIENT_PER_CALL(
      "HttpClientPerCall",
      Summaries.HTTP_CLIENT_PER_CALL,
      Severity.WARNING,
      List.of("http", "allocation"),
      EnumSet.of(Engine.ERROR_PRONE, Engine.MAVEN_PLUGIN, Engine.ARCHUNIT, Engine.SPOTBUGS)),
  XML_FACTORY_PER_CALL(
      "XmlFactoryPerCall",
      Summaries.XML_FACTORY_PER_CALL,
      Severity.WARNING,
      List.of("xml", "allocation"),
      EnumSet.of(Engine.ERROR_PRONE, Engine.MAVEN_PLUGIN, Engine.ARCHUNIT, Engine.SPOTBUGS)),
  WIDE_TRANSACTIONAL(
      "WideTransactional",
      Summaries.WIDE_TRANSACTIONAL,
      Severity.WARNING,
      List.of("transactions", "spring"),
      EnumSet.of(Engine.ERROR_PRONE, Engine.MAVEN_PLUGIN, Engine.ARCHUNIT, Engine.SPOTBUGS)),
  ANT_PATH_MATCHER(
      "AntPathMatcher",
      Summaries.ANT_PATH_MATCHER,
      Severity.WARNING,
      List.of("spring", "web"),
      EnumSet.of(Engine.ERROR_PRONE, Engine.MAVEN_PLUGIN, Engine.ARCHUNIT, Engine.SPOTBUGS)),
  COMMON_POOL_ASYNC(
      "CommonPoolAsync",
      Summaries.COMMON_POOL_ASYNC,
      Severity.WARNING,
      List.of("concurrency"),
      EnumSet.of(Engine.ERROR_PRONE, Engine.MAVEN_PLUGIN, Engine.ARCHUNIT, Engine.SPOTBUGS)),
  COMMONS_DBCP_POOL(
      "CommonsDbcpPool",
      Summaries.COMMONS_DBCP_POOL,
      Severity.WARNING,
      List.of("jdbc", "concurrency"),
      EnumSet.of(Engine.ERROR_PRONE, Engine.MAVEN_PLUGIN, Engine.ARCHUNIT, Engine.SPOTBUGS)),
  SYNC_LOG_APPENDER(
      "SyncLogAppender",
      Summaries.SYNC_LOG_APPENDER,
      Severity.SUGGESTION,
      List.of("logging", "configuration"),
      EnumSet.of(Engine.MAVEN_PLUGIN)),
  LOG_LOCATION_INFO(
      "LogLocationInfo",
      Summaries.LOG_LOCATION_INFO,
      Severity.WARNING,
      List.of("logging", "configuration"),
      EnumSet.of(Engine.MAVEN_PLUGIN));

  /** The tag of the rules that read configuration files only. */
  public static final String CONFIGURATION_TAG = "configuration";

  /** The shortest typed text that {@link #closest} completes to a rule id it begins. */
  private static final int MIN_PREFIX = 6;

  /**
   * Where the rule pages of the documentation site are to be published; nothing is served there
   * yet. Reports link the pages installed on the machine instead ({@link LocalPages}), and this
   * address only when those cannot be written (saying so) and in Error Prone's static metadata.
   */
  public static final String DOCS_BASE_URL = "https://bottleneck.dev/rules/";

  private final String id;
  private final String summary;
  private final Severity severity;
  private final List<String> tags;
  private final Set<Engine> engines;

  Rule(String id, String summary, Severity severity, List<String> tags, Set<Engine> engines) {
    this.id = id;
    this.summary = summary;
    this.severity = severity;
    this.tags = tags;
    this.engines = engines;
  }

  /** The UpperCamelCase id: check name, suppression key, SARIF ruleId, config and baseline key. */
  public String id() {
    return id;
  }

  /** One imperative line, no trailing period: what to do instead. */
  public String summary() {
    return summary;
  }

  public Severity severity() {
    return severity;
  }

  public List<String> tags() {
    return tags;
  }

  /**
   * Whether the rule reads configuration files only (tag {@value #CONFIGURATION_TAG}): its samples
   * are folders of configuration files, and it is suppressed through the rules setting or the
   * baseline rather than {@code @SuppressWarnings}.
   */
  public boolean readsConfigurationFiles() {
    return tags.contains(CONFIGURATION_TAG);
  }

  /** The engines that claim this rule; the catalog test holds each of them to it. */
  public Set<Engine> engines() {
    return EnumSet.copyOf(engines);
  }

  public boolean implementedBy(Engine engine) {
    return engines.contains(engine);
  }

  /** The rule's page at the site's future address, {@link #DOCS_BASE_URL}. */
  public String docsUrl() {
    return DOCS_BASE_URL + id + ".html";
  }

  /** The rule with this id, if the catalog knows it. Ids are case-sensitive. */
  public static Optional<Rule> find(String id) {
    return Arrays.stream(values()).filter(rule -> rule.id.equals(id)).findFirst();
  }

  /**
   * The rule with this id. Ids are case-sensitive everywhere (a {@code @SuppressWarnings} key and a
   * SARIF ruleId are), so a setting spelled in another case is an error that names the right id.
   *
   * @throws IllegalArgumentException naming the unknown id, the closest known one where one is
   *     close (e.g. "did you mean ObjectMapperPerCall?") and every known one
   */
  public static Rule byId(String id) {
    return find(id)
        .orElseThrow(
            () ->
                new IllegalArgumentException(
                    "Unknown rule id '"
                        + id
                        + "'"
                        + closest(id).map(rule -> " (did you mean " + rule.id + "?)").orElse("")
                        + "; known rule ids are "
                        + knownIds()));
  }

  /**
   * The known rule a mistyped id most likely means: the same letters in another case, an id it
   * begins (or that begins it), or one a few letters away. Empty for an id that is known or close
   * to none.
   */
  public static Optional<Rule> closest(String text) {
    if (text == null || text.isBlank() || find(text).isPresent()) {
      return Optional.empty();
    }
    String typed = text.strip().toLowerCase(Locale.ROOT);
    Rule best = null;
    int bestDistance = Integer.MAX_VALUE;
    for (Rule rule : values()) {
      String known = rule.id.toLowerCase(Locale.ROOT);
      int distance = EditDistance.between(typed, known);
      if (typed.length() >= MIN_PREFIX && (known.startsWith(typed) || typed.startsWith(known))) {
        distance = Math.min(distance, 1);
      }
      if (distance <= Math.max(2, known.length() / 4) && distance < bestDistance) {
        best = rule;
        bestDistance = distance;
      }
    }
    return Optional.ofNullable(best);
  }

  /** All ids, comma-separated, for error messages. */
  public static String knownIds() {
    return Arrays.stream(values()).map(Rule::id).collect(Collectors.joining(", "));
  }

  /**
   * The summaries as compile-time constants, so that an annotation (Error Prone's
   * {@code @BugPattern(summary = ...)}) takes the same text as {@link #summary()} instead of a
   * copy. The rules above read their summaries from here; nothing else types them.
   */
  public static final class Summaries {
    public static final String EAGER_LOG_MESSAGE =
        "Defer building log messages at levels that are usually disabled";
    public static final String OBJECT_MAPPER_PER_CALL =
        "Create a Jackson ObjectMapper once and share it instead of building one per call";
    public static final String JAXB_CONTEXT_PER_CALL =
        "Create a JAXBContext once and share it instead of building one per call";
    public static final String HTTP_CLIENT_PER_CALL =
        "Build an HTTP client once and share it so that connections are reused";
    public static final String XML_FACTORY_PER_CALL =
        "Create a JAXP factory once instead of looking its implementation up on every call";
    public static final String WIDE_TRANSACTIONAL =
        "Keep slow non-database work out of a transaction that holds a database connection";
    public static final String ANT_PATH_MATCHER =
        "Match request paths with PathPatternParser instead of the legacy AntPathMatcher";
    public static final String COMMON_POOL_ASYNC =
        "Pass an executor to CompletableFuture async methods instead of queueing on the common"
            + " pool";
    public static final String COMMONS_DBCP_POOL =
        "Replace the Commons DBCP 1.x pool, which synchronizes on every borrow";
    public static final String SYNC_LOG_APPENDER =
        "Write per-request log events through an asynchronous appender instead of on the request"
            + " thread";
    public static final String LOG_LOCATION_INFO =
        "Leave caller location out of the layouts of appenders that log per request";

    private Summaries() {}
  }
}
