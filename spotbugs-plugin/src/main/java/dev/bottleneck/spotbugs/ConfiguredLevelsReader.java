package dev.bottleneck.spotbugs;

import dev.bottleneck.catalog.facts.ConfiguredLevels;
import dev.bottleneck.catalog.facts.LogConfigs;
import dev.bottleneck.catalog.facts.PathMatchers;
import edu.umd.cs.findbugs.classfile.ICodeBase;
import edu.umd.cs.findbugs.classfile.ICodeBaseEntry;
import edu.umd.cs.findbugs.classfile.ICodeBaseIterator;
import edu.umd.cs.findbugs.classfile.IScannableCodeBase;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
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
  private static final String XML_SUFFIX = ".xml";
  private static final String RELAXED_LOGGING_CONFIG =
      PathMatchers.relaxedPropertyName(LogConfigs.LOGGING_CONFIG_PROPERTY);

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
    Resources resources = resources(codeBase);
    List<SpringFile> springFiles = new ArrayList<>();
    for (String folder : ConfiguredLevels.SPRING_CONFIG_FOLDERS) {
      resources.spring.forEach(
          (name, entry) -> {
            if (name.startsWith(folder) && name.indexOf('/', folder.length()) < 0) {
              springFile(name.substring(folder.length()), entry).ifPresent(springFiles::add);
            }
          });
    }
    ConfiguredLevels.Builder levels = new ConfiguredLevels.Builder();
    Set<String> read = new HashSet<>();
    resources.logging.forEach(
        (name, entry) -> {
          read.add(name);
          loggingFile(entry, levels);
        });
    for (SpringFile springFile : springFiles) {
      for (String named : springFile.namedLoggingFiles()) {
        ICodeBaseEntry entry = resources.xml.get(named);
        if (entry != null && read.add(named)) {
          loggingFile(entry, levels);
        }
      }
    }
    for (SpringFile springFile : springFiles) {
      springFile.properties.forEach(
          (key, value) ->
              ConfiguredLevels.category(key)
                  .ifPresent(category -> levels.set(springFile.profile, category, value)));
    }
    return levels.build();
  }

  /**
   * The code base's resources this reads, by name, in name order: the logging files at the root,
   * Spring Boot's files at the root and in {@code config/}, and every XML file, which {@code
   * logging.config} may name.
   */
  private record Resources(
      Map<String, ICodeBaseEntry> logging,
      Map<String, ICodeBaseEntry> spring,
      Map<String, ICodeBaseEntry> xml) {}

  private static Resources resources(ICodeBase codeBase) {
    Resources resources = new Resources(new TreeMap<>(), new TreeMap<>(), new TreeMap<>());
    if (!(codeBase instanceof IScannableCodeBase scannable)) {
      return resources;
    }
    try {
      ICodeBaseIterator entries = scannable.iterator();
      while (entries.hasNext()) {
        ICodeBaseEntry entry = entries.next();
        String name = entry.getResourceName();
        String file = name.substring(name.lastIndexOf('/') + 1);
        if (ConfiguredLevels.LOGGING_FILES.contains(name)) {
          resources.logging.put(name, entry);
        }
        if (ConfiguredLevels.springProfile(file).isPresent()
            && ConfiguredLevels.SPRING_CONFIG_FOLDERS.contains(
                name.substring(0, name.length() - file.length()))) {
          resources.spring.put(name, entry);
        }
        if (file.endsWith(XML_SUFFIX)) {
          resources.xml.put(name, entry);
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return resources;
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

  /**
   * A Spring Boot file's properties and the profile they apply in, with the documents read in
   * production: none of a profile file whose profile is not production, nor a YAML document that
   * activates only on such profiles ({@link LogConfigs#nonProductionExpression}); the file's other
   * documents still apply.
   */
  private record SpringFile(
      Map<String, String> properties, String profile, List<Map<String, String>> production) {
    /**
     * The class path resources its {@code logging.config} names in production, except a file whose
     * own name says it is a profile's that is not production ({@link
     * LogConfigs#developmentFileName}); as the Maven plugin reads them.
     */
    List<String> namedLoggingFiles() {
      List<String> named = new ArrayList<>();
      for (Map<String, String> document : production) {
        namedLoggingFiles(document, named);
      }
      return named;
    }

    private static void namedLoggingFiles(Map<String, String> document, List<String> named) {
      document.forEach(
          (key, value) -> {
            if (PathMatchers.relaxedPropertyName(key).equals(RELAXED_LOGGING_CONFIG)) {
              LogConfigs.classpathResource(value)
                  .filter(resource -> resource.endsWith(XML_SUFFIX))
                  .filter(
                      resource ->
                          !LogConfigs.developmentFileName(
                              resource.substring(resource.lastIndexOf('/') + 1)))
                  .ifPresent(named::add);
            }
          });
    }
  }

  private static Optional<SpringFile> springFile(String fileName, ICodeBaseEntry entry) {
    List<Map<String, String>> documents = new ArrayList<>();
    try (InputStream in = entry.openResource()) {
      if (fileName.endsWith(".properties")) {
        Properties loaded = new Properties();
        loaded.load(in);
        Map<String, String> document = new TreeMap<>();
        loaded.stringPropertyNames().forEach(key -> document.put(key, loaded.getProperty(key)));
        documents.add(document);
      } else {
        Yaml yaml = new Yaml(new SafeConstructor(new LoaderOptions()));
        for (Object document : yaml.loadAll(new InputStreamReader(in, StandardCharsets.UTF_8))) {
          Map<String, String> flat = new TreeMap<>();
          flatten("", document, flat);
          documents.add(flat);
        }
      }
    } catch (IOException | RuntimeException unreadable) {
      return Optional.empty();
    }
    Map<String, String> properties = new TreeMap<>();
    documents.forEach(properties::putAll);
    Optional<String> activation =
        ConfiguredLevels.PROFILE_ACTIVATION_KEYS.stream()
            .filter(properties::containsKey)
            .map(properties::get)
            .findFirst();
    List<Map<String, String>> production =
        LogConfigs.nonProductionExpression(
                ConfiguredLevels.springProfile(fileName).orElse(ConfiguredLevels.DEFAULT_PROFILE))
            ? List.of()
            : documents.stream()
                .filter(
                    document ->
                        ConfiguredLevels.PROFILE_ACTIVATION_KEYS.stream()
                            .filter(document::containsKey)
                            .noneMatch(
                                key ->
                                    LogConfigs.nonProductionExpression(document.get(key).strip())))
                .toList();
    return Optional.of(
        new SpringFile(properties, ConfiguredLevels.fileProfile(fileName, activation), production));
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
