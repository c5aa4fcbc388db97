package dev.bottleneck.samples.cases.XmlFactoryPerCall;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javax.xml.XMLConstants;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;
import org.xml.sax.SAXException;

/**
 * A memo's miss or hit around a factory, where the put of the key runs only in one arm of an
 * {@code if} and the factory only in the other: the call that builds the factory stores nothing,
 * so the next call with the key builds it again (a cache that keeps what one source found and, in
 * its {@code else}, only computes a fallback). Reported; the factory in the arm that puts (see
 * {@link SchemasKeptPerPath}) is not.
 */
class SchemasPutInOneArm {
  private final Map<String, Schema> byPath = new ConcurrentHashMap<>();
  private final Map<String, Schema> shipped = new ConcurrentHashMap<>();

  Schema missPutsOnlyWhatWasShipped(String path) throws SAXException {
    Schema schema = byPath.get(path);
    if (schema == null) {
      Schema known = shipped.get(path);
      if (known != null) {
        byPath.put(path, known);
        schema = known;
      } else {
        // BUG: Diagnostic contains: XmlFactoryPerCall
        schema = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI)
            .newSchema(new StreamSource(path));
      }
    }
    return schema;
  }

  Schema hitThenPutsOnlyWhatWasShipped(String path) throws SAXException {
    Schema schema = byPath.get(path);
    if (schema != null) {
      return schema;
    }
    Schema known = shipped.get(path);
    if (known != null) {
      byPath.put(path, known);
      return known;
    } else {
      // BUG: Diagnostic contains: XmlFactoryPerCall
      return SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI)
          .newSchema(new StreamSource(path));
    }
  }
}
