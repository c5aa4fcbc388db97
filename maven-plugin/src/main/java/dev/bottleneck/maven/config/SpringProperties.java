package dev.bottleneck.maven.config;

import dev.bottleneck.catalog.facts.ConfiguredLevels;
import dev.bottleneck.catalog.facts.LogConfigs;
import dev.bottleneck.catalog.facts.PathMatchers;
import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A Spring Boot property as a module's main resources set it in production: its entries in the
 * module's {@code application*.properties}, {@code .yml} and {@code .yaml} at each main resource
 * root and in its {@code config/}, in the default configuration and in every production profile. A
 * profile file whose profile is not production, or a file (a YAML document) that activates only on
 * such profiles, sets nothing; roots below a {@code src/test} folder are test resources and set
 * nothing either. A file that cannot be read or parsed sets nothing: the Spring configuration
 * scanner reports it.
 */
final class SpringProperties {
  private SpringProperties() {}

  /** The entries that set {@code property} (any relaxed form of its name) below the roots. */
  static List<ConfigEntry> production(List<Path> resourceRoots, String property) {
    String key = PathMatchers.relaxedPropertyName(property);
    List<ConfigEntry> set = new ArrayList<>();
    for (Path root : mainRoots(resourceRoots)) {
      for (String folder : ConfiguredLevels.SPRING_CONFIG_FOLDERS) {
        for (Path springFile : ConfiguredLevelsReader.springFiles(root.resolve(folder))) {
          set.addAll(production(springFile, key));
        }
      }
    }
    return set;
  }

  /** The main resource roots of {@code resourceRoots}, absolute, each once. */
  static List<Path> mainRoots(List<Path> resourceRoots) {
    return resourceRoots.stream()
        .map(root -> root.toAbsolutePath().normalize())
        .filter(root -> !LoggingConfigScanner.testResource(root))
        .distinct()
        .toList();
  }

  /**
   * The file's entries of the property whose relaxed name is {@code key}, none from a file or YAML
   * document that activates only on profiles that are not production.
   */
  static List<ConfigEntry> production(Path springFile, String key) {
    try {
      Charset charset =
          SpringConfigScanner.isYaml(springFile)
              ? StandardCharsets.UTF_8
              : StandardCharsets.ISO_8859_1;
      return production(springFile, Files.readString(springFile, charset), key);
    } catch (IOException | RuntimeException unreadable) {
      return List.of();
    }
  }

  /** {@link #production(Path, String)} of the file's {@code text}, as read. */
  static List<ConfigEntry> production(Path springFile, String text, String key) {
    String name = springFile.getFileName().toString();
    Optional<String> profile = ConfiguredLevels.springProfile(name);
    if (profile.isEmpty() || LogConfigs.nonProductionExpression(profile.get())) {
      return List.of();
    }
    try {
      List<List<ConfigEntry>> documents =
          SpringConfigScanner.isYaml(springFile)
              ? YamlReader.documents(springFile, text)
              : List.of(PropertiesReader.read(springFile, text));
      List<ConfigEntry> set = new ArrayList<>();
      for (List<ConfigEntry> entries : documents) {
        // A document that activates only on profiles that are not production sets nothing; the
        // file's other documents still apply.
        boolean activatesOffProduction =
            entries.stream()
                .filter(e -> ConfiguredLevels.PROFILE_ACTIVATION_KEYS.contains(e.key().strip()))
                .anyMatch(e -> LogConfigs.nonProductionExpression(e.value().strip()));
        if (!activatesOffProduction) {
          entries.stream()
              .filter(e -> PathMatchers.relaxedPropertyName(e.key()).equals(key))
              .forEach(set::add);
        }
      }
      return set;
    } catch (ConfigFileException | RuntimeException unreadable) {
      return List.of();
    }
  }
}
