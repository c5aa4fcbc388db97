package dev.bottleneck.catalog.facts;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Logging configuration files of Logback and Log4j2: where they are, which appenders write on the
 * calling thread and which hand events to another thread, which levels log per request, which
 * layout converters walk the stack for the caller's location, and which Spring profiles are not
 * production. SyncLogAppender and LogLocationInfo read their facts from here.
 */
public final class LogConfigs {
  private LogConfigs() {}

  /** Logback's configuration files by name (Spring Boot's {@code -spring} variant included). */
  public static final Set<String> LOGBACK_FILES = Set.of("logback.xml", "logback-spring.xml");

  /**
   * Logback's test configuration, which Logback prefers on a test class path: never production, so
   * both rules are silent there.
   */
  public static final String LOGBACK_TEST_FILE = "logback-test.xml";

  /** Log4j2's configuration files by name, in every format it reads. */
  public static final Set<String> LOG4J2_FILES =
      Set.of(
          "log4j2.xml",
          "log4j2-spring.xml",
          "log4j2.properties",
          "log4j2.yaml",
          "log4j2.yml",
          "log4j2.json",
          "log4j2.jsn");

  /**
   * The Spring Boot properties of MyBatis's and MyBatis-Plus's starters that choose MyBatis's log
   * implementation, which {@link #MYBATIS_STDOUT_LOG} may be.
   */
  public static final List<String> MYBATIS_LOG_IMPL_PROPERTIES =
      List.of("mybatis.configuration.log-impl", "mybatis-plus.configuration.log-impl");

  /**
   * MyBatis's log implementation that prints each statement, its parameters and every row it
   * returns with {@code System.out.println}, on the thread that runs the statement, outside any
   * logging framework: no level turns it off, no appender makes it asynchronous.
   */
  public static final String MYBATIS_STDOUT_LOG = "org.apache.ibatis.logging.stdout.StdOutImpl";

  /**
   * Spring Boot's property that names the logging configuration file, in place of the conventional
   * names: {@code logging.config: classpath:logback-boot.xml}.
   */
  public static final String LOGGING_CONFIG_PROPERTY = "logging.config";

  /**
   * The prefix of a {@link #LOGGING_CONFIG_PROPERTY} value that names a class path resource, found
   * in the module's main resources; any other value ({@code file:}, an absolute or relative path, a
   * placeholder) names a file outside the module.
   */
  public static final String CLASSPATH_PREFIX = "classpath:";

  /**
   * The sections of Log4j2's XML configuration (any case), which Logback's has not: a named XML
   * file with one of them below its root is Log4j2's, else Logback's.
   */
  public static final Set<String> LOG4J2_XML_SECTIONS =
      Set.of(LogConfigs.LOG4J2_APPENDERS_SECTION, LogConfigs.LOG4J2_LOGGERS_SECTION);

  /** Log4j2's section of appenders ({@code <Appenders>}). */
  public static final String LOG4J2_APPENDERS_SECTION = "Appenders";

  /** Log4j2's section of loggers ({@code <Loggers>}). */
  public static final String LOG4J2_LOGGERS_SECTION = "Loggers";

  /** Log4j2's component properties, where the all-async context selector is chosen. */
  public static final String LOG4J2_COMPONENT_FILE = "log4j2.component.properties";

  /** The system properties that choose Log4j2's context selector, old and new spelling. */
  public static final List<String> LOG4J2_SELECTOR_PROPERTIES =
      List.of("Log4jContextSelector", "log4j2.contextSelector", "log4j2.ContextSelector");

  /** The context selector that makes every Log4j2 logger asynchronous. */
  public static final String LOG4J2_ALL_ASYNC_SELECTOR =
      "org.apache.logging.log4j.core.async.AsyncLoggerContextSelector";

  /** Logback appender classes that write on the thread that logs. */
  public static final Set<String> LOGBACK_SYNC_APPENDERS =
      Set.of(
          "ch.qos.logback.core.ConsoleAppender",
          "ch.qos.logback.core.FileAppender",
          "ch.qos.logback.core.rolling.RollingFileAppender");

  /** Logback's asynchronous appender, which queues events for a worker thread. */
  public static final String LOGBACK_ASYNC_APPENDER = "ch.qos.logback.classic.AsyncAppender";

  /**
   * Spring Boot's Logback includes that declare a synchronous appender, by resource and the
   * appender name they declare ({@code CONSOLE}, {@code FILE}), with its class.
   */
  public static final List<List<String>> SPRING_BOOT_LOGBACK_INCLUDES =
      List.of(
          List.of(
              "org/springframework/boot/logging/logback/console-appender.xml",
              "CONSOLE",
              "ch.qos.logback.core.ConsoleAppender"),
          List.of(
              "org/springframework/boot/logging/logback/file-appender.xml",
              "FILE",
              "ch.qos.logback.core.rolling.RollingFileAppender"));

  /** Logback's filter that lets an event through when its level is at least the filter's. */
  public static final String LOGBACK_THRESHOLD_FILTER =
      "ch.qos.logback.classic.filter.ThresholdFilter";

  /**
   * Logback's filter that matches one level; with {@code onMismatch} DENY it lets only that one.
   */
  public static final String LOGBACK_LEVEL_FILTER = "ch.qos.logback.classic.filter.LevelFilter";

  /** Log4j2's threshold filter element (case-insensitive). */
  public static final String LOG4J2_THRESHOLD_FILTER = "ThresholdFilter";

  /** The element of a Logback appender's filter, whose {@code class} attribute names it. */
  public static final String LOGBACK_FILTER_ELEMENT = "filter";

  /** The element that declares a property in both libraries' XML ({@code <property>}). */
  public static final String PROPERTY_ELEMENT = "property";

  /**
   * The attribute or key that names a Log4j2 plugin where the element's name does not: {@code
   * <Appender type="Console">}, {@code appender.out.type = Console}.
   */
  public static final String LOG4J2_TYPE_ATTRIBUTE = "type";

  /** The folders below which a file is a test resource: {@code src/test}. */
  public static final List<String> TEST_FOLDERS = List.of("src", "test");

  /** Log4j2 appender elements (plugin names, case-insensitive) that write on the calling thread. */
  public static final Set<String> LOG4J2_SYNC_APPENDERS =
      Set.of(
          "Console",
          "File",
          "RollingFile",
          "RandomAccessFile",
          "RollingRandomAccessFile",
          "MemoryMappedFile");

  /** Log4j2's asynchronous appender element. */
  public static final String LOG4J2_ASYNC_APPENDER = "Async";

  /** Log4j2's asynchronous logger elements. */
  public static final Set<String> LOG4J2_ASYNC_LOGGERS = Set.of("AsyncRoot", "AsyncLogger");

  /** Whether a Log4j2 element or plugin name is one of {@code names}, ignoring case as it does. */
  public static boolean log4j2Named(Set<String> names, String name) {
    return names.stream().anyMatch(name.strip()::equalsIgnoreCase);
  }

  /**
   * Levels at which a service logs on every request: a logger or appender that lets these through
   * writes per request. WARN and above are written when something goes wrong, not per request.
   */
  public static final Set<String> PER_REQUEST_LEVELS =
      Set.of("all", LogLevel.TRACE.id(), LogLevel.DEBUG.id(), LogLevel.INFO.id());

  /** Levels a logger may carry that let no per-request event through. */
  public static final Set<String> QUIET_LEVELS =
      Set.of(LogLevel.WARN.id(), LogLevel.ERROR.id(), LogLevel.FATAL.id(), "off");

  /** The level that lets every event through, in both libraries. */
  public static final String ALL_LEVEL = "all";

  /** The level that lets no event through: a logger at OFF sends nothing, in both libraries. */
  public static final String OFF_LEVEL = "off";

  /** Log4j2's filter that matches a range of levels (case-insensitive). */
  public static final String LOG4J2_LEVEL_RANGE_FILTER = "LevelRangeFilter";

  /**
   * A level's place in both libraries' order, least severe first: ALL, TRACE, DEBUG, INFO, WARN,
   * ERROR, FATAL, OFF (Logback's ERROR is its most severe); empty for text that is no level, such
   * as an unresolved {@code ${NAME}}.
   */
  public static java.util.Optional<Integer> levelRank(String level) {
    String name = level.strip().toLowerCase(Locale.ROOT);
    if (name.equals(ALL_LEVEL)) {
      return java.util.Optional.of(Integer.MIN_VALUE + 1);
    }
    if (name.equals(OFF_LEVEL)) {
      return java.util.Optional.of(Integer.MAX_VALUE - 1);
    }
    return PER_REQUEST_LEVELS.contains(name) || QUIET_LEVELS.contains(name)
        ? LogLevel.named(name).map(LogLevel::rank)
        : java.util.Optional.empty();
  }

  /** The per-request levels, least severe first, as messages name them: TRACE, DEBUG, INFO. */
  public static final List<String> PER_REQUEST_ORDER =
      List.of(LogLevel.TRACE.id(), LogLevel.DEBUG.id(), LogLevel.INFO.id());

  /**
   * Library logger categories whose events, from a level up, are written only as the application
   * starts or stops, never per request: a logger of such a category (or below it) at that level or
   * above sends nothing per request, so its appenders are not reported for it. One category each,
   * by the least severe level from which this holds, each checked against the library's source:
   *
   * <ul>
   *   <li>{@code com.zaxxer.hikari} from INFO. HikariCP (brettwooldridge/HikariCP, 4.x to 6.x) logs
   *       at INFO when a pool starts and shuts down ({@code HikariDataSource}: "Starting...",
   *       "Start completed.", "Shutdown initiated...", "Shutdown completed."), the first
   *       connection's "Added connection" of its fail-fast check ({@code
   *       HikariPool.checkFailFast}), once per pool when the driver lacks a timeout setting ({@code
   *       PoolBase}, guarded by an UNINITIALIZED flag), and a connection returned after it was
   *       reported leaked ({@code ProxyLeakTask.cancel}, after that report's WARN). At DEBUG it
   *       logs every connection it adds or closes and the pool's statistics every 30 seconds
   *       ({@code HikariPool .logPoolState}, from the housekeeper), so DEBUG stays per request.
   *   <li>{@code org.flywaydb} from TRACE. Flyway logs only while one of its commands runs
   *       (migrate, validate, info, repair; flyway/flyway's core starts no thread of its own but
   *       the lock watcher of a running migration, {@code InsertRowLock}), and Spring Boot runs
   *       migrate once as the application starts ({@code FlywayMigrationInitializer}).
   * </ul>
   *
   * Not here, on purpose: {@code org.springframework.web.socket}, whose {@code
   * SubProtocolWebSocketHandler} logs at INFO each session it closes for sending nothing, and whose
   * {@code WebSocketMessageBrokerStats} logs at INFO every 30 minutes.
   */
  public static final Map<String, LogLevel> START_UP_LOGGERS =
      Map.of("com.zaxxer.hikari", LogLevel.INFO, "org.flywaydb", LogLevel.TRACE);

  /**
   * Whether the events of a logger category at a level (lower case) are written only as the
   * application starts or stops ({@link #START_UP_LOGGERS}): the category is one of them or below
   * it, at its level or above.
   */
  public static boolean onlyAtStartUp(String category, String level) {
    Optional<LogLevel> event = LogLevel.named(level.strip().toLowerCase(Locale.ROOT));
    return event.isPresent()
        && START_UP_LOGGERS.entrySet().stream()
            .anyMatch(
                entry ->
                    (category.equals(entry.getKey()) || category.startsWith(entry.getKey() + "."))
                        && entry.getValue().covers(event.get()));
  }

  /** Logback's root level when the file names none. */
  public static final String LOGBACK_DEFAULT_ROOT_LEVEL = LogLevel.DEBUG.id();

  /** Log4j2's root level when the file names none. */
  public static final String LOG4J2_DEFAULT_ROOT_LEVEL = LogLevel.ERROR.id();

  /**
   * Logback pattern converters that compute the caller's location by walking the stack, short and
   * long forms ({@code %L} and {@code %line}), each with its {@code %}.
   */
  public static final Set<String> LOGBACK_LOCATION_CONVERTERS =
      Set.of("%C", "%class", "%F", "%file", "%L", "%line", "%M", "%method", "%caller");

  /** Log4j2 pattern converters that compute the caller's location, each with its {@code %}. */
  public static final Set<String> LOG4J2_LOCATION_CONVERTERS =
      Set.of("%l", "%location", "%C", "%class", "%F", "%file", "%L", "%line", "%M", "%method");

  /**
   * Spring profile names that are never production: a {@code <springProfile>} block that names only
   * these (and negates none) is silent. Compared case-insensitively. Staging and pre-production
   * names are left out on purpose: they exist to run as production does.
   */
  public static final Set<String> NON_PRODUCTION_PROFILES =
      Set.of(
          "local",
          "dev",
          "develop",
          "development",
          "test",
          "tests",
          "testing",
          "qa",
          "ci",
          "debug",
          "sandbox",
          "mock");

  /** Whether a profile name is one of {@link #NON_PRODUCTION_PROFILES}. */
  public static boolean nonProductionProfile(String profile) {
    return NON_PRODUCTION_PROFILES.contains(profile.strip().toLowerCase(Locale.ROOT));
  }

  /**
   * Whether a profile expression such as {@code dev | test} or {@code local,ci} is active only in
   * profiles that are not production: it negates nothing and names only {@link
   * #NON_PRODUCTION_PROFILES}. {@code !prod} is active in every other profile, so it is production.
   */
  public static boolean nonProductionExpression(String expression) {
    if (expression.isBlank() || expression.contains("!")) {
      return false;
    }
    List<String> names =
        Arrays.stream(expression.split("[,|&()\\s]+")).filter(name -> !name.isBlank()).toList();
    return !names.isEmpty() && names.stream().allMatch(LogConfigs::nonProductionProfile);
  }

  /**
   * The class path resource a {@link #LOGGING_CONFIG_PROPERTY} value names ({@code
   * classpath:/logging/logback-boot.xml} names {@code logging/logback-boot.xml}); empty for a value
   * that names a file outside the module ({@code file:}, a path) or is set where the application
   * runs (a placeholder).
   */
  public static Optional<String> classpathResource(String value) {
    String stripped = value.strip();
    if (!stripped.startsWith(CLASSPATH_PREFIX) || stripped.contains("${")) {
      return Optional.empty();
    }
    String resource = stripped.substring(CLASSPATH_PREFIX.length()).replaceFirst("^/+", "");
    return resource.isEmpty() ? Optional.empty() : Optional.of(resource);
  }

  /**
   * Whether a logging configuration file's own name says it is a profile's that is not production,
   * as Spring Boot's {@code application-dev.yml} does: {@code logback-dev.xml}, {@code
   * log4j2-local.xml}.
   */
  public static boolean developmentFileName(String fileName) {
    int dot = fileName.lastIndexOf('.');
    String stem = dot < 0 ? fileName : fileName.substring(0, dot);
    int dash = stem.lastIndexOf('-');
    return dash >= 0 && nonProductionProfile(stem.substring(dash + 1));
  }

  /**
   * Whether a file name is a logging configuration file the rules report on ({@link
   * #LOG4J2_COMPONENT_FILE} is read beside them, never reported on).
   */
  public static boolean loggingConfigFile(String fileName) {
    return LOGBACK_FILES.contains(fileName) || LOG4J2_FILES.contains(fileName);
  }

  /** The short name of a class, for messages: {@code ConsoleAppender}. */
  public static String simpleName(String className) {
    return className.substring(className.lastIndexOf('.') + 1);
  }
}
