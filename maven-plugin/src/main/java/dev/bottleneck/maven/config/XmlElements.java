package dev.bottleneck.maven.config;

import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.xml.stream.Location;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * Reads an XML logging configuration into {@link ConfigElement}s with the line and column where
 * each element and attribute starts. Neither a DTD nor an external entity is ever read.
 */
final class XmlElements {
  /** The JDK's own StAX parser, reading no DTD and no external entity: every XML reader's. */
  static final XMLInputFactory FACTORY = factory();

  /**
   * U+FEFF at the start of a file is the byte order mark of its encoding, not a character of the
   * document (XML 1.0, 4.3.3 and appendix F). A parser given the file's bytes, as Logback, Log4j2,
   * Spring and Maven are, takes it as that signature; a reader given its text would take it for
   * content before the prolog.
   */
  private static final char BYTE_ORDER_MARK = '\uFEFF';

  private XmlElements() {}

  /**
   * @throws ConfigFileException naming the file and the line when the text is not well-formed XML
   */
  static ConfigElement read(Path file, String text) throws ConfigFileException {
    return parse(file, document(text));
  }

  /** The text as the file's consumers parse it: without a leading byte order mark. */
  static String document(String text) {
    return !text.isEmpty() && text.charAt(0) == BYTE_ORDER_MARK ? text.substring(1) : text;
  }

  /** Why a file is not well-formed XML, where, and the fix. */
  static ConfigFileException notXml(Path file, XMLStreamException e) {
    Location location = e.getLocation();
    int line = location == null ? 1 : Math.max(1, location.getLineNumber());
    int column = location == null ? 1 : Math.max(1, location.getColumnNumber());
    String problem =
        e.getMessage()
            .replaceFirst("(?s)^ParseError at \\[row,col]:\\[\\d+,\\d+]\\s*Message:\\s*", "");
    return ConfigFileException.syntax(file, line, column, "XML", problem.strip());
  }

  private static ConfigElement parse(Path file, String text) throws ConfigFileException {
    Positions positions = new Positions(text);
    Deque<Builder> open = new ArrayDeque<>();
    ConfigElement root = null;
    try {
      XMLStreamReader reader = FACTORY.createXMLStreamReader(new StringReader(text));
      while (reader.hasNext()) {
        int event = reader.next();
        if (event == XMLStreamConstants.START_ELEMENT) {
          open.push(start(reader, positions));
        } else if (event == XMLStreamConstants.CHARACTERS
            || event == XMLStreamConstants.CDATA
            || event == XMLStreamConstants.SPACE) {
          if (!open.isEmpty()) {
            open.peek().text.append(reader.getText());
          }
        } else if (event == XMLStreamConstants.END_ELEMENT) {
          ConfigElement done = open.pop().build();
          if (open.isEmpty()) {
            root = done;
          } else {
            open.peek().children.add(done);
          }
        }
      }
    } catch (XMLStreamException e) {
      throw notXml(file, e);
    }
    if (root == null) {
      throw ConfigFileException.syntax(file, 1, 1, "XML", "it holds no element");
    }
    return root;
  }

  private static Builder start(XMLStreamReader reader, Positions positions) {
    // The reader's location is the end of the start tag; the tag and its attributes lie before it.
    int end = positions.offset(reader.getLocation());
    int start = positions.text.lastIndexOf('<', Math.max(0, end - 1));
    String tag = positions.text.substring(Math.max(0, start), Math.max(start, end));
    Builder element =
        new Builder(reader.getLocalName(), positions.line(start), positions.column(start));
    for (int i = 0; i < reader.getAttributeCount(); i++) {
      String name = reader.getAttributeLocalName(i);
      int at = tag.indexOf(name + "=");
      int offset = at < 0 ? start : start + at;
      element.attributes.put(
          name.toLowerCase(Locale.ROOT),
          new ConfigElement.Attribute(
              reader.getAttributeValue(i), positions.line(offset), positions.column(offset)));
    }
    return element;
  }

  private static XMLInputFactory factory() {
    // The JDK's own parser whatever the class path holds: positions below assume its locations.
    XMLInputFactory factory = XMLInputFactory.newDefaultFactory();
    factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
    factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
    factory.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, true);
    factory.setProperty(XMLInputFactory.IS_COALESCING, true);
    return factory;
  }

  private static final class Builder {
    private final String name;
    private final int line;
    private final int column;
    private final Map<String, ConfigElement.Attribute> attributes = new HashMap<>();
    private final List<ConfigElement> children = new ArrayList<>();
    private final StringBuilder text = new StringBuilder();

    Builder(String name, int line, int column) {
      this.name = name;
      this.line = line;
      this.column = column;
    }

    ConfigElement build() {
      return new ConfigElement(name, attributes, children, text.toString().strip(), line, column);
    }
  }

  /** Converts between (line, column) and offsets of the text. */
  private static final class Positions {
    private final String text;
    private final List<Integer> lineStarts = new ArrayList<>();

    Positions(String text) {
      this.text = text;
      lineStarts.add(0);
      for (int i = 0; i < text.length(); i++) {
        if (text.charAt(i) == '\n') {
          lineStarts.add(i + 1);
        }
      }
    }

    int offset(Location location) {
      int line = Math.min(Math.max(1, location.getLineNumber()), lineStarts.size());
      int offset = lineStarts.get(line - 1) + Math.max(0, location.getColumnNumber() - 1);
      return Math.min(offset, text.length());
    }

    int line(int offset) {
      int index = java.util.Collections.binarySearch(lineStarts, offset);
      return index >= 0 ? index + 1 : -index - 1;
    }

    int column(int offset) {
      return offset - lineStarts.get(line(offset) - 1) + 1;
    }
  }
}
