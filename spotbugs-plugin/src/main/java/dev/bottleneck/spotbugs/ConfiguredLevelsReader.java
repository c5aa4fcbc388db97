package dev.bottleneck.spotbugs;

import dev.bottleneck.catalog.facts.ConfiguredLevels;
import edu.umd.cs.findbugs.classfile.ICodeBase;
import edu.umd.cs.findbugs.classfile.ICodeBaseEntry;
import edu.umd.cs.findbugs.classfile.ICodeBaseIterator;
import edu.umd.cs.findbugs.classfile.IScannableCodeBase;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.TreeMap;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.SAXException;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/**
 * Reads the log levels of the logging configuration that is a resource of a code base ({@link
 * ConfiguredLevels}): a Maven build's {@code target/classes} holds {@code src/main/resources}, and
 * an application's jar holds them too. Logback's and Log4j2's XML at the root, then Spring Boot's
 * {@code application*.properties} and YAML at the root and in {@code config/}. A file that cannot
 * be read contributes nothing: its findings stay.
 */
final class ConfiguredLevelsReader {
  private static final String LEVEL = "level";
  private static final String NAME = "name";

  /** Configured once, before any use; no document type, no external entity or schema. */
  private static final DocumentBuilderFactory XML = xmlFactory();

  private ConfiguredLevelsReader() {}

  private static DocumentBuilderFactory xmlFactory() {
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    try {
      factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    } catch (ParserConfigurationException unsupported) {
      // The JDK's parser supports it; another refuses document types by the attributes below.
    }
    factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
    factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
    factory.setExpandEntityReferences(false);
    return factory;
  }

  static ConfiguredLevels read(ICodeBase codeBase) {
    Map<String, ICodeBaseEntry> files = configurationFiles(codeBase);
    ConfiguredLevels.Builder levels = new ConfiguredLevels.Builder();
    files.forEach(
        (name, entry) -> {
          if (ConfiguredLevels.LOGGING_FILES.contains(name)) {
            loggingFile(entry, levels);
          }
        });
    for (String folder : ConfiguredLevels.SPRING_CONFIG_FOLDERS) {
      files.forEach(
          (name, entry) -> {
            if (name.startsWith(folder)
                && name.indexOf('/', folder.length()) < 0
                && ConfiguredLevels.springProfile(name.substring(folder.length())).isPresent()) {
              springFile(name.substring(folder.length()), entry, levels);
            }
          });
    }
    return levels.build();
  }

  /** The code base's resources this reads, by name, in name order. */
  private static Map<String, ICodeBaseEntry> configurationFiles(ICodeBase codeBase) {
    Map<String, ICodeBaseEntry> files = new TreeMap<>();
    if (!(codeBase instanceof IScannableCodeBase scannable)) {
      return files;
    }
    try {
      ICodeBaseIterator entries = scannable.iterator();
      while (entries.hasNext()) {
        ICodeBaseEntry entry = entries.next();
        String name = entry.getResourceName();
        String file = name.substring(name.lastIndexOf('/') + 1);
        boolean logging = ConfiguredLevels.LOGGING_FILES.contains(name);
        boolean spring =
            ConfiguredLevels.springProfile(file).isPresent()
                && ConfiguredLevels.SPRING_CONFIG_FOLDERS.contains(
                    name.substring(0, name.length() - file.length()));
        if (logging || spring) {
          files.put(name, entry);
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return files;
  }

  private static void loggingFile(ICodeBaseEntry entry, ConfiguredLevels.Builder levels) {
    try (InputStream in = entry.openResource()) {
      walk(
          XML.newDocumentBuilder().parse(in).getDocumentElement(),
          ConfiguredLevels.DEFAULT_PROFILE,
          levels);
    } catch (IOException | ParserConfigurationException | SAXException | RuntimeException e) {
      // Unreadable, or not XML: switches nothing on.
    }
  }

  /** Loggers and root loggers at any depth, Logback's and Log4j2's, with their profile block. */
  private static void walk(Element element, String profile, ConfiguredLevels.Builder levels) {
    for (Node node = element.getFirstChild(); node != null; node = node.getNextSibling()) {
      if (!(node instanceof Element child)) {
        continue;
      }
      String name = child.getTagName().toLowerCase(Locale.ROOT);
      Optional<String> level = level(child);
      if (name.equals(ConfiguredLevels.PROFILE_ELEMENT.toLowerCase(Locale.ROOT))) {
        String block = child.getAttribute(NAME);
        walk(child, profile.isEmpty() ? block : profile + " & " + block, levels);
      } else if (name.endsWith(ConfiguredLevels.ROOT)) {
        level.ifPresent(value -> levels.set(profile, ConfiguredLevels.ROOT, value));
      } else if (name.endsWith("logger") && !child.getAttribute(NAME).isBlank()) {
        level.ifPresent(value -> levels.set(profile, child.getAttribute(NAME), value));
      } else {
        walk(child, profile, levels);
      }
    }
  }

  /** A {@code level} attribute, or Logback's {@code <level value="...">} element. */
  private static Optional<String> level(Element logger) {
    if (!logger.getAttribute(LEVEL).isBlank()) {
      return Optional.of(logger.getAttribute(LEVEL));
    }
    for (Node node = logger.getFirstChild(); node != null; node = node.getNextSibling()) {
      if (node instanceof Element child
          && child.getTagName().equalsIgnoreCase(LEVEL)
          && !child.getAttribute("value").isBlank()) {
        return Optional.of(child.getAttribute("value"));
      }
    }
    return Optional.empty();
  }

  private static void springFile(
      String fileName, ICodeBaseEntry entry, ConfiguredLevels.Builder levels) {
    Map<String, String> properties = new TreeMap<>();
    try (InputStream in = entry.openResource()) {
      if (fileName.endsWith(".properties")) {
        Properties loaded = new Properties();
        loaded.load(in);
        loaded.stringPropertyNames().forEach(key -> properties.put(key, loaded.getProperty(key)));
      } else {
        Yaml yaml = new Yaml(new SafeConstructor(new LoaderOptions()));
        for (Object document : yaml.loadAll(new InputStreamReader(in, StandardCharsets.UTF_8))) {
          flatten("", document, properties);
        }
      }
    } catch (IOException | RuntimeException unreadable) {
      return;
    }
    String profile =
        ConfiguredLevels.fileProfile(
            fileName,
            ConfiguredLevels.PROFILE_ACTIVATION_KEYS.stream()
                .filter(properties::containsKey)
                .map(properties::get)
                .findFirst());
    properties.forEach(
        (key, value) ->
            ConfiguredLevels.category(key)
                .ifPresent(category -> levels.set(profile, category, value)));
  }

  /** The scalars of a YAML document by their keys joined with dots. */
  private static void flatten(String prefix, Object value, Map<String, String> into) {
    if (value instanceof Map<?, ?> map) {
      map.forEach(
          (key, child) ->
              flatten(prefix.isEmpty() ? String.valueOf(key) : prefix + "." + key, child, into));
    } else if (value != null && !(value instanceof List<?>) && !prefix.isEmpty()) {
      into.put(prefix, String.valueOf(value));
    }
  }
}
