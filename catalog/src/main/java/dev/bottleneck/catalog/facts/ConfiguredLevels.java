package dev.bottleneck.catalog.facts;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The log levels a module's default logging configuration switches on, by logger category. Where
 * the configuration that ships turns a call's level on by a literal value, the message the call
 * builds is read, so EagerLogMessage's premise (a string nobody reads) does not hold and it stays
 * silent. Every engine reads the files this class names, hands each level it finds to a {@link
 * Builder}, and asks {@link #switchesOn}.
 *
 * <p>Default configuration: Spring Boot's {@code application.properties}, {@code .yml} and {@code
 * .yaml} without a profile suffix, at the class path's root or in {@code config/}; Logback's and
 * Log4j2's XML files at the root, outside any {@code <springProfile>} block. A level is a literal
 * ({@code DEBUG}, any case); a placeholder ({@code ${LOG_LEVEL:DEBUG}}, a Maven filter token {@code
 * @level@}) is set where the application runs, so it switches nothing on. A category takes the
 * level of its nearest configured parent package, else {@code root}; Spring Boot's {@code
 * logging.level} overrides a logging file's logger of the same name. A profile (a file such as
 * {@code application-prod.yml}, a {@code <springProfile>} block, a YAML file that activates on a
 * profile) that sets the category higher keeps the finding: the level must be on in the default
 * configuration and in every profile's.
 */
public final class ConfiguredLevels {
  /** The base name of Spring Boot's configuration files. */
  public static final String SPRING_CONFIG_NAME = "application";

  /** The extensions of Spring Boot's configuration files. */
  public static final List<String> SPRING_CONFIG_EXTENSIONS =
      List.of(".properties", ".yml", ".yaml");

  /** The class path folders where Spring Boot looks for them: the root and {@code config/}. */
  public static final List<String> SPRING_CONFIG_FOLDERS = List.of("", "config/");

  /** The prefix of Spring Boot's level properties, {@code logging.level.com.acme=DEBUG}. */
  public static final String LEVEL_PREFIX = "logging.level.";

  /**
   * Keys that make a Spring Boot YAML document a profile's; a file with one is read as a profile's
   * whole, since its documents' levels are not told apart.
   */
  public static final Set<String> PROFILE_ACTIVATION_KEYS =
      Set.of("spring.config.activate.on-profile", "spring.profiles");

  /** The category of the root logger in Spring Boot's properties and in both libraries' files. */
  public static final String ROOT = "root";

  /**
   * The logging configuration files read for levels, at the class path's root: Logback's and
   * Log4j2's XML.
   */
  public static final Set<String> LOGGING_FILES =
      Set.of("logback.xml", "logback-spring.xml", "log4j2.xml", "log4j2-spring.xml");

  /** The element of a Spring Boot profile block in Logback's and Log4j2's files (any case). */
  public static final String PROFILE_ELEMENT = "springProfile";

  /** The profile name of the default configuration, as {@link Builder#set} takes it. */
  public static final String DEFAULT_PROFILE = "";

  /** A level that lets every event through, and the values that let none. */
  private static final String ALL = "all";

  private static final Set<String> NONE_ON = Set.of("off", Boolean.FALSE.toString());

  private static final Pattern SPRING_CONFIG_FILE =
      Pattern.compile(
          Pattern.quote(SPRING_CONFIG_NAME)
              + "(?:-(.+))?("
              + String.join("|", SPRING_CONFIG_EXTENSIONS.stream().map(Pattern::quote).toList())
              + ")");

  private static final Pattern FILTER_TOKEN = Pattern.compile("@[A-Za-z0-9_.-]+@");

  /** No configuration: nothing switched on. */
  public static final ConfiguredLevels NONE = new Builder().build();

  private final Map<String, Map<String, String>> byProfile;

  private ConfiguredLevels(Map<String, Map<String, String>> byProfile) {
    this.byProfile = byProfile;
  }

  /**
   * The profile of a Spring Boot configuration file by its name: {@link #DEFAULT_PROFILE} for
   * {@code application.yml}, {@code prod} for {@code application-prod.yml}; empty for other files.
   */
  public static Optional<String> springProfile(String fileName) {
    Matcher matcher = SPRING_CONFIG_FILE.matcher(fileName);
    if (!matcher.matches()) {
      return Optional.empty();
    }
    return Optional.of(matcher.group(1) == null ? DEFAULT_PROFILE : matcher.group(1));
  }

  /**
   * The profile whose levels a Spring Boot configuration file sets: {@code application.yml:prod}
   * when the file activates on a profile through one of {@link #PROFILE_ACTIVATION_KEYS} (its value
   * {@code activatedOn}, here {@code prod}), so that its levels never count as the default ones;
   * else the profile its name gives ({@link #springProfile}).
   *
   * @throws IllegalArgumentException when the name is not a Spring Boot configuration file's
   */
  public static String fileProfile(String fileName, Optional<String> activatedOn) {
    Optional<String> named = springProfile(fileName);
    if (named.isEmpty()) {
      throw new IllegalArgumentException("not a Spring Boot configuration file: " + fileName);
    }
    return activatedOn.map(profile -> fileName + ":" + profile).orElse(named.get());
  }

  /**
   * The category a Spring Boot property sets the level of: {@code com.acme} for {@code
   * logging.level.com.acme} (also written {@code logging.level.[com.acme]}); empty for other keys.
   */
  public static Optional<String> category(String key) {
    String stripped = key.strip();
    if (!stripped.startsWith(LEVEL_PREFIX) || stripped.length() == LEVEL_PREFIX.length()) {
      return Optional.empty();
    }
    return Optional.of(stripped.substring(LEVEL_PREFIX.length()).replace("[", "").replace("]", ""));
  }

  /** Whether a value is set where the application runs: a {@code ${...}} or {@code @...@}. */
  public static boolean placeholder(String value) {
    return value.contains("${") || FILTER_TOKEN.matcher(value).find();
  }

  /**
   * The category of a logger made from a class ({@code getLogger(Orders.class)}, {@code
   * getClass()}, Lombok's loggers): the top-level class, {@code com.acme.Orders} for {@code
   * com.acme.Orders$Line} or {@code com.acme.Orders.Line}.
   *
   * @param binaryName the class's binary name, {@code $} before nested classes
   */
  public static String categoryOfClass(String binaryName) {
    int nested = binaryName.indexOf('$');
    return nested < 0 ? binaryName : binaryName.substring(0, nested);
  }

  /**
   * Whether the configuration switches {@code level} on for {@code category}, by a literal value,
   * in the default configuration and in every profile's.
   */
  public boolean switchesOn(String category, LogLevel level) {
    Map<String, String> defaults = byProfile.getOrDefault(DEFAULT_PROFILE, Map.of());
    if (!on(nearest(category, defaults), level)) {
      return false;
    }
    for (Map.Entry<String, Map<String, String>> profile : byProfile.entrySet()) {
      if (profile.getKey().equals(DEFAULT_PROFILE)) {
        continue;
      }
      Map<String, String> overlay = new HashMap<>(defaults);
      overlay.putAll(profile.getValue());
      if (!on(nearest(category, overlay), level)) {
        return false;
      }
    }
    return true;
  }

  /**
   * The literal levels of the default configuration by category ({@link #ROOT} for the root),
   * without placeholders, which are set where the application runs.
   */
  public Map<String, String> defaults() {
    Map<String, String> literal = new LinkedHashMap<>();
    byProfile
        .getOrDefault(DEFAULT_PROFILE, Map.of())
        .forEach(
            (category, value) -> {
              if (!placeholder(value)) {
                literal.put(category, value);
              }
            });
    return literal;
  }

  /** Whether no level is configured at all. */
  public boolean isEmpty() {
    return byProfile.isEmpty();
  }

  /** The value of the nearest configured category: the category, its parent packages, root. */
  private static Optional<String> nearest(String category, Map<String, String> levels) {
    for (String name = category; !name.isEmpty(); ) {
      String value = levels.get(name);
      if (value != null) {
        return Optional.of(value);
      }
      int dot = name.lastIndexOf('.');
      name = dot < 0 ? "" : name.substring(0, dot);
    }
    return Optional.ofNullable(levels.get(ROOT));
  }

  private static boolean on(Optional<String> value, LogLevel level) {
    if (value.isEmpty() || placeholder(value.get())) {
      return false;
    }
    String literal = value.get().strip().toLowerCase(Locale.ROOT);
    if (literal.equals(ALL)) {
      return true;
    }
    return !NONE_ON.contains(literal)
        && LogLevel.named(literal).map(set -> set.covers(level)).orElse(false);
  }

  /**
   * Collects the levels an engine reads. Feed the logging files first, then Spring Boot's
   * properties: a later level of the same profile and category replaces an earlier one, as Spring
   * Boot's {@code logging.level} replaces a logging file's.
   */
  public static final class Builder {
    private final Map<String, Map<String, String>> byProfile = new LinkedHashMap<>();

    /**
     * @param profile {@link #DEFAULT_PROFILE}, or the profile (file suffix, block expression)
     * @param category a logger category, or {@link #ROOT}
     * @param value the level as written
     */
    public Builder set(String profile, String category, String value) {
      byProfile
          .computeIfAbsent(profile, p -> new LinkedHashMap<>())
          .put(category.strip(), value.strip());
      return this;
    }

    public ConfiguredLevels build() {
      Map<String, Map<String, String>> copy = new LinkedHashMap<>();
      byProfile.forEach((profile, levels) -> copy.put(profile, Map.copyOf(levels)));
      return new ConfiguredLevels(copy);
    }
  }
}
