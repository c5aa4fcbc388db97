package dev.bottleneck.maven.config;

import dev.bottleneck.catalog.Messages;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.catalog.facts.ConnectionPools;
import dev.bottleneck.maven.finding.Finding;
import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * Finds the Commons DBCP 1.x artifact ({@code commons-dbcp:commons-dbcp}) among a module's
 * dependencies in its {@code pom.xml}, its profiles' included, and reports it at its {@code
 * <dependency>} line. Managed versions ({@code dependencyManagement}) and plugin dependencies are
 * not the module's own and are left alone. A leading byte order mark is skipped, as Maven's reader
 * skips it; a pom that is still not well-formed XML is an error naming its line, the one report of
 * it for every reader of the build's poms ({@link BuildPoms} reads it too, silently).
 */
final class PomScanner {
  private static final String POM = "pom.xml";
  private static final String DEPENDENCY = "dependency";
  private static final Set<String> COORDINATES = Set.of("groupId", "artifactId", "version");
  private static final Pattern DEPENDENCY_TAG = Pattern.compile("<dependency[\\s>/]");

  /** Configured once, here, and only read afterwards: no DTDs, no external entities. */
  private static final XMLInputFactory XML = secureFactory();

  private PomScanner() {}

  private static XMLInputFactory secureFactory() {
    XMLInputFactory factory = XMLInputFactory.newFactory();
    factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
    factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
    return factory;
  }

  static boolean isPom(Path file) {
    return file.getFileName().toString().equals(POM);
  }

  /**
   * @throws ConfigFileException naming the file, the line and the fix when the pom is not
   *     well-formed XML
   */
  static List<Finding> scan(Path file, String text) throws ConfigFileException {
    try {
      return dependencies(file, XmlElements.document(text));
    } catch (XMLStreamException e) {
      throw XmlElements.notXml(file, e);
    }
  }

  private static List<Finding> dependencies(Path file, String text) throws XMLStreamException {
    List<String> lines = text.lines().toList();
    List<Finding> findings = new ArrayList<>();
    Deque<String> path = new ArrayDeque<>();
    XMLStreamReader reader = XML.createXMLStreamReader(new StringReader(text));
    Map<String, String> fields = null;
    int line = 0;
    try {
      while (reader.hasNext()) {
        int event = reader.next();
        if (event == XMLStreamConstants.START_ELEMENT) {
          String name = reader.getLocalName();
          if (name.equals(DEPENDENCY) && ownDependencies(path)) {
            fields = new HashMap<>();
            line = reader.getLocation().getLineNumber();
          } else if (fields != null
              && path.peek().equals(DEPENDENCY)
              && COORDINATES.contains(name)) {
            fields.put(name, reader.getElementText().strip());
            continue;
          }
          path.push(name);
        } else if (event == XMLStreamConstants.END_ELEMENT) {
          path.pop();
          if (fields != null && reader.getLocalName().equals(DEPENDENCY)) {
            dbcp(file, lines, line, fields).ifPresent(findings::add);
            fields = null;
          }
        }
      }
    } finally {
      reader.close();
    }
    return findings;
  }

  /** {@code project/dependencies} or {@code project/profiles/profile/dependencies}. */
  private static boolean ownDependencies(Deque<String> path) {
    List<String> outward = List.copyOf(path);
    return outward.equals(List.of("dependencies", "project"))
        || outward.equals(List.of("dependencies", "profile", "profiles", "project"));
  }

  private static Optional<Finding> dbcp(
      Path file, List<String> lines, int line, Map<String, String> fields) {
    String groupId = fields.get("groupId");
    String artifactId = fields.get("artifactId");
    if (!ConnectionPools.isCommonsDbcp1Artifact(groupId, artifactId)) {
      return Optional.empty();
    }
    String coordinates = groupId + ":" + artifactId;
    String version = fields.get("version");
    String construct = "the dependency " + coordinates + (version == null ? "" : ":" + version);
    // The reader stands after the start tag; the finding is at the tag itself.
    int at = line;
    while (at > 1 && at <= lines.size() && !DEPENDENCY_TAG.matcher(lines.get(at - 1)).find()) {
      at--;
    }
    String source = at <= lines.size() ? lines.get(at - 1) : "";
    Matcher tag = DEPENDENCY_TAG.matcher(source);
    int column = tag.find() ? tag.start() + 1 : 1;
    return Optional.of(
        new Finding(
            Rule.COMMONS_DBCP_POOL.id(),
            file,
            at,
            column,
            Messages.commonsDbcpPool(construct),
            coordinates,
            source.strip()));
  }
}
