import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPathFactory;

// A factory is not guaranteed thread-safe: no engine moves one into a shared constant, not even
// one that no setter touches.
class NoHoistOfAFactoryThatIsNotThreadSafe {
  Object unconfigured() throws Exception {
    return DocumentBuilderFactory.newInstance().newDocumentBuilder();
  }

  Object xpath() {
    return XPathFactory.newInstance().newXPath();
  }

  Object passedOn() throws Exception {
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    return configure(factory).newDocumentBuilder();
  }

  private static DocumentBuilderFactory configure(DocumentBuilderFactory factory) {
    factory.setNamespaceAware(true);
    return factory;
  }
}
