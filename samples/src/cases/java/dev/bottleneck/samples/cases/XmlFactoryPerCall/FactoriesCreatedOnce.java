package dev.bottleneck.samples.cases.XmlFactoryPerCall;

import javax.annotation.PostConstruct;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.stream.XMLInputFactory;
import javax.xml.transform.TransformerFactory;
import javax.xml.xpath.XPathFactory;

// Factories created where code runs once: fields, initializers, lazily, per thread, at start-up.
class FactoriesCreatedOnce {
  private static final XMLInputFactory INPUTS = XMLInputFactory.newFactory();
  private static final DocumentBuilderFactory DOCUMENTS;

  static {
    DOCUMENTS = DocumentBuilderFactory.newInstance();
    DOCUMENTS.setNamespaceAware(true);
  }

  private static final ThreadLocal<DocumentBuilder> BUILDER =
      ThreadLocal.withInitial(
          () -> {
            try {
              return DocumentBuilderFactory.newInstance().newDocumentBuilder();
            } catch (ParserConfigurationException e) {
              throw new IllegalStateException(e);
            }
          });

  private final TransformerFactory transformers;
  private XPathFactory xpaths;
  private DocumentBuilderFactory startup;

  FactoriesCreatedOnce() {
    transformers = TransformerFactory.newInstance();
  }

  @PostConstruct
  void init() {
    startup = DocumentBuilderFactory.newInstance();
  }

  XPathFactory xpaths() {
    if (xpaths == null) {
      xpaths = XPathFactory.newInstance();
    }
    return xpaths;
  }

  Object use() throws Exception {
    return new Object[] {INPUTS, DOCUMENTS.newDocumentBuilder(), BUILDER.get(), transformers, startup};
  }
}
