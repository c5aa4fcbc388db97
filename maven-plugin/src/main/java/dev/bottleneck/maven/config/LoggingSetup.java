package dev.bottleneck.maven.config;

import dev.bottleneck.catalog.facts.LogConfigs;
import dev.bottleneck.catalog.facts.LogFilter;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a logging configuration declares, in terms both Logback and Log4j2 share: appenders, the
 * loggers that reference them, and the file's properties.
 *
 * @param logback whether the file is Logback's (else Log4j2's)
 * @param properties the values of the file's properties by name, for {@code ${name}} references
 */
record LoggingSetup(
    boolean logback,
    List<Appender> appenders,
    List<Logger> loggers,
    Map<String, String> properties) {

  private static final Pattern REFERENCE = Pattern.compile("\\$\\{([^}:]+)(?::-([^}]*))?}");

  /** What a reader collects while it walks a file, in file order. */
  static final class Builder {
    final Map<String, String> properties = new java.util.HashMap<>();
    final List<Appender> appenders = new java.util.ArrayList<>();
    final List<Logger> loggers = new java.util.ArrayList<>();

    LoggingSetup build(boolean logback) {
      return new LoggingSetup(logback, appenders, loggers, properties);
    }
  }

  /** What an appender does with an event. */
  enum Kind {
    /** Writes to the console or a file on the thread that logs. */
    SYNC_OUTPUT,
    /** Queues the event for another thread, which hands it to the appenders it references. */
    ASYNC,
    /** Anything else: sockets, databases, third-party appenders; neither rule judges them. */
    OTHER
  }

  /**
   * @param label how a finding names it: {@code ConsoleAppender 'CONSOLE'}
   * @param filters its level filters, in order
   * @param locationCapture for an asynchronous appender that captures the caller's location before
   *     queueing, the setting that turns it on, where written (Logback's {@code includeCallerData}
   *     true, Log4j2's {@code includeLocation="true"}); empty when it does not
   * @param wrapped for an asynchronous appender, the names of the appenders it hands events to
   * @param patterns its layout patterns
   */
  record Appender(
      String name,
      String label,
      Kind kind,
      List<LogFilter> filters,
      Optional<ConfigElement.Attribute> locationCapture,
      List<String> wrapped,
      List<LayoutPattern> patterns) {

    /** Whether it captures the caller's location before queueing. */
    boolean capturesLocation() {
      return locationCapture.isPresent();
    }

    /** Whether its filters let an event of this level (lower case) through. */
    boolean passes(String level) {
      return LogConfigs.levelRank(level).map(rank -> LogFilter.passes(filters, rank)).orElse(true);
    }

    /** Whether its filters let no per-request level through. */
    boolean quiet() {
      return LogConfigs.PER_REQUEST_LEVELS.stream().noneMatch(this::passes);
    }
  }

  /** A layout pattern and where it is written. */
  record LayoutPattern(String text, int line, int column) {}

  /**
   * @param name the logger's name; empty for the root logger
   * @param label how a finding names it: {@code root}, {@code logger 'com.acme'}
   * @param level the level as written, if any
   * @param async whether it is an asynchronous logger (Log4j2's {@code AsyncRoot}, {@code
   *     AsyncLogger})
   * @param silent whether it is declared for a profile that is not production
   * @param profile the expression of the {@code <springProfile>} block it is declared in, if any
   * @param includeLocation Log4j2's {@code includeLocation} attribute, where written
   */
  record Logger(
      Optional<String> name,
      String label,
      Optional<String> level,
      boolean additive,
      boolean async,
      boolean silent,
      Optional<String> profile,
      Optional<ConfigElement.Attribute> includeLocation,
      List<Ref> refs) {
    boolean root() {
      return name.isEmpty();
    }
  }

  /** A logger's reference to an appender, with Log4j2's optional level on the reference. */
  record Ref(String appender, Optional<String> level, int line, int column) {}

  /**
   * The text with each {@code ${name}} replaced by the property's value, or by the default after
   * {@code :-}; a reference to neither is left as it is.
   */
  String resolve(String text) {
    String now = text;
    for (int round = 0; round < 5 && now.contains("${"); round++) {
      Matcher matcher = REFERENCE.matcher(now);
      StringBuilder resolved = new StringBuilder();
      boolean changed = false;
      while (matcher.find()) {
        String value = properties.get(matcher.group(1));
        if (value == null) {
          value = matcher.group(2);
        }
        changed |= value != null;
        matcher.appendReplacement(
            resolved, Matcher.quoteReplacement(value == null ? matcher.group() : value));
      }
      matcher.appendTail(resolved);
      now = resolved.toString();
      if (!changed) {
        break;
      }
    }
    return now;
  }
}
