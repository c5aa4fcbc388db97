package dev.bottleneck.maven.config;

import dev.bottleneck.catalog.Messages;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.catalog.facts.ConfiguredLevels;
import dev.bottleneck.catalog.facts.LogConfigs;
import dev.bottleneck.catalog.facts.PathMatchers;
import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.finding.ParseProblem;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Finds bottlenecks in logging configuration files: Logback's {@code logback.xml} and {@code
 * logback-spring.xml}, Log4j2's {@code log4j2.xml}, {@code log4j2-spring.xml}, {@code .properties},
 * {@code .yaml}, {@code .yml} and {@code .json}, and a file of another name that the module's
 * {@code logging.config} names ({@link LoggingConfigNames}). It reports SyncLogAppender and
 * LogLocationInfo; Log4j2's all-async context selector is read from {@code
 * log4j2.component.properties} beside the file and from the module's {@code pom.xml} (a system
 * property of the build). Files below a {@code src/test} folder are test configuration and stay
 * silent, as does {@code logback-test.xml}, which is never read; so does a file that the module's
 * build leaves out of its artifact ({@link PackagedResources}), such as a development {@code
 * logback.xml} the jar plugin excludes.
 */
public final class LoggingConfigScanner {
  /** The rules this scanner reports; the plugin has no Java rule for them. */
  public static final List<Rule> RULES = List.of(Rule.SYNC_LOG_APPENDER, Rule.LOG_LOCATION_INFO);

  private final boolean syncLogAppender;
  private final boolean logLocationInfo;
  private final Supplier<Map<String, String>> springLevels;
  private final Supplier<ModuleCode> code;
  private final Supplier<LoggingConfigNames> names;

  /**
   * @param enabledRuleIds the enabled rules; those of {@link #RULES} among them are reported
   */
  public LoggingConfigScanner(Set<String> enabledRuleIds) {
    this(enabledRuleIds, Map.of());
  }

  /**
   * A scanner of a module whose code is not known: every logger category may log, and the module
   * serves requests.
   *
   * @param enabledRuleIds the enabled rules; those of {@link #RULES} among them are reported
   * @param springLevels the levels Spring Boot's {@code logging.level} sets in the module's default
   *     configuration ({@link ConfiguredLevels#defaults()} of {@link
   *     ConfiguredLevelsReader#readSpring}), which it lays over the logging file's loggers
   */
  public LoggingConfigScanner(Set<String> enabledRuleIds, Map<String, String> springLevels) {
    this(enabledRuleIds, springLevels, ModuleSources.NONE);
  }

  /**
   * @param enabledRuleIds the enabled rules; those of {@link #RULES} among them are reported
   * @param springLevels the levels Spring Boot's {@code logging.level} sets in the module's default
   *     configuration ({@link ConfiguredLevels#defaults()} of {@link
   *     ConfiguredLevelsReader#readSpring}), which it lays over the logging file's loggers
   */
  public LoggingConfigScanner(
      Set<String> enabledRuleIds, Map<String, String> springLevels, ModuleSources sources) {
    this(enabledRuleIds, known(Map.copyOf(springLevels)), sources);
  }

  /**
   * @param enabledRuleIds the enabled rules; those of {@link #RULES} among them are reported
   * @param springLevels the levels Spring Boot's {@code logging.level} sets in the module's default
   *     configuration, asked for when the first logging configuration file is scanned (most modules
   *     have none)
   */
  public LoggingConfigScanner(
      Set<String> enabledRuleIds,
      Supplier<Map<String, String>> springLevels,
      ModuleSources sources) {
    this(enabledRuleIds, springLevels, sources, () -> LoggingConfigNames.NONE);
  }

  /**
   * @param enabledRuleIds the enabled rules; those of {@link #RULES} among them are reported
   * @param springLevels the levels Spring Boot's {@code logging.level} sets in the module's default
   *     configuration, asked for when the first logging configuration file is scanned
   * @param names the files the module's {@code logging.config} names, read as logging configuration
   *     whatever their names; asked for when a file is not one by its name
   */
  public LoggingConfigScanner(
      Set<String> enabledRuleIds,
      Supplier<Map<String, String>> springLevels,
      ModuleSources sources,
      Supplier<LoggingConfigNames> names) {
    this.syncLogAppender = enabledRuleIds.contains(Rule.SYNC_LOG_APPENDER.id());
    this.logLocationInfo = enabledRuleIds.contains(Rule.LOG_LOCATION_INFO.id());
    this.springLevels = springLevels;
    this.code = memoized(sources);
    this.names = names;
  }

  /**
   * Whether this scanner reads the file as a logging configuration: by its name, or because the
   * module's {@code logging.config} names it.
   */
  public boolean reads(Path file) {
    return isLoggingConfig(file) || names.get().names(file);
  }

  /**
   * The {@code logging.config} values of a Spring Boot configuration file that name a class path
   * file the module's main resources lack; none when neither rule is enabled.
   */
  public List<ParseProblem> missingNamedFiles(Path springFile) {
    return syncLogAppender || logLocationInfo ? names.get().missing(springFile) : List.of();
  }

  private static Supplier<Map<String, String>> known(Map<String, String> springLevels) {
    return () -> springLevels;
  }

  /**
   * Where a module's code is, for SyncLogAppender and LogLocationInfo to judge which loggers
   * something can log to and whether the module serves requests ({@link ModuleCode}).
   *
   * @param basedir the module's folder, where its {@code pom.xml} is
   * @param sourceRoots the module's main source roots; none, and nothing is judged
   * @param buildRoots main source roots of the build's other modules
   * @param classpath the module's compile class path; empty when not known
   * @param resourceRoots the module's main resource roots, whose Spring Boot configuration may
   *     start no web server ({@link ModuleCode#read}); none when not known
   */
  public record ModuleSources(
      Path basedir,
      List<Path> sourceRoots,
      List<Path> buildRoots,
      List<Path> classpath,
      List<Path> resourceRoots) {
    /** No code: nothing is judged. */
    public static final ModuleSources NONE =
        new ModuleSources(Path.of(""), List.of(), List.of(), List.of(), List.of());

    public ModuleSources {
      sourceRoots = List.copyOf(sourceRoots);
      buildRoots = List.copyOf(buildRoots);
      classpath = List.copyOf(classpath);
      resourceRoots = List.copyOf(resourceRoots);
    }
  }

  /** Reads the module's code once, when the first finding needs it. */
  private static Supplier<ModuleCode> memoized(ModuleSources sources) {
    if (sources.sourceRoots().isEmpty()) {
      return () -> ModuleCode.UNKNOWN;
    }
    ModuleCode[] read = new ModuleCode[1];
    return () -> {
      synchronized (read) {
        if (read[0] == null) {
          read[0] =
              ModuleCode.read(
                  sources.basedir(),
                  sources.sourceRoots(),
                  sources.buildRoots(),
                  sources.classpath(),
                  sources.resourceRoots());
        }
        return read[0];
      }
    };
  }

  /** Whether the file is a logging configuration this scanner reads, by its name. */
  public static boolean isLoggingConfig(Path file) {
    return LogConfigs.loggingConfigFile(file.getFileName().toString());
  }

  /**
   * @throws ConfigFileException naming the file, the line and the fix when the file does not parse
   */
  public List<Finding> scan(Path file, String text) throws ConfigFileException {
    if ((!syncLogAppender && !logLocationInfo) || testResource(file)) {
      return List.of();
    }
    if (!reads(file)) {
      return ConfiguredLevels.springProfile(file.getFileName().toString()).isPresent()
          ? mybatisStdOut(file, text)
          : List.of();
    }
    String name = file.getFileName().toString();
    // The rules quote lines of the text the parser reads: without the mark Logback skips too.
    String document = name.endsWith(".xml") ? XmlElements.document(text) : text;
    Optional<ConfigElement> xml =
        name.endsWith(".xml") ? Optional.of(XmlElements.read(file, document)) : Optional.empty();
    boolean logback = LoggingConfigNames.logback(file, xml);
    LoggingSetup setup =
        logback
            ? LogbackSetups.read(xml.orElseThrow())
            : Log4j2Setups.read(tree(file, document, xml));
    LoggingRules rules =
        new LoggingRules(
            file,
            document,
            setup,
            !logback && allAsync(file),
            Map.copyOf(springLevels.get()),
            code);
    List<Finding> findings = new ArrayList<>();
    if (syncLogAppender) {
      findings.addAll(rules.syncLogAppender());
    }
    if (logLocationInfo) {
      findings.addAll(rules.logLocationInfo());
    }
    if (!findings.isEmpty() && PackagedResources.leftOut(file)) {
      // A file the module's artifact does not carry configures no deployed service.
      return List.of();
    }
    findings.sort(
        (a, b) ->
            a.line() != b.line()
                ? Integer.compare(a.line(), b.line())
                : a.ruleId().compareTo(b.ruleId()));
    return findings;
  }

  /**
   * SyncLogAppender in a Spring Boot file: MyBatis's standard-output log implementation chosen in
   * production ({@link LogConfigs#MYBATIS_LOG_IMPL_PROPERTIES}), in a module that serves requests
   * and whose artifact carries the file. A profile that is not production, or a file that activates
   * only on such profiles, chooses it for development, where printing the statements is the point.
   */
  private List<Finding> mybatisStdOut(Path file, String text) {
    if (!syncLogAppender || !text.contains(LogConfigs.MYBATIS_STDOUT_LOG)) {
      return List.of();
    }
    List<Finding> findings = new ArrayList<>();
    for (String property : LogConfigs.MYBATIS_LOG_IMPL_PROPERTIES) {
      for (ConfigEntry entry :
          SpringProperties.production(file, text, PathMatchers.relaxedPropertyName(property))) {
        if (entry.value().strip().equals(LogConfigs.MYBATIS_STDOUT_LOG)) {
          findings.add(
              new Finding(
                  Rule.SYNC_LOG_APPENDER.id(),
                  file,
                  entry.line(),
                  entry.column(),
                  Messages.mybatisStdOutLog(entry.key().strip()),
                  property,
                  entry.snippet()));
        }
      }
    }
    if (findings.isEmpty() || !code.get().servesRequests() || PackagedResources.leftOut(file)) {
      return List.of();
    }
    return findings;
  }

  private static ConfigElement tree(Path file, String text, Optional<ConfigElement> xml)
      throws ConfigFileException {
    String name = file.getFileName().toString();
    if (xml.isPresent()) {
      return xml.get();
    }
    if (name.endsWith(".properties")) {
      return Log4j2Trees.fromProperties(PropertiesReader.read(file, text));
    }
    return Log4j2Trees.fromYaml(
        file, text, name.endsWith(".json") || name.endsWith(".jsn") ? "JSON" : "YAML");
  }

  /** Whether the file lies below a {@code src/test} folder. */
  static boolean testResource(Path file) {
    Path path = file.toAbsolutePath().normalize();
    List<String> test = LogConfigs.TEST_FOLDERS;
    for (int i = 0; i + test.size() <= path.getNameCount(); i++) {
      if (path.subpath(i, i + test.size()).equals(Path.of(test.get(0), test.get(1)))) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether Log4j2's all-async context selector is chosen: in {@code log4j2.component.properties}
   * beside the file, or as a system property in the nearest {@code pom.xml} above it. A file that
   * cannot be read or loaded chooses nothing.
   */
  static boolean allAsync(Path file) {
    Path folder = file.toAbsolutePath().normalize().getParent();
    Path component = folder.resolve(LogConfigs.LOG4J2_COMPONENT_FILE);
    try {
      if (Files.isRegularFile(component)) {
        String text = Files.readString(component, StandardCharsets.ISO_8859_1);
        boolean selected =
            PropertiesReader.read(component, text).stream()
                .anyMatch(
                    entry ->
                        LogConfigs.LOG4J2_SELECTOR_PROPERTIES.contains(entry.key().strip())
                            && entry.value().strip().equals(LogConfigs.LOG4J2_ALL_ASYNC_SELECTOR));
        if (selected) {
          return true;
        }
      }
      for (Path dir = folder; dir != null; dir = dir.getParent()) {
        Path pom = dir.resolve("pom.xml");
        if (Files.isRegularFile(pom)) {
          String text = Files.readString(pom, StandardCharsets.UTF_8);
          return text.contains(LogConfigs.LOG4J2_ALL_ASYNC_SELECTOR)
              && LogConfigs.LOG4J2_SELECTOR_PROPERTIES.stream().anyMatch(text::contains);
        }
      }
    } catch (IOException | ConfigFileException | RuntimeException unreadable) {
      return false;
    }
    return false;
  }
}
