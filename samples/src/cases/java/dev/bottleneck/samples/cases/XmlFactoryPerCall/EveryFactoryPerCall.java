package dev.bottleneck.samples.cases.XmlFactoryPerCall;

import java.util.HashMap;
import java.util.Map;
import javax.xml.XMLConstants;
import javax.xml.datatype.DatatypeFactory;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.SAXParserFactory;
import javax.xml.stream.XMLEventFactory;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.transform.sax.SAXTransformerFactory;
import javax.xml.validation.SchemaFactory;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

// Each JAXP factory, looked up where code runs per call.
class EveryFactoryPerCall {
  /** The utility every payment SDK copies: a lookup per notification. */
  static Map<String, String> xmlToMap(String xml) throws Exception {
    // BUG: Diagnostic contains: XmlFactoryPerCall
    // DocumentBuilderFactory.newInstance() runs on every call here; each call looks the implementation up again
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    Document document =
        factory.newDocumentBuilder().parse(new java.io.ByteArrayInputStream(xml.getBytes()));
    Map<String, String> values = new HashMap<>();
    NodeList nodes = document.getDocumentElement().getChildNodes();
    for (int i = 0; i < nodes.getLength(); i++) {
      Node node = nodes.item(i);
      values.put(node.getNodeName(), node.getTextContent());
    }
    return values;
  }

  Object sax() throws Exception {
    // BUG: Diagnostic contains: XmlFactoryPerCall
    return SAXParserFactory.newInstance().newSAXParser();
  }

  Object schema() {
    // BUG: Diagnostic contains: XmlFactoryPerCall
    return SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI);
  }

  Object xpath() throws Exception {
    // BUG: Diagnostic contains: XmlFactoryPerCall
    return XPathFactory.newInstance(XPathFactory.DEFAULT_OBJECT_MODEL_URI).newXPath();
  }

  Object calendar() throws Exception {
    // BUG: Diagnostic contains: XmlFactoryPerCall
    return DatatypeFactory.newInstance().newXMLGregorianCalendar("2026-11-28");
  }

  Object transformerThroughSubclass() throws Exception {
    // BUG: Diagnostic contains: XmlFactoryPerCall
    return SAXTransformerFactory.newInstance().newTransformer();
  }

  Object streams() {
    // BUG: Diagnostic contains: XmlFactoryPerCall
    XMLInputFactory inputs = XMLInputFactory.newInstance();
    // BUG: Diagnostic contains: XmlFactoryPerCall
    XMLOutputFactory outputs = XMLOutputFactory.newFactory();
    // BUG: Diagnostic contains: XmlFactoryPerCall
    XMLEventFactory events = XMLEventFactory.newFactory();
    return new Object[] {inputs, outputs, events};
  }

  /** StAX's two-argument overloads take a property name, not a class: still a lookup. */
  Object streamsByPropertyName(ClassLoader loader) {
    // BUG: Diagnostic contains: XmlFactoryPerCall
    return XMLInputFactory.newFactory("javax.xml.stream.XMLInputFactory", loader);
  }
}
