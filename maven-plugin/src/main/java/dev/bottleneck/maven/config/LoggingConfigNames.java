package dev.bottleneck.maven.config;

import dev.bottleneck.catalog.facts.ConfiguredLevels;
import dev.bottleneck.catalog.facts.LogConfigs;
import dev.bottleneck.catalog.facts.PathMatchers;
import dev.bottleneck.maven.finding.ParseProblem;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The logging configuration files that Spring Boot's {@code logging.config} names in a module's
 * main resources, which the logging rules read as they read the conventional names ({@link
 * LogConfigs#loggingConfigFile}). Read from the module's {@code application*.properties}, {@code
 * .yml} and {@code .yaml} at each main resource root and in its {@code config/}, in the default
 * configuration and in every production profile (a profile file or YAML that activates only on
 * profiles that are not production names nothing), except a file whose own name ends in such a
 * profile ({@code logback-dev.xml}: its name says it configures development, as {@code
 * application-dev.yml}'s does). A {@code classpath:} value is found below the main resource roots;
 * any other value ({@code file:}, a path, a placeholder) names a file outside the module, which is
 * not read. A {@code classpath:} value that no main resource root holds is a problem at its line,
 * never a failure: the file may come from a dependency, and then its own module is where the rules
 * read it.
 */
public final class LoggingConfigNames {
  /** No file named. */
  public static final LoggingConfigNames NONE = new LoggingConfigNames(Set.of(), List.of());

  private static final String RELAXED_KEY =
      PathMatchers.relaxedPropertyName(LogConfigs.LOGGING_CONFIG_PROPERTY);

  private final Set<Path> files;
  private final List<ParseProblem> missing;

  private LoggingConfigNames(Set<Path> files, List<ParseProblem> missing) {
    this.files = Set.copyOf(files);
    this.missing = List.copyOf(missing);
  }

  /**
   * The files the configuration below {@code resourceRoots} names; roots below a {@code src/test}
   * folder are test resources and name nothing. A file that cannot be read or parsed names nothing:
   * the Spring configuration scanner reports it.
   */
  public static LoggingConfigNames read(List<Path> resourceRoots) {
    List<Path> roots = SpringProperties.mainRoots(resourceRoots);
    Set<Path> files = new LinkedHashSet<>();
    List<ParseProblem> missing = new ArrayList<>();
    for (Path root : roots) {
      for (String folder : ConfiguredLevels.SPRING_CONFIG_FOLDERS) {
        for (Path springFile : ConfiguredLevelsReader.springFiles(root.resolve(folder))) {
          for (ConfigEntry entry : SpringProperties.production(springFile, RELAXED_KEY)) {
            named(entry, springFile, roots, files, missing);
          }
        }
      }
    }
    return new LoggingConfigNames(files, missing);
  }

  /** Whether {@code file} is one that {@code logging.config} names. */
  public boolean names(Path file) {
    return !files.isEmpty() && files.contains(file.toAbsolutePath().normalize());
  }

  /** The files named, absolute. */
  public Set<Path> files() {
    return files;
  }

  /** The {@code logging.config} values of {@code springFile} that name a file the module lacks. */
  public List<ParseProblem> missing(Path springFile) {
    Path file = springFile.toAbsolutePath().normalize();
    return missing.stream().filter(problem -> problem.file().equals(file)).toList();
  }

  /**
   * Whether a logging configuration is Logback's, by its name, else by its content: XML without
   * Log4j2's sections ({@link LogConfigs#LOG4J2_XML_SECTIONS}); Logback reads no other format.
   *
   * @param xmlRoot the root element of an XML file; empty for another format
   */
  static boolean logback(Path file, Optional<ConfigElement> xmlRoot) {
    String name = file.getFileName().toString();
    if (LogConfigs.loggingConfigFile(name)) {
      return LogConfigs.LOGBACK_FILES.contains(name);
    }
    return xmlRoot.isPresent()
        && xmlRoot.get().children().stream()
            .noneMatch(
                child -> LogConfigs.log4j2Named(LogConfigs.LOG4J2_XML_SECTIONS, child.name()));
  }

  private static void named(
      ConfigEntry entry,
      Path springFile,
      List<Path> roots,
      Set<Path> files,
      List<ParseProblem> missing) {
    String value = entry.value().strip();
    Optional<String> named = LogConfigs.classpathResource(value);
    if (named.isEmpty()) {
      return;
    }
    String resource = named.get();
    for (Path root : roots) {
      Path file = root.resolve(resource).normalize();
      if (file.startsWith(root) && Files.isRegularFile(file)) {
        if (!developmentName(file)) {
          files.add(file);
        }
        return;
      }
    }
    missing.add(
        new ParseProblem(
            springFile.toAbsolutePath().normalize(),
            entry.line(),
            entry.column(),
            LogConfigs.LOGGING_CONFIG_PROPERTY
                + " names "
                + value
                + ", which is not in the module's main resources ("
                + String.join(", ", roots.stream().map(Path::toString).toList())
                + "), so SyncLogAppender, LogLocationInfo and EagerLogMessage do not read it; put"
                + " the file below src/main/resources, or correct the name",
            true));
  }

  /**
   * Whether the file's own name says it is a profile's that is not production, as Spring Boot's
   * {@code application-dev.yml} does: {@code logback-dev.xml}, {@code log4j2-local.xml}.
   */
  static boolean developmentName(Path file) {
    return LogConfigs.developmentFileName(file.getFileName().toString());
  }
}
