package dev.bottleneck.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.SAXException;

/**
 * A Maven module's artifact id, read from its {@code pom.xml}: the name the plugin gives the module
 * in summaries and SARIF categories.
 */
final class PomArtifactId {
  private PomArtifactId() {}

  /** The project's own {@code artifactId} (not its parent's); empty when the pom cannot tell. */
  static Optional<String> read(Path pom) {
    try {
      DocumentBuilderFactory factory = DocumentBuilderFactory.newDefaultInstance();
      // The JDK's own parser, without the lookup newInstance() makes (XmlFactoryPerCall). A pom
      // needs no DTD or external entity; refusing them keeps a hostile file harmless.
      factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
      factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
      factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
      Element project = factory.newDocumentBuilder().parse(pom.toFile()).getDocumentElement();
      for (Node child = project.getFirstChild(); child != null; child = child.getNextSibling()) {
        if ("artifactId".equals(child.getNodeName())) {
          String id = child.getTextContent().strip();
          return id.isEmpty() || id.contains("${") ? Optional.empty() : Optional.of(id);
        }
      }
      return Optional.empty();
    } catch (ParserConfigurationException
        | SAXException
        | IOException
        | IllegalArgumentException e) {
      return Optional.empty();
    }
  }
}
