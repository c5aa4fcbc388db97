package dev.bottleneck.samples.cases.XmlFactoryPerCall;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javax.xml.XMLConstants;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;
import org.xml.sax.SAXException;

/**
 * A factory looked up behind a hand-written {@code computeIfAbsent}: the method returns the map's
 * value for a key when there is one, and otherwise builds it and puts it under that key, so the
 * code after the hit runs once per key, as a loader's does (seen in a JAX-RS context resolver that
 * compiles each XML schema once per schema file). Silent, also in the private helper that only
 * the memo calls. Lookups whose test or store another key, another map or no map at all would
 * pass again on the next call are reported.
 */
class SchemasKeptPerPath {
  private final Map<String, Schema> byPath = new ConcurrentHashMap<>();
  private final Map<String, Schema> other = new ConcurrentHashMap<>();

  Schema hitReturns(String path) throws SAXException {
    Schema schema = byPath.get(path);
    if (schema != null) {
      return schema;
    }
    schema = schemaFactory().newSchema(new StreamSource(path));
    byPath.put(path, schema);
    return schema;
  }

  private SchemaFactory schemaFactory() {
    return SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI);
  }

  Schema containsKeyHitReturns(String path) throws SAXException {
    if (byPath.containsKey(path)) {
      return byPath.get(path);
    }
    SchemaFactory factory = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI);
    Schema schema = factory.newSchema(new StreamSource(path));
    byPath.put(path, schema);
    return schema;
  }

  Schema missOfTheValue(String path) throws SAXException {
    Schema schema = byPath.get(path);
    if (schema == null) {
      SchemaFactory factory = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI);
      schema = factory.newSchema(new StreamSource(path));
      byPath.put(path, schema);
    }
    return schema;
  }

  Schema hitReturnsButNothingIsPut(String path) throws SAXException {
    Schema schema = byPath.get(path);
    if (schema != null) {
      return schema;
    }
    // BUG: Diagnostic contains: XmlFactoryPerCall
    return SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI)
        .newSchema(new StreamSource(path));
  }

  Schema anotherKeyPut(String path) throws SAXException {
    Schema schema = byPath.get(path);
    if (schema != null) {
      return schema;
    }
    // BUG: Diagnostic contains: XmlFactoryPerCall
    schema = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI).newSchema();
    byPath.put(path.trim(), schema);
    return schema;
  }

  Schema anotherMapPut(String path) throws SAXException {
    Schema schema = other.get(path);
    if (schema != null) {
      return schema;
    }
    // BUG: Diagnostic contains: XmlFactoryPerCall
    schema = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI).newSchema();
    byPath.put(path, schema);
    return schema;
  }

  Schema localMapPut(String path) throws SAXException {
    Map<String, Schema> local = new ConcurrentHashMap<>();
    Schema schema = local.get(path);
    if (schema != null) {
      return schema;
    }
    // BUG: Diagnostic contains: XmlFactoryPerCall
    schema = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI).newSchema();
    local.put(path, schema);
    return schema;
  }

  Schema parameterTested(String path, Schema given) throws SAXException {
    if (given != null) {
      return given;
    }
    // BUG: Diagnostic contains: XmlFactoryPerCall
    Schema schema = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI).newSchema();
    byPath.put(path, schema);
    return schema;
  }

  Schema missJoinedByOr(String path, boolean refresh) throws SAXException {
    Schema schema = byPath.get(path);
    if (schema == null || refresh) {
      // BUG: Diagnostic contains: XmlFactoryPerCall
      schema = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI).newSchema();
      byPath.put(path, schema);
    }
    return schema;
  }
}
