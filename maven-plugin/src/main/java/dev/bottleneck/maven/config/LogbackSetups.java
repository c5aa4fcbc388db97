package dev.bottleneck.maven.config;

import dev.bottleneck.catalog.facts.ConfiguredLevels;
import dev.bottleneck.catalog.facts.LogConfigs;
import dev.bottleneck.catalog.facts.LogFilter;
import dev.bottleneck.maven.config.LoggingSetup.Appender;
import dev.bottleneck.maven.config.LoggingSetup.Kind;
import dev.bottleneck.maven.config.LoggingSetup.LayoutPattern;
import dev.bottleneck.maven.config.LoggingSetup.Logger;
import dev.bottleneck.maven.config.LoggingSetup.Ref;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads a Logback configuration ({@code logback.xml}, {@code logback-spring.xml}) into a {@link
 * LoggingSetup}: appenders by class, Spring Boot's included console and file appenders, {@code
 * <root>} and {@code <logger>} with their {@code <appender-ref>}s, and {@code <property>} values.
 * Loggers inside a {@code <springProfile>} for profiles that are not production are silent.
 */
final class LogbackSetups {
  private LogbackSetups() {}

  static LoggingSetup read(ConfigElement configuration) {
    LoggingSetup.Builder setup = new LoggingSetup.Builder();
    walk(configuration, false, Optional.empty(), setup);
    return setup.build(true);
  }

  private static void walk(
      ConfigElement element, boolean silent, Optional<String> profile, LoggingSetup.Builder setup) {
    for (ConfigElement child : element.children()) {
      switch (child.lowerName()) {
        case LogConfigs.PROPERTY_ELEMENT, "variable" ->
            child
                .attribute("name")
                .ifPresent(
                    name ->
                        setup.properties.put(name, child.attribute("value").orElse(child.text())));
        case "appender" -> setup.appenders.add(appender(child));
        case "include" -> included(child).ifPresent(setup.appenders::add);
        case ConfiguredLevels.ROOT, "logger" -> setup.loggers.add(logger(child, silent, profile));
        case "springprofile" -> {
          String name = child.attribute("name").orElse("");
          walk(
              child,
              silent || LogConfigs.nonProductionExpression(name),
              Profiles.within(profile, name),
              setup);
        }
        default -> {}
      }
    }
  }

  private static Appender appender(ConfigElement element) {
    String name = element.attribute("name").orElse("");
    String type = element.attribute("class").orElse("").strip();
    Kind kind =
        LogConfigs.LOGBACK_SYNC_APPENDERS.contains(type)
            ? Kind.SYNC_OUTPUT
            : LogConfigs.LOGBACK_ASYNC_APPENDER.equals(type) ? Kind.ASYNC : Kind.OTHER;
    List<String> wrapped =
        element.children("appender-ref").stream()
            .flatMap(ref -> ref.attribute("ref").stream())
            .toList();
    Optional<ConfigElement.Attribute> callerData =
        element.children("includeCallerData").stream()
            .filter(flag -> flag.text().equalsIgnoreCase("true"))
            .map(flag -> new ConfigElement.Attribute(flag.text(), flag.line(), flag.column()))
            .findFirst();
    return new Appender(
        name,
        LogConfigs.simpleName(type) + " '" + name + "'",
        kind,
        filters(element),
        callerData,
        wrapped,
        patterns(element, new ArrayList<>()));
  }

  /** The appender's level filters, in order; other filters are left out. */
  private static List<LogFilter> filters(ConfigElement appender) {
    List<LogFilter> filters = new ArrayList<>();
    for (ConfigElement filter : appender.children(LogConfigs.LOGBACK_FILTER_ELEMENT)) {
      String type = filter.attribute("class").orElse("").strip();
      Optional<String> level = text(filter, "level");
      if (level.isPresent() && type.equals(LogConfigs.LOGBACK_THRESHOLD_FILTER)) {
        LogFilter.logbackThreshold(level.get()).ifPresent(filters::add);
      } else if (level.isPresent() && type.equals(LogConfigs.LOGBACK_LEVEL_FILTER)) {
        LogFilter.logbackLevel(level.get(), text(filter, "onMatch"), text(filter, "onMismatch"))
            .ifPresent(filters::add);
      }
    }
    return filters;
  }

  private static Optional<String> text(ConfigElement element, String child) {
    return element.children(child).stream().map(ConfigElement::text).findFirst();
  }

  /** The {@code <pattern>} texts below the element (encoder, layout), in file order. */
  private static List<LayoutPattern> patterns(ConfigElement element, List<LayoutPattern> found) {
    for (ConfigElement child : element.children()) {
      if (child.is("pattern") && !child.text().isEmpty()) {
        found.add(new LayoutPattern(child.text(), child.line(), child.column()));
      }
      patterns(child, found);
    }
    return found;
  }

  /** Spring Boot's console or file appender, declared by an {@code <include>} of its resource. */
  private static Optional<Appender> included(ConfigElement include) {
    String resource = include.attribute("resource").orElse("").strip();
    return LogConfigs.SPRING_BOOT_LOGBACK_INCLUDES.stream()
        .filter(row -> row.get(0).equals(resource))
        .findFirst()
        .map(
            row ->
                new Appender(
                    row.get(1),
                    LogConfigs.simpleName(row.get(2)) + " '" + row.get(1) + "'",
                    Kind.SYNC_OUTPUT,
                    List.of(),
                    Optional.empty(),
                    List.of(),
                    List.of()));
  }

  private static Logger logger(ConfigElement element, boolean silent, Optional<String> profile) {
    boolean root = element.is(ConfiguredLevels.ROOT);
    Optional<String> name = root ? Optional.empty() : element.attribute("name");
    Optional<String> level =
        element
            .attribute("level")
            .or(
                () ->
                    element.children("level").stream()
                        .flatMap(l -> l.attribute("value").stream())
                        .findFirst());
    List<Ref> refs =
        element.children("appender-ref").stream()
            .filter(ref -> ref.attribute("ref").isPresent())
            .map(
                ref ->
                    new Ref(ref.attribute("ref").get(), Optional.empty(), ref.line(), ref.column()))
            .toList();
    return new Logger(
        root ? Optional.empty() : Optional.of(name.orElse("")),
        root ? ConfiguredLevels.ROOT : "logger '" + name.orElse("") + "'",
        level,
        !element.attribute("additivity").orElse("true").strip().equalsIgnoreCase("false"),
        false,
        silent,
        profile,
        Optional.empty(),
        refs);
  }
}
