package dev.bottleneck.catalog.facts;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The logging APIs EagerLogMessage knows: SLF4J (with its 2.x fluent builder), Log4j 2 (with its
 * {@code LogBuilder}), java.util.logging, Commons Logging, JBoss Logging and Kotlin's
 * kotlin-logging. For each, the types that carry log methods, levels and markers, the levels it
 * has, the methods that take the level as an argument, its guards, and the chains an engine without
 * the library must follow.
 */
public final class LogApis {
  private LogApis() {}

  /** What an argument of these types prints, or which overload it picks, is not its toString(). */
  public static final List<String> REINTERPRETED_ARGUMENTS =
      List.of(
          "java.lang.Throwable",
          "java.util.function.Supplier",
          "org.apache.logging.log4j.util.Supplier",
          "org.apache.logging.log4j.util.MessageSupplier");

  /** Lombok logger annotations and the type of the {@code log} field each generates. */
  public static final Map<String, String> LOMBOK_LOGGERS =
      Map.of(
          "lombok.extern.slf4j.Slf4j", "org.slf4j.Logger",
          "lombok.extern.slf4j.XSlf4j", "org.slf4j.ext.XLogger",
          "lombok.extern.log4j.Log4j2", "org.apache.logging.log4j.Logger",
          "lombok.extern.log4j.Log4j", "org.apache.log4j.Logger",
          "lombok.extern.java.Log", "java.util.logging.Logger",
          "lombok.extern.apachecommons.CommonsLog", "org.apache.commons.logging.Log",
          "lombok.extern.jbosslog.JBossLog", "org.jboss.logging.Logger");

  /** The name of the logger field each Lombok logger annotation generates. */
  public static final String LOMBOK_FIELD = "log";

  /** The fluent builders' step that logs the message it is given ({@code builder.log(message)}). */
  public static final String FLUENT_LOG = "log";

  /** {@code "%s".formatted(args)}: the pattern is the receiver, the values are the arguments. */
  public static final Api STRING_FORMATTED =
      Api.instanceMethod("java.lang.String", "formatted").exactOwner();

  /** SLF4J's builder step that adds one value for a {@code {}} placeholder. */
  public static final String ADD_ARGUMENT = "addArgument";

  /** A call that builds a message eagerly, and how a finding names it. */
  public record EagerFormat(Api api, String construct) {}

  /** How a finding names a string concatenation that builds a message or a parameter. */
  public static final String EAGER_CONCATENATION = "String concatenation";

  /** The method an explicit {@code toString()} call names. */
  public static final String TO_STRING_METHOD = "toString";

  /** How a finding names an explicit {@code toString()} call on a parameter. */
  public static final String EAGER_TO_STRING = "toString()";

  /** {@code String.format}, {@code formatted} and {@code MessageFormat.format} run at once. */
  public static final List<EagerFormat> EAGER_FORMATS =
      List.of(
          new EagerFormat(Api.staticMethod("java.lang.String", "format"), "String.format(...)"),
          new EagerFormat(STRING_FORMATTED, "String.formatted(...)"),
          new EagerFormat(
              Api.staticMethod("java.text.MessageFormat", "format"), "MessageFormat.format(...)"));

  /**
   * A fluent event builder: the steps that carry the message ({@code log}, {@code setMessage}), the
   * steps that carry values ({@code addArgument}), the other steps that return the builder, and how
   * a logger opens one: {@code at<Level>()}, a level argument, or without a level.
   */
  public record FluentBuilder(
      String type,
      Set<String> messageSteps,
      Set<String> parameterSteps,
      Set<String> otherSteps,
      Set<String> levelArgumentOpeners,
      Set<String> levellessOpeners) {
    public FluentBuilder {
      messageSteps = Set.copyOf(messageSteps);
      parameterSteps = Set.copyOf(parameterSteps);
      otherSteps = Set.copyOf(otherSteps);
      levelArgumentOpeners = Set.copyOf(levelArgumentOpeners);
      levellessOpeners = Set.copyOf(levellessOpeners);
    }

    /** The steps that hand text or values to the logged event. */
    public Set<String> loggingSteps() {
      return union(messageSteps, parameterSteps);
    }

    /** Whether {@code name} is one of {@link #loggingSteps()}, without building that set. */
    public boolean isLoggingStep(String name) {
      return messageSteps.contains(name) || parameterSteps.contains(name);
    }

    /** {@code atDebug} for debug. */
    public static String opener(LogLevel level) {
      return "at" + level.capitalized();
    }
  }

  /** The level sets the APIs share; a holder so that the enum below may use them. */
  private static final class Levels {
    /** SLF4J's levels. */
    static final Set<LogLevel> FIVE =
        EnumSet.of(LogLevel.TRACE, LogLevel.DEBUG, LogLevel.INFO, LogLevel.WARN, LogLevel.ERROR);

    /** The levels of Log4j 2, Commons Logging and JBoss Logging: SLF4J's and fatal. */
    static final Set<LogLevel> SIX = with(FIVE, LogLevel.FATAL);

    private static Set<LogLevel> with(Set<LogLevel> levels, LogLevel more) {
      Set<LogLevel> all = EnumSet.copyOf(levels);
      all.add(more);
      return all;
    }
  }

  /** One logging API, by the types that carry its log methods. */
  public enum Family {
    SLF4J(
        "org.slf4j.Logger",
        "org.slf4j.event.Level",
        "org.slf4j.Marker",
        new FluentBuilder(
            "org.slf4j.spi.LoggingEventBuilder",
            Set.of("log", "setMessage"),
            Set.of(ADD_ARGUMENT, "addKeyValue"),
            Set.of("addMarker", "setCause"),
            Set.of("atLevel", "makeLoggingEventBuilder"),
            Set.of()),
        Levels.FIVE,
        Levels.FIVE,
        Set.of(),
        Set.of("isEnabledForLevel"),
        Set.of(),
        List.of()),
    LOG4J2(
        "org.apache.logging.log4j.Logger",
        "org.apache.logging.log4j.Level",
        "org.apache.logging.log4j.Marker",
        new FluentBuilder(
            "org.apache.logging.log4j.LogBuilder",
            Set.of("log"),
            Set.of(),
            Set.of("withMarker", "withThrowable", "withLocation"),
            Set.of("atLevel"),
            Set.of("always")),
        Levels.SIX,
        Levels.SIX,
        Set.of("log"),
        Set.of("isEnabled"),
        Set.of(),
        // Log4j 2's ParameterFormatter prints these its own way instead of calling toString().
        List.of("java.util.Date", "java.util.Collection", "java.util.Map")),
    JUL(
        "java.util.logging.Logger",
        "java.util.logging.Level",
        null,
        null,
        EnumSet.of(
            LogLevel.FINEST,
            LogLevel.FINER,
            LogLevel.FINE,
            LogLevel.CONFIG,
            LogLevel.INFO,
            LogLevel.WARNING,
            LogLevel.SEVERE),
        EnumSet.noneOf(LogLevel.class),
        Set.of("log"),
        Set.of("isLoggable"),
        Set.of(),
        List.of()),
    COMMONS_LOGGING(
        "org.apache.commons.logging.Log",
        null,
        null,
        null,
        Levels.SIX,
        Levels.SIX,
        Set.of(),
        Set.of(),
        Set.of(),
        List.of()),
    JBOSS(
        "org.jboss.logging.BasicLogger",
        "org.jboss.logging.Logger.Level",
        null,
        null,
        Levels.SIX,
        EnumSet.of(LogLevel.TRACE, LogLevel.DEBUG, LogLevel.INFO),
        Set.of("log", "logf", "logv"),
        Set.of("isEnabled"),
        // debugf formats lazily with String.format, debugv with MessageFormat.
        Set.of("f", "v"),
        List.of()),
    /**
     * kotlin-logging (5 and later): {@code logger.debug { "order $id" }} builds the message only
     * when debug is on; its SLF4J-style {@code debug(String, ...)} methods take a finished string.
     * Its {@code atDebug { }} builder is a lambda, lazy too.
     */
    KOTLIN_LOGGING(
        "io.github.oshai.kotlinlogging.KLogger",
        "io.github.oshai.kotlinlogging.Level",
        "io.github.oshai.kotlinlogging.Marker",
        null,
        Levels.FIVE,
        Levels.FIVE,
        Set.of(),
        Set.of(),
        Set.of(),
        List.of());

    private final String loggerType;
    private final String levelType;
    private final String markerType;
    private final FluentBuilder builder;
    private final Set<LogLevel> levels;
    private final Set<LogLevel> guardedLevels;
    private final Set<String> levelArgumentMethods;
    private final Set<String> levelArgumentGuards;
    private final Set<String> lazyFormatSuffixes;
    private final List<String> ownFormatting;

    Family(
        String loggerType,
        String levelType,
        String markerType,
        FluentBuilder builder,
        Set<LogLevel> levels,
        Set<LogLevel> guardedLevels,
        Set<String> levelArgumentMethods,
        Set<String> levelArgumentGuards,
        Set<String> lazyFormatSuffixes,
        List<String> ownFormatting) {
      this.loggerType = loggerType;
      this.levelType = levelType;
      this.markerType = markerType;
      this.builder = builder;
      this.levels = Set.copyOf(levels);
      this.guardedLevels = Set.copyOf(guardedLevels);
      this.levelArgumentMethods = levelArgumentMethods;
      this.levelArgumentGuards = levelArgumentGuards;
      this.lazyFormatSuffixes = lazyFormatSuffixes;
      this.ownFormatting = ownFormatting;
    }

    /** The type whose instance methods log; subtypes count. */
    public String loggerType() {
      return loggerType;
    }

    /**
     * The logger's methods a rule reads: level methods ({@code debug}, {@code debugf}), level
     * argument methods ({@code log}), guards and builder openers; subtypes count.
     */
    public Api loggerMethods() {
      Set<String> names = new HashSet<>(levelArgumentMethods);
      names.addAll(levelArgumentGuards);
      for (LogLevel level : levels) {
        names.add(level.id());
        lazyFormatSuffixes.forEach(suffix -> names.add(level.id() + suffix));
        names.add(guardMethod(level));
        if (builder != null) {
          names.add(FluentBuilder.opener(level));
        }
      }
      if (builder != null) {
        names.addAll(builder.levelArgumentOpeners());
      }
      return Api.instanceMethod(loggerType, names(names));
    }

    /** The type of a level argument, if the API takes one. */
    public Optional<String> levelType() {
      return Optional.ofNullable(levelType);
    }

    /** The type of a marker argument, if the API has markers. */
    public Optional<String> markerType() {
      return Optional.ofNullable(markerType);
    }

    public Optional<FluentBuilder> builder() {
      return Optional.ofNullable(builder);
    }

    /** The builder's steps that hand text or values to the event, as an instance-method fact. */
    public Optional<Api> builderSteps() {
      return builder().map(b -> Api.instanceMethod(b.type(), names(b.loggingSteps())));
    }

    public Set<LogLevel> levels() {
      return levels;
    }

    /** {@code log(Level, ...)}: the methods whose level is their Level argument. */
    public Set<String> levelArgumentMethods() {
      return levelArgumentMethods;
    }

    /** {@code isLoggable(Level)}, {@code isEnabled(Level)}: guards that take the level. */
    public Set<String> levelArgumentGuards() {
      return levelArgumentGuards;
    }

    /** Extra letters after a level method's name for lazily formatted messages: {@code debugf}. */
    public Set<String> lazyFormatSuffixes() {
      return lazyFormatSuffixes;
    }

    /** Argument types this API formats its own way instead of with toString(). */
    public List<String> ownFormatting() {
      return ownFormatting;
    }

    /** Whether the logger has {@code is<Level>Enabled()} for this level. */
    public boolean hasGuardMethod(LogLevel level) {
      return guardedLevels.contains(level);
    }

    /** {@code isDebugEnabled} for debug. */
    public static String guardMethod(LogLevel level) {
      return "is" + level.capitalized() + "Enabled";
    }

    /**
     * How code tests that {@code level} is on: {@code isDebugEnabled()}, {@code
     * isLoggable(Level.FINE)}.
     */
    public String guard(LogLevel level) {
      if (hasGuardMethod(level) || levelArgumentGuards.isEmpty()) {
        return guardMethod(level) + "()";
      }
      String levelClass = TypeName.simple(levelType);
      levelClass = levelClass.substring(levelClass.lastIndexOf('.') + 1);
      return levelArgumentGuards.iterator().next() + "(" + levelClass + "." + level.name() + ")";
    }

    /** The level a method named so logs at ({@code debug}, JBoss {@code debugf}), if it is one. */
    public Optional<LogLevel> levelOfMethod(String name) {
      Optional<LogLevel> plain = level(name);
      if (plain.isPresent() || name.isEmpty()) {
        return plain;
      }
      String suffix = name.substring(name.length() - 1);
      return lazyFormatSuffixes.contains(suffix)
          ? level(name.substring(0, name.length() - 1))
          : Optional.empty();
    }

    /** The level a guard named {@code is<Level>Enabled} tests, if it is one. */
    public Optional<LogLevel> levelOfGuardMethod(String name) {
      return levels.stream().filter(level -> guardMethod(level).equals(name)).findFirst();
    }

    /** The level a builder opener {@code at<Level>} sets, if it is one. */
    public Optional<LogLevel> levelOfOpener(String name) {
      return levels.stream().filter(level -> FluentBuilder.opener(level).equals(name)).findFirst();
    }

    /** The level a constant of the level type names ({@code Level.FINE}), if this API has it. */
    public Optional<LogLevel> level(String name) {
      return LogLevel.named(name.toLowerCase(Locale.ROOT)).filter(levels::contains);
    }
  }

  /**
   * The static methods that make a logger, and the logger type each returns. Their argument names
   * the logger's category: a class ({@code getLogger(Orders.class)}, {@code getClass()}), or a
   * string; Log4j2's {@code LogManager.getLogger()} without one takes the calling class.
   */
  public static final List<Returns> LOGGER_FACTORIES =
      List.of(
          factory("org.slf4j.LoggerFactory", "getLogger", Family.SLF4J.loggerType()),
          factory("org.apache.logging.log4j.LogManager", "getLogger", Family.LOG4J2.loggerType()),
          factory(Family.JUL.loggerType(), "getLogger", Family.JUL.loggerType()),
          factory(
              "org.apache.commons.logging.LogFactory",
              "getLog",
              Family.COMMONS_LOGGING.loggerType()),
          factory("org.jboss.logging.Logger", "getLogger", "org.jboss.logging.Logger"));

  /** The attribute of Lombok's logger annotations that names the logger by a string. */
  public static final String LOMBOK_TOPIC = "topic";

  /** The methods of {@code Class} that name a class, as a logger's name may be written. */
  public static final Set<String> CLASS_NAME_METHODS = Set.of("getName", "getCanonicalName");

  /** The method of {@code Object} that a logger of the running class is made from. */
  public static final String GET_CLASS = "getClass";

  /** Library types below the logger and builder types, known without a class path. */
  public static final List<Supertypes> SUPERTYPES = supertypes();

  /** Logger factories, builder openers and builder steps, known without a class path. */
  public static final List<Returns> RETURNS = returns();

  private static List<Supertypes> supertypes() {
    List<Supertypes> supertypes = new ArrayList<>();
    for (Family family : Family.values()) {
      supertypes.add(Supertypes.leaf(family.loggerType()));
      family.builder().ifPresent(builder -> supertypes.add(Supertypes.leaf(builder.type())));
    }
    supertypes.add(
        Supertypes.of(
            "org.slf4j.spi.DefaultLoggingEventBuilder", "org.slf4j.spi.LoggingEventBuilder"));
    supertypes.add(Supertypes.of("org.slf4j.ext.XLogger", Family.SLF4J.loggerType()));
    supertypes.add(Supertypes.of("org.jboss.logging.Logger", Family.JBOSS.loggerType()));
    supertypes.add(
        Supertypes.of("org.apache.logging.log4j.spi.ExtendedLogger", Family.LOG4J2.loggerType()));
    return List.copyOf(supertypes);
  }

  private static List<Returns> returns() {
    List<Returns> returns = new ArrayList<>();
    for (Family family : Family.values()) {
      family
          .builder()
          .ifPresent(
              builder -> {
                Stream<String> openers =
                    Stream.concat(
                        family.levels().stream().map(FluentBuilder::opener),
                        Stream.concat(
                            builder.levelArgumentOpeners().stream(),
                            builder.levellessOpeners().stream()));
                returns.add(
                    new Returns(
                        Api.instanceMethod(family.loggerType(), openers.toArray(String[]::new))
                            .exactOwner(),
                        builder.type()));
                Set<String> steps =
                    union(
                        union(builder.messageSteps(), builder.parameterSteps()),
                        builder.otherSteps());
                steps = new HashSet<>(steps);
                steps.remove("log");
                returns.add(
                    new Returns(
                        Api.instanceMethod(builder.type(), names(steps)).exactOwner(),
                        builder.type()));
              });
    }
    returns.addAll(LOGGER_FACTORIES);
    return List.copyOf(returns);
  }

  private static Returns factory(String owner, String name, String type) {
    return new Returns(Api.staticMethod(owner, name), type);
  }

  private static Set<String> union(Set<String> a, Set<String> b) {
    return Stream.concat(a.stream(), b.stream()).collect(Collectors.toSet());
  }

  private static String[] names(Set<String> names) {
    return names.toArray(String[]::new);
  }
}
