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
import java.util.Locale;
import java.util.Optional;

/**
 * Reads a Log4j2 configuration, in the element tree every format shares ({@link Log4j2Trees}), into
 * a {@link LoggingSetup}. Element names are compared case-insensitively, as Log4j2 does; {@code
 * <Appender type="Console">} (the strict XML form) is read as {@code <Console>}. Loggers inside a
 * {@code <SpringProfile>} for profiles that are not production are silent.
 */
final class Log4j2Setups {
  private Log4j2Setups() {}

  static LoggingSetup read(ConfigElement configuration) {
    LoggingSetup.Builder setup = new LoggingSetup.Builder();
    walk(configuration, false, Optional.empty(), setup);
    return setup.build(false);
  }

  private static void walk(
      ConfigElement element, boolean silent, Optional<String> profile, LoggingSetup.Builder setup) {
    for (ConfigElement child : element.children()) {
      switch (child.lowerName()) {
        case "properties" ->
            child
                .children(LogConfigs.PROPERTY_ELEMENT)
                .forEach(
                    property ->
                        property
                            .attribute("name")
                            .ifPresent(
                                name ->
                                    setup.properties.put(
                                        name,
                                        property.attribute("value").orElse(property.text()))));
        case "appenders" ->
            child.children().forEach(appender -> setup.appenders.add(appender(appender)));
        case "loggers", "configuration" -> walk(child, silent, profile, setup);
        case ConfiguredLevels.ROOT, "asyncroot", "logger", "asynclogger" ->
            setup.loggers.add(logger(child, silent, profile));
        case "springprofile" -> {
          String name = child.attribute("name").orElse("");
          walk(
              child,
              silent || LogConfigs.nonProductionExpression(name),
              Profiles.within(profile, name),
              setup);
        }
        default -> {
          if (child.is(ConfiguredLevels.ROOT)
              || child.is("logger")
              || LogConfigs.log4j2Named(LogConfigs.LOG4J2_ASYNC_LOGGERS, child.name())) {
            setup.loggers.add(logger(child, silent, profile));
          }
        }
      }
    }
  }

  private static Appender appender(ConfigElement element) {
    String type =
        element.is("appender")
            ? element.attribute(LogConfigs.LOG4J2_TYPE_ATTRIBUTE).orElse("")
            : element.name();
    Kind kind =
        LogConfigs.log4j2Named(LogConfigs.LOG4J2_SYNC_APPENDERS, type)
            ? Kind.SYNC_OUTPUT
            : type.equalsIgnoreCase(LogConfigs.LOG4J2_ASYNC_APPENDER) ? Kind.ASYNC : Kind.OTHER;
    String name = element.attribute("name").orElse("");
    return new Appender(
        name,
        (element.is("appender") ? type : element.name()) + " '" + name + "'",
        kind,
        filters(element, new ArrayList<>()),
        Optional.ofNullable(element.attributes().get("includelocation"))
            .filter(flag -> flag.value().strip().equalsIgnoreCase("true")),
        refs(element).stream().map(Ref::appender).toList(),
        patterns(element, new ArrayList<>()));
  }

  /** The appender's level filters, in order, also inside {@code <Filters>}. */
  private static List<LogFilter> filters(ConfigElement element, List<LogFilter> found) {
    for (ConfigElement child : element.children()) {
      Optional<String> onMatch = child.attribute("onmatch");
      Optional<String> onMismatch = child.attribute("onmismatch");
      if (child.is("filters")) {
        filters(child, found);
      } else if (child.is(LogConfigs.LOG4J2_THRESHOLD_FILTER)
          && child.attribute("level").isPresent()) {
        LogFilter.log4j2Threshold(child.attribute("level").get(), onMatch, onMismatch)
            .ifPresent(found::add);
      } else if (child.is(LogConfigs.LOG4J2_LEVEL_RANGE_FILTER)) {
        found.add(
            LogFilter.log4j2LevelRange(
                child.attribute("minlevel"), child.attribute("maxlevel"), onMatch, onMismatch));
      }
    }
    return found;
  }

  /**
   * The patterns of the appender's layouts: a {@code pattern} attribute, or a nested {@code
   * <Pattern>} element's text.
   */
  private static List<LayoutPattern> patterns(ConfigElement element, List<LayoutPattern> found) {
    for (ConfigElement child : element.children()) {
      if (child.is("PatternLayout")) {
        child.attributes().entrySet().stream()
            .filter(attribute -> attribute.getKey().equals("pattern"))
            .map(attribute -> attribute.getValue())
            .forEach(
                pattern ->
                    found.add(
                        new LayoutPattern(pattern.value(), pattern.line(), pattern.column())));
        child.children("pattern").stream()
            .filter(pattern -> !pattern.text().isEmpty())
            .forEach(
                pattern ->
                    found.add(new LayoutPattern(pattern.text(), pattern.line(), pattern.column())));
      }
      patterns(child, found);
    }
    return found;
  }

  private static List<Ref> refs(ConfigElement element) {
    return element.children("AppenderRef").stream()
        .filter(ref -> ref.attribute("ref").isPresent())
        .map(
            ref ->
                new Ref(
                    ref.attribute("ref").get(), ref.attribute("level"), ref.line(), ref.column()))
        .toList();
  }

  private static Logger logger(ConfigElement element, boolean silent, Optional<String> profile) {
    boolean root =
        element.is(ConfiguredLevels.ROOT)
            || element.name().toLowerCase(Locale.ROOT).endsWith(ConfiguredLevels.ROOT);
    String name = element.attribute("name").orElse("");
    return new Logger(
        root ? Optional.empty() : Optional.of(name),
        root ? element.name() : element.name() + " '" + name + "'",
        element.attribute("level"),
        !element.attribute("additivity").orElse("true").strip().equalsIgnoreCase("false"),
        LogConfigs.log4j2Named(LogConfigs.LOG4J2_ASYNC_LOGGERS, element.name()),
        silent,
        profile,
        Optional.ofNullable(element.attributes().get("includelocation")),
        refs(element));
  }
}
