package dev.bottleneck.maven.config;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * One element of a logging configuration, whatever the file's format: an XML element, a group of
 * Log4j2 properties, or a YAML or JSON mapping. Attribute names are lower case, since Log4j2 reads
 * them case-insensitively and Logback's never differ by case alone.
 *
 * @param name the element's name as written ({@code appender}, {@code RollingFile})
 * @param attributes attribute values by lower-case name
 * @param children the nested elements in file order
 * @param text the element's own text, stripped; empty when it has none
 * @param line 1-based line where the element starts
 * @param column 1-based column where the element starts
 */
record ConfigElement(
    String name,
    Map<String, Attribute> attributes,
    List<ConfigElement> children,
    String text,
    int line,
    int column) {

  /** An attribute's value and where it is written. */
  record Attribute(String value, int line, int column) {}

  ConfigElement {
    attributes = Map.copyOf(attributes);
    children = List.copyOf(children);
  }

  /** Whether the element's name is {@code other}, ignoring case. */
  boolean is(String other) {
    return name.equalsIgnoreCase(other);
  }

  /** The lower-case name, to look up in the catalog's sets. */
  String lowerName() {
    return name.toLowerCase(Locale.ROOT);
  }

  Optional<String> attribute(String lowerName) {
    return Optional.ofNullable(attributes.get(lowerName)).map(Attribute::value);
  }

  /** The children named {@code childName}, ignoring case. */
  List<ConfigElement> children(String childName) {
    return children.stream().filter(child -> child.is(childName)).toList();
  }
}
