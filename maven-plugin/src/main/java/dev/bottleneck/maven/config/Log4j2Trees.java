package dev.bottleneck.maven.config;

import dev.bottleneck.catalog.facts.LogConfigs;
import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * Reads Log4j2's properties, YAML and JSON configurations into the element tree its XML form has
 * ({@code Configuration > Appenders, Loggers}), so that one analysis reads every format: a
 * properties group such as {@code appender.out.type = Console} becomes a {@code Console} element, a
 * YAML or JSON key with a mapping becomes an element of that name and its scalars attributes.
 */
final class Log4j2Trees {
  private static final String TYPE = LogConfigs.LOG4J2_TYPE_ATTRIBUTE;

  private Log4j2Trees() {}

  /** A {@code log4j2.properties} file. */
  static ConfigElement fromProperties(List<ConfigEntry> entries) {
    Map<String, ConfigEntry> appenders = new LinkedHashMap<>();
    Map<String, ConfigEntry> loggers = new LinkedHashMap<>();
    Map<String, ConfigEntry> root = new LinkedHashMap<>();
    for (ConfigEntry entry : entries) {
      String key = entry.key().strip();
      if (key.startsWith("appender.")) {
        appenders.put(key.substring("appender.".length()), entry);
      } else if (key.startsWith("logger.")) {
        loggers.put(key.substring("logger.".length()), entry);
      } else if (key.equals("rootLogger")) {
        root.putAll(rootShorthand(entry));
      } else if (key.startsWith("rootLogger.")) {
        root.put(key.substring("rootLogger.".length()), entry);
      }
    }
    List<ConfigElement> loggerElements = new ArrayList<>(groups(loggers, "Logger"));
    if (!root.isEmpty()) {
      loggerElements.add(0, element("Root", root));
    }
    return new ConfigElement(
        "Configuration",
        Map.of(),
        List.of(
            new ConfigElement(
                LogConfigs.LOG4J2_APPENDERS_SECTION,
                Map.of(),
                groups(appenders, "Appender"),
                "",
                1,
                1),
            new ConfigElement(
                LogConfigs.LOG4J2_LOGGERS_SECTION, Map.of(), loggerElements, "", 1, 1)),
        "",
        1,
        1);
  }

  /** {@code rootLogger = INFO, STDOUT}: the level, then the appenders it references. */
  private static Map<String, ConfigEntry> rootShorthand(ConfigEntry entry) {
    Map<String, ConfigEntry> root = new LinkedHashMap<>();
    String[] parts = entry.value().split(",");
    root.put("level", withValue(entry, parts[0].strip()));
    for (int i = 1; i < parts.length; i++) {
      root.put("appenderRef." + i + ".ref", withValue(entry, parts[i].strip()));
    }
    return root;
  }

  private static ConfigEntry withValue(ConfigEntry entry, String value) {
    return new ConfigEntry(entry.key(), value, entry.line(), entry.column(), entry.snippet());
  }

  /** Entries keyed {@code id.rest} as one element per id, named by its type or {@code name}. */
  private static List<ConfigElement> groups(Map<String, ConfigEntry> entries, String name) {
    Map<String, Map<String, ConfigEntry>> byId = new LinkedHashMap<>();
    for (Map.Entry<String, ConfigEntry> entry : entries.entrySet()) {
      int dot = entry.getKey().indexOf('.');
      if (dot > 0) {
        byId.computeIfAbsent(entry.getKey().substring(0, dot), id -> new LinkedHashMap<>())
            .put(entry.getKey().substring(dot + 1), entry.getValue());
      }
    }
    List<ConfigElement> elements = new ArrayList<>();
    byId.values().forEach(group -> elements.add(element(name, group)));
    return elements;
  }

  /**
   * One component: plain keys are attributes; {@code layout.pattern} is a single nested component;
   * {@code appenderRef.out.ref} one of a list of them.
   */
  private static ConfigElement element(String name, Map<String, ConfigEntry> entries) {
    Map<String, ConfigElement.Attribute> attributes = new HashMap<>();
    Map<String, Map<String, ConfigEntry>> nested = new LinkedHashMap<>();
    for (Map.Entry<String, ConfigEntry> entry : entries.entrySet()) {
      String key = entry.getKey();
      ConfigEntry value = entry.getValue();
      int dot = key.indexOf('.');
      if (dot < 0) {
        attributes.put(
            key.toLowerCase(Locale.ROOT),
            new ConfigElement.Attribute(value.value().strip(), value.line(), value.column()));
      } else {
        nested
            .computeIfAbsent(key.substring(0, dot), k -> new LinkedHashMap<>())
            .put(key.substring(dot + 1), value);
      }
    }
    List<ConfigElement> children = new ArrayList<>();
    for (Map.Entry<String, Map<String, ConfigEntry>> group : nested.entrySet()) {
      String childName = capitalized(group.getKey());
      boolean single = group.getValue().keySet().stream().noneMatch(key -> key.contains("."));
      children.addAll(
          single
              ? List.of(element(childName, group.getValue()))
              : groups(group.getValue(), childName));
    }
    ConfigEntry first =
        entries.values().stream().min(Comparator.comparingInt(ConfigEntry::line)).orElseThrow();
    String type = attributes.containsKey(TYPE) ? attributes.get(TYPE).value() : name;
    return new ConfigElement(type, attributes, children, "", first.line(), 1);
  }

  private static String capitalized(String key) {
    return key.isEmpty() ? key : Character.toUpperCase(key.charAt(0)) + key.substring(1);
  }

  /**
   * A {@code log4j2.yaml} or {@code log4j2.json} file (JSON is read as the YAML it also is).
   *
   * @throws ConfigFileException naming the file and the line when it does not parse
   */
  static ConfigElement fromYaml(Path file, String text, String format) throws ConfigFileException {
    Node node;
    try {
      node = new Yaml(new LoaderOptions()).compose(new StringReader(text));
    } catch (MarkedYAMLException e) {
      Mark mark = e.getProblemMark();
      int line = mark == null ? 1 : mark.getLine() + 1;
      int column = mark == null ? 1 : mark.getColumn() + 1;
      throw ConfigFileException.syntax(file, line, column, format, String.valueOf(e.getProblem()));
    } catch (YAMLException e) {
      throw ConfigFileException.syntax(file, 1, 1, format, e.getMessage());
    }
    List<ConfigElement> top = node instanceof MappingNode mapping ? children(mapping) : List.of();
    return top.stream()
        .filter(element -> element.is("Configuration"))
        .findFirst()
        .orElse(new ConfigElement("Configuration", Map.of(), top, "", 1, 1));
  }

  private static List<ConfigElement> children(MappingNode mapping) {
    List<ConfigElement> children = new ArrayList<>();
    for (NodeTuple tuple : mapping.getValue()) {
      if (!(tuple.getKeyNode() instanceof ScalarNode key)) {
        continue;
      }
      if (tuple.getValueNode() instanceof MappingNode value) {
        children.add(yamlElement(key, value, key.getStartMark()));
      } else if (tuple.getValueNode() instanceof SequenceNode sequence) {
        for (Node item : sequence.getValue()) {
          if (item instanceof MappingNode value) {
            children.add(yamlElement(key, value, item.getStartMark()));
          }
        }
      }
    }
    return children;
  }

  /**
   * @param start where the element starts: its key, or for an item of a list the item
   */
  private static ConfigElement yamlElement(ScalarNode key, MappingNode value, Mark start) {
    Map<String, ConfigElement.Attribute> attributes = new HashMap<>();
    for (NodeTuple tuple : value.getValue()) {
      if (tuple.getKeyNode() instanceof ScalarNode name
          && tuple.getValueNode() instanceof ScalarNode scalar) {
        Mark mark = scalar.getStartMark();
        attributes.put(
            name.getValue().toLowerCase(Locale.ROOT),
            new ConfigElement.Attribute(
                scalar.getValue(), mark.getLine() + 1, mark.getColumn() + 1));
      }
    }
    String name =
        attributes.containsKey(TYPE) && !key.getValue().equalsIgnoreCase("Configuration")
            ? attributes.get(TYPE).value()
            : key.getValue();
    return new ConfigElement(
        name, attributes, children(value), "", start.getLine() + 1, start.getColumn() + 1);
  }
}
