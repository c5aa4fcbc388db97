package dev.bottleneck.maven.config;

import dev.bottleneck.catalog.facts.ConfiguredLevels;
import dev.bottleneck.maven.config.LoggingSetup.Logger;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Reads the log levels of a module's logging configuration ({@link ConfiguredLevels}) from its main
 * resource roots, with the readers the configuration rules use: Logback's and Log4j2's XML at each
 * root and the XML file the module's {@code logging.config} names ({@link LoggingConfigNames}),
 * then Spring Boot's {@code application*.properties} and YAML at each root and in {@code config/}.
 * A file that cannot be read or parsed contributes nothing: its findings stay.
 */
public final class ConfiguredLevelsReader {
  private ConfiguredLevelsReader() {}

  /**
   * The levels a module's configuration sets: {@code all} of it, which EagerLogMessage reads, and
   * those of Spring Boot's {@code application*} files alone, what {@code logging.level} lays over
   * any logging configuration, which SyncLogAppender reads.
   */
  public record ModuleLevels(ConfiguredLevels all, ConfiguredLevels spring) {
    public static final ModuleLevels NONE =
        new ModuleLevels(ConfiguredLevels.NONE, ConfiguredLevels.NONE);
  }

  /** Both views of the configuration files below {@code resourceRoots}, each file read once. */
  public static ModuleLevels readModule(List<Path> resourceRoots) {
    return readModule(resourceRoots, LoggingConfigNames.read(resourceRoots));
  }

  /**
   * Both views of the configuration files below {@code resourceRoots}, each file read once, with
   * the XML files the module's {@code logging.config} names ({@code named}) among the logging
   * files.
   */
  public static ModuleLevels readModule(List<Path> resourceRoots, LoggingConfigNames named) {
    ConfiguredLevels.Builder all = new ConfiguredLevels.Builder();
    ConfiguredLevels.Builder spring = new ConfiguredLevels.Builder();
    Set<Path> read = new HashSet<>();
    for (Path root : resourceRoots) {
      for (String name : ConfiguredLevels.LOGGING_FILES.stream().sorted().toList()) {
        Path file = root.resolve(name);
        if (Files.isRegularFile(file) && read.add(file.toAbsolutePath().normalize())) {
          loggingFile(file, all);
        }
      }
    }
    for (Path file : named.files()) {
      if (file.getFileName().toString().endsWith(".xml") && read.add(file)) {
        loggingFile(file, all);
      }
    }
    for (Path root : resourceRoots) {
      for (String folder : ConfiguredLevels.SPRING_CONFIG_FOLDERS) {
        for (Path file : springFiles(root.resolve(folder))) {
          springFile(file, all, spring);
        }
      }
    }
    return new ModuleLevels(all.build(), spring.build());
  }

  /** The levels of the configuration files below {@code resourceRoots}; none without any. */
  public static ConfiguredLevels read(List<Path> resourceRoots) {
    return readModule(resourceRoots).all();
  }

  /**
   * The levels Spring Boot's {@code application*} files below {@code resourceRoots} set, without
   * those of the logging files: what {@code logging.level} lays over any logging configuration.
   */
  public static ConfiguredLevels readSpring(List<Path> resourceRoots) {
    return readModule(resourceRoots).spring();
  }

  private static void loggingFile(Path file, ConfiguredLevels.Builder levels) {
    try {
      String text = Files.readString(file, StandardCharsets.UTF_8);
      ConfigElement configuration = XmlElements.read(file, text);
      boolean logback = LoggingConfigNames.logback(file, Optional.of(configuration));
      LoggingSetup setup =
          logback ? LogbackSetups.read(configuration) : Log4j2Setups.read(configuration);
      for (Logger logger : setup.loggers()) {
        if (logger.level().isPresent()) {
          levels.set(
              logger.profile().orElse(ConfiguredLevels.DEFAULT_PROFILE),
              logger.name().orElse(ConfiguredLevels.ROOT),
              logger.level().get());
        }
      }
    } catch (IOException | ConfigFileException | RuntimeException unreadable) {
      // An unreadable file switches nothing on; the configuration rules report it.
    }
  }

  /** Sets the file's levels into each of {@code levels}. */
  private static void springFile(Path file, ConfiguredLevels.Builder... levels) {
    if (ConfiguredLevels.springProfile(file.getFileName().toString()).isEmpty()) {
      return;
    }
    try {
      List<ConfigEntry> entries =
          SpringConfigScanner.isYaml(file)
              ? YamlReader.read(file, Files.readString(file, StandardCharsets.UTF_8))
              : PropertiesReader.read(file, Files.readString(file, StandardCharsets.ISO_8859_1));
      String fileProfile =
          ConfiguredLevels.fileProfile(
              file.getFileName().toString(),
              entries.stream()
                  .filter(e -> ConfiguredLevels.PROFILE_ACTIVATION_KEYS.contains(e.key().strip()))
                  .map(e -> e.value().strip())
                  .findFirst());
      for (ConfigEntry entry : entries) {
        ConfiguredLevels.category(entry.key())
            .ifPresent(
                category -> {
                  for (ConfiguredLevels.Builder into : levels) {
                    into.set(fileProfile, category, entry.value());
                  }
                });
      }
    } catch (IOException | ConfigFileException | RuntimeException unreadable) {
      // An unreadable file switches nothing on; the configuration scanner reports it.
    }
  }

  /** Spring Boot's configuration files directly in {@code folder}, in name order. */
  static List<Path> springFiles(Path folder) {
    List<Path> files = new ArrayList<>();
    if (!Files.isDirectory(folder)) {
      return files;
    }
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder)) {
      for (Path entry : entries) {
        if (Files.isRegularFile(entry)
            && ConfiguredLevels.springProfile(entry.getFileName().toString()).isPresent()) {
          files.add(entry);
        }
      }
    } catch (IOException unreadable) {
      return List.of();
    }
    files.sort(null);
    return files;
  }
}
