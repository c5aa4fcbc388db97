package dev.bottleneck.maven.config;

import dev.bottleneck.catalog.Messages;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.catalog.facts.ConfiguredLevels;
import dev.bottleneck.catalog.facts.LogConfigs;
import dev.bottleneck.maven.config.LoggingSetup.Appender;
import dev.bottleneck.maven.config.LoggingSetup.Kind;
import dev.bottleneck.maven.config.LoggingSetup.LayoutPattern;
import dev.bottleneck.maven.config.LoggingSetup.Logger;
import dev.bottleneck.maven.config.LoggingSetup.Ref;
import dev.bottleneck.maven.finding.Finding;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * SyncLogAppender and LogLocationInfo over one {@link LoggingSetup}, with one judgment of which
 * per-request events reach an appender ({@link #reach}) and of which modules serve requests: an
 * event of a level in {@link LogConfigs#PER_REQUEST_LEVELS} that a logger, or one below it whose
 * events reach it by additivity, lets through, and that the filters on the way let through.
 */
final class LoggingRules {
  /** {@code %-5.20line}, {@code %replace(%C)}: a converter word after its format modifiers. */
  private static final Pattern CONVERTER = Pattern.compile("(?<![\\\\%])%[-.\\d]*([a-zA-Z]+)");

  private final Path file;
  private final String[] lines;
  private final LoggingSetup setup;
  private final boolean allAsync;
  private final Map<String, String> springLevels;
  private final Supplier<ModuleCode> code;

  /**
   * @param allAsync whether Log4j2's all-async context selector is chosen for this file
   * @param springLevels the literal levels Spring Boot's {@code logging.level} sets in the module's
   *     default configuration, by category ({@code root} for the root)
   * @param code the code of the module and its build, read only when a finding needs it
   */
  LoggingRules(
      Path file,
      String text,
      LoggingSetup setup,
      boolean allAsync,
      Map<String, String> springLevels,
      Supplier<ModuleCode> code) {
    this.file = file;
    this.lines = text.split("\n", -1);
    this.setup = setup;
    this.allAsync = allAsync && !setup.logback();
    this.springLevels = springLevels;
    this.code = code;
  }

  /**
   * The synchronous console and file appenders that per-request events reach; none in a module that
   * serves no request.
   */
  List<Finding> syncLogAppender() {
    return onRequestPaths(syncAppenderReferences());
  }

  /**
   * The findings, or none in a module that serves no request ({@link ModuleCode#servesRequests()}):
   * both rules' cost is paid per event on a request thread, and such a module has none.
   */
  private List<Finding> onRequestPaths(List<Finding> findings) {
    return findings.isEmpty() || code.get().servesRequests() ? findings : List.of();
  }

  private List<Finding> syncAppenderReferences() {
    List<Finding> findings = new ArrayList<>();
    for (Logger logger : setup.loggers()) {
      if (logger.silent() || logger.async() || allAsync) {
        continue;
      }
      for (Ref ref : logger.refs()) {
        Optional<Appender> appender = appender(ref.appender());
        if (appender.isEmpty() || appender.get().kind() != Kind.SYNC_OUTPUT) {
          continue;
        }
        reach(logger, ref.level(), appender.get()::passes)
            .ifPresent(
                reach ->
                    findings.add(
                        finding(
                            Rule.SYNC_LOG_APPENDER,
                            ref.line(),
                            ref.column(),
                            Messages.syncLogAppender(
                                appender.get().label(),
                                reach.logger(),
                                reach.level(),
                                setup.logback()),
                            logger.label() + " -> " + appender.get().name())));
      }
    }
    return findings;
  }

  /**
   * The layout patterns with a location converter of the synchronous appenders that per-request
   * events reach with their caller's location, the {@code includeLocation="true"} of asynchronous
   * loggers that per-request events reach, and the setting that makes an asynchronous appender that
   * per-request events reach capture the location (Logback's {@code includeCallerData}, Log4j2's
   * {@code includeLocation}); none in a module that serves no request. Which events reach an
   * appender is SyncLogAppender's judgment ({@link #reach}).
   */
  List<Finding> logLocationInfo() {
    List<Finding> findings = new ArrayList<>();
    Set<String> reached = new LinkedHashSet<>();
    Set<String> capturing = new LinkedHashSet<>();
    for (Logger logger : setup.loggers()) {
      if (logger.silent()) {
        continue;
      }
      boolean asyncLogger = logger.async() || allAsync;
      boolean captures = logger.includeLocation().map(a -> isTrue(a.value())).orElse(!asyncLogger);
      if (asyncLogger && captures && reach(logger, Optional.empty(), level -> true).isPresent()) {
        ConfigElement.Attribute attribute = logger.includeLocation().get();
        findings.add(
            finding(
                Rule.LOG_LOCATION_INFO,
                attribute.line(),
                attribute.column(),
                Messages.logLocationInfoIncludeLocation(logger.label()),
                logger.label() + " includeLocation"));
      }
      for (Ref ref : logger.refs()) {
        Optional<Appender> appender = appender(ref.appender());
        appender.ifPresent(
            target -> reached.addAll(locationReached(logger, captures, ref, target)));
        appender
            .filter(target -> target.kind() == Kind.ASYNC && target.capturesLocation())
            .filter(target -> reach(logger, ref.level(), target::passes).isPresent())
            .ifPresent(target -> capturing.add(target.name()));
      }
    }
    for (String name : capturing) {
      findings.add(locationCapture(appender(name).orElseThrow()));
    }
    for (String name : reached) {
      findings.addAll(locationPatterns(appender(name).orElseThrow()));
    }
    return onRequestPaths(findings);
  }

  /**
   * The setting of an asynchronous appender that captures the caller's location of each event it
   * takes: it does so before queueing, on the thread that logs, whatever the layouts behind it
   * print.
   */
  private Finding locationCapture(Appender appender) {
    ConfigElement.Attribute setting = appender.locationCapture().orElseThrow();
    return finding(
        Rule.LOG_LOCATION_INFO,
        setting.line(),
        setting.column(),
        setup.logback()
            ? Messages.logLocationInfoIncludeCallerData(appender.label())
            : Messages.logLocationInfoIncludeLocation(appender.label()),
        "appender "
            + appender.name()
            + (setup.logback() ? " includeCallerData" : " includeLocation"));
  }

  /**
   * The names of the synchronous appenders that per-request events reach with their caller's
   * location through the logger's reference to {@code appender}: itself when the logger captures
   * it, or those an asynchronous appender that captures it hands the events its filters let
   * through.
   */
  private List<String> locationReached(
      Logger logger, boolean capturing, Ref ref, Appender appender) {
    if (appender.kind() == Kind.SYNC_OUTPUT && capturing) {
      return reach(logger, ref.level(), appender::passes).isPresent()
          ? List.of(appender.name())
          : List.of();
    }
    if (appender.kind() != Kind.ASYNC || !appender.capturesLocation()) {
      return List.of();
    }
    List<String> names = new ArrayList<>();
    for (String name : appender.wrapped()) {
      Optional<Appender> wrapped = appender(name).filter(w -> w.kind() == Kind.SYNC_OUTPUT);
      if (wrapped.isPresent()
          && reach(
                  logger,
                  ref.level(),
                  level -> appender.passes(level) && wrapped.get().passes(level))
              .isPresent()) {
        names.add(name);
      }
    }
    return names;
  }

  private List<Finding> locationPatterns(Appender appender) {
    List<Finding> findings = new ArrayList<>();
    for (LayoutPattern pattern : appender.patterns()) {
      List<String> converters = locationConverters(setup.resolve(pattern.text()));
      if (!converters.isEmpty()) {
        findings.add(
            finding(
                Rule.LOG_LOCATION_INFO,
                pattern.line(),
                pattern.column(),
                Messages.logLocationInfoPattern(
                    String.join(" ", converters), "appender '" + appender.name() + "'"),
                "appender " + appender.name() + " pattern"));
      }
    }
    return findings;
  }

  /** The location converters of a pattern, each once, as the pattern spells them. */
  List<String> locationConverters(String pattern) {
    Set<String> words =
        setup.logback()
            ? LogConfigs.LOGBACK_LOCATION_CONVERTERS
            : LogConfigs.LOG4J2_LOCATION_CONVERTERS;
    Set<String> found = new LinkedHashSet<>();
    Matcher matcher = CONVERTER.matcher(pattern.replace("%%", ""));
    while (matcher.find()) {
      if (words.contains("%" + matcher.group(1))) {
        found.add("%" + matcher.group(1));
      }
    }
    return List.copyOf(found);
  }

  /**
   * Which per-request events reach a logger's appenders.
   *
   * @param level the per-request level, upper case
   * @param logger the logger that logs them, as a finding names it
   */
  private record Reach(String level, String logger) {}

  /**
   * The per-request events that reach an appender through a logger's reference: those of the logger
   * itself, else of the first logger below it whose events reach it by additivity (a logger that
   * Spring Boot's {@code logging.level} declares counts, additive); at each one's level (a logger
   * at OFF sends nothing), and only the levels the reference's level and {@code passes} (the
   * filters on the way to the appender) let through. The least severe such level is named. A named
   * logger that nothing in the module's code or class path can log to ({@link ModuleCode#mayLog})
   * sends nothing, and neither do the events of a library's logger that are written only as the
   * application starts or stops ({@link LogConfigs#onlyAtStartUp}: HikariCP at INFO).
   */
  private Optional<Reach> reach(
      Logger logger, Optional<String> refLevel, Predicate<String> passes) {
    String name = logger.name().orElse("");
    List<String> senders = new ArrayList<>();
    senders.add(name);
    for (Logger other : setup.loggers()) {
      if (!other.root() && !other.silent() && !senders.contains(other.name().get())) {
        senders.add(other.name().get());
      }
    }
    for (String category : springLevels.keySet()) {
      if (!category.equals(ConfiguredLevels.ROOT) && !senders.contains(category)) {
        senders.add(category);
      }
    }
    for (String sender : senders) {
      if ((!sender.equals(name) && !additiveTo(sender, logger))
          || (!sender.isEmpty() && !code.get().logsPerRequest(sender))) {
        continue;
      }
      Optional<Integer> rank = LogConfigs.levelRank(reachingLevel(sender));
      for (String level : LogConfigs.PER_REQUEST_ORDER) {
        int eventRank = LogConfigs.levelRank(level).orElseThrow();
        if (rank.isPresent()
            && rank.get() <= eventRank
            && refLevel.flatMap(LogConfigs::levelRank).orElse(eventRank) <= eventRank
            && passes.test(level)
            && (sender.isEmpty() || !LogConfigs.onlyAtStartUp(sender, level))) {
          String label =
              sender.equals(name)
                  ? logger.label()
                  : labelOf(sender) + ", which reach " + logger.label() + ",";
          return Optional.of(new Reach(level.toUpperCase(Locale.ROOT), label));
        }
      }
    }
    return Optional.empty();
  }

  /**
   * Whether the events of the logger named {@code sender} reach {@code target}'s appenders: it is
   * below it, and neither it nor a logger between them turns additivity off.
   */
  private boolean additiveTo(String sender, Logger target) {
    String top = target.name().orElse("");
    if (!top.isEmpty() && !sender.startsWith(top + ".")) {
      return false;
    }
    return setup.loggers().stream()
        .filter(other -> !other.root() && !other.silent() && !other.additive())
        .map(other -> other.name().get())
        .filter(off -> top.isEmpty() || off.startsWith(top + "."))
        .noneMatch(off -> off.equals(sender) || sender.startsWith(off + "."));
  }

  private String labelOf(String category) {
    return setup.loggers().stream()
        .filter(other -> !other.root() && !other.silent() && other.name().get().equals(category))
        .map(Logger::label)
        .findFirst()
        .orElse("logger '" + category + "' (logging.level)");
  }

  /**
   * The level of the logger named {@code category} (empty for the root), lower case: Spring Boot's
   * {@code logging.level} for it or its nearest configured ancestor, else the file's, else the
   * root's, else the library's default. Loggers of non-production profiles take no part.
   */
  private String reachingLevel(String category) {
    for (String name = category; !name.isEmpty(); ) {
      String current = name;
      Optional<String> level =
          Optional.ofNullable(springLevels.get(current))
              .or(
                  () ->
                      setup.loggers().stream()
                          .filter(
                              other ->
                                  !other.root()
                                      && !other.silent()
                                      && other.name().get().equals(current)
                                      && other.level().isPresent())
                          .map(other -> other.level().get())
                          .findFirst());
      if (level.isPresent()) {
        return normalized(level.get());
      }
      int dot = name.lastIndexOf('.');
      name = dot < 0 ? "" : name.substring(0, dot);
    }
    return Optional.ofNullable(springLevels.get(ConfiguredLevels.ROOT))
        .map(this::normalized)
        .orElseGet(this::rootLevel);
  }

  /** The root's level as the file sets it, else the library's default, lower case. */
  private String rootLevel() {
    return setup.loggers().stream()
        .filter(other -> other.root() && !other.silent() && other.level().isPresent())
        .map(other -> normalized(other.level().get()))
        .findFirst()
        .orElse(
            setup.logback()
                ? LogConfigs.LOGBACK_DEFAULT_ROOT_LEVEL
                : LogConfigs.LOG4J2_DEFAULT_ROOT_LEVEL);
  }

  private String normalized(String level) {
    return setup.resolve(level).strip().toLowerCase(Locale.ROOT);
  }

  private Optional<Appender> appender(String name) {
    return setup.appenders().stream().filter(a -> a.name().equals(name.strip())).findFirst();
  }

  private static boolean isTrue(String value) {
    return value.strip().equalsIgnoreCase("true");
  }

  private Finding finding(Rule rule, int line, int column, String message, String member) {
    String snippet = line >= 1 && line <= lines.length ? lines[line - 1].strip() : "";
    return new Finding(rule.id(), file, line, column, message, member, snippet);
  }
}
