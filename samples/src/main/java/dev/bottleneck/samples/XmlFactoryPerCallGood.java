package dev.bottleneck.samples;

import java.io.StringReader;
import java.io.StringWriter;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import javax.xml.transform.TransformerException;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import javax.xml.xpath.XPathFactory;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.w3c.dom.Document;
import org.xml.sax.InputSource;

/**
 * The factories created once and configured before any use; only the parsers, transformers and
 * readers, which are cheap and not thread-safe, are created per call. JAXP does not promise that a
 * factory is thread-safe, so nothing changes a shared one after start-up; where parsing is hot, a
 * builder per thread, reset before each use, also saves building the parser.
 */
@RestController
public class XmlFactoryPerCallGood {
  private static final DocumentBuilderFactory DOCUMENTS = secureDocuments();
  private static final ThreadLocal<DocumentBuilder> BUILDER =
      ThreadLocal.withInitial(XmlFactoryPerCallGood::newBuilder);
  private static final XPathFactory XPATHS = XPathFactory.newInstance();
  private static final TransformerFactory TRANSFORMERS = TransformerFactory.newInstance();
  private static final XMLInputFactory STREAMS = XMLInputFactory.newFactory();

  private static DocumentBuilderFactory secureDocuments() {
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
    return factory;
  }

  private static DocumentBuilder newBuilder() {
    try {
      return DOCUMENTS.newDocumentBuilder();
    } catch (ParserConfigurationException e) {
      throw new IllegalStateException(e);
    }
  }

  @PostMapping(value = "/payments/notify", consumes = "application/xml")
  public String notify(@RequestBody String body) throws Exception {
    DocumentBuilder builder = BUILDER.get();
    builder.reset();
    Document notification = builder.parse(new InputSource(new StringReader(body)));
    String status = XPATHS.newXPath().evaluate("/xml/status", notification);
    return answer(notification, status);
  }

  private String answer(Document notification, String status) throws TransformerException {
    notification.getDocumentElement().setAttribute("handled", status);
    StringWriter xml = new StringWriter();
    TRANSFORMERS.newTransformer().transform(new DOMSource(notification), new StreamResult(xml));
    return xml.toString();
  }

  public String firstElement(String xml) throws XMLStreamException {
    XMLStreamReader reader = STREAMS.createXMLStreamReader(new StringReader(xml));
    reader.nextTag();
    return reader.getLocalName();
  }

  /** The built-in implementation, named directly: no lookup, a cheap factory per call. */
  public Document parseRarely(String xml) throws Exception {
    return DocumentBuilderFactory.newDefaultInstance()
        .newDocumentBuilder()
        .parse(new InputSource(new StringReader(xml)));
  }
}
