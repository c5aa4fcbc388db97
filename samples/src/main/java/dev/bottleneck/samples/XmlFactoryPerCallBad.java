package dev.bottleneck.samples;

import java.io.StringReader;
import java.io.StringWriter;
import javax.xml.parsers.DocumentBuilderFactory;
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
 * A payment callback that looks up a JAXP factory for every notification it parses and answers.
 * Each {@code newInstance()} reads a system property, {@code jaxp.properties} and the service files
 * of every jar on the class path before it builds the JDK's own factory: in the cost benchmark a
 * DOM parse of a small document takes about twice as long as with a factory created once.
 */
@RestController
public class XmlFactoryPerCallBad {

  @PostMapping(value = "/payments/notify", consumes = "application/xml")
  public String notify(@RequestBody String body) throws Exception {
    // BUG: Diagnostic contains: XmlFactoryPerCall
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    Document notification =
        factory.newDocumentBuilder().parse(new InputSource(new StringReader(body)));
    // BUG: Diagnostic contains: XmlFactoryPerCall
    String status = XPathFactory.newInstance().newXPath().evaluate("/xml/status", notification);
    return answer(notification, status);
  }

  private String answer(Document notification, String status) throws TransformerException {
    notification.getDocumentElement().setAttribute("handled", status);
    StringWriter xml = new StringWriter();
    // BUG: Diagnostic contains: XmlFactoryPerCall
    TransformerFactory.newInstance()
        .newTransformer()
        .transform(new DOMSource(notification), new StreamResult(xml));
    return xml.toString();
  }

  /** The streaming API looks its factory up the same way. */
  public String firstElement(String xml) throws XMLStreamException {
    // BUG: Diagnostic contains: XmlFactoryPerCall
    XMLInputFactory inputs = XMLInputFactory.newFactory();
    XMLStreamReader reader = inputs.createXMLStreamReader(new StringReader(xml));
    reader.nextTag();
    return reader.getLocalName();
  }
}
