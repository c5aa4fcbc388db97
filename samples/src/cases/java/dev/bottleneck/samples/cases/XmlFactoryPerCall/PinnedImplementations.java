package dev.bottleneck.samples.cases.XmlFactoryPerCall;

import javax.xml.XMLConstants;
import javax.xml.datatype.DatatypeFactory;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.SAXParserFactory;
import javax.xml.stream.XMLInputFactory;
import javax.xml.transform.TransformerFactory;
import javax.xml.validation.SchemaFactory;
import javax.xml.xpath.XPathFactory;

// Factories whose class is named, built-in or given: no lookup, silent.
class PinnedImplementations {
  private static final String XERCES = "org.apache.xerces.jaxp.DocumentBuilderFactoryImpl";

  Object defaults() {
    return new Object[] {
      DocumentBuilderFactory.newDefaultInstance(),
      SAXParserFactory.newDefaultInstance(),
      TransformerFactory.newDefaultInstance(),
      SchemaFactory.newDefaultInstance(),
      XPathFactory.newDefaultInstance(),
      XMLInputFactory.newDefaultFactory()
    };
  }

  Object named(ClassLoader loader) throws Exception {
    return new Object[] {
      DocumentBuilderFactory.newInstance(XERCES, loader),
      SAXParserFactory.newInstance("org.apache.xerces.jaxp.SAXParserFactoryImpl", null),
      TransformerFactory.newInstance("net.sf.saxon.TransformerFactoryImpl", loader),
      DatatypeFactory.newInstance("org.apache.xerces.jaxp.datatype.DatatypeFactoryImpl", loader),
      SchemaFactory.newInstance(
          XMLConstants.W3C_XML_SCHEMA_NS_URI, "org.apache.xerces.jaxp.validation.XMLSchemaFactory", loader),
      XPathFactory.newInstance(
          XPathFactory.DEFAULT_OBJECT_MODEL_URI, "net.sf.saxon.xpath.XPathFactoryImpl", loader)
    };
  }
}
