package dev.bottleneck.samples.cases.XmlFactoryPerCall;

// Types of our own that share JAXP's names: silent.
class LookalikeFactories {
  Object sameSimpleName() {
    return DocumentBuilderFactory.newInstance();
  }

  Object otherFactory() {
    return ParserFactory.newFactory();
  }

  static final class DocumentBuilderFactory {
    static DocumentBuilderFactory newInstance() {
      return new DocumentBuilderFactory();
    }
  }

  static final class ParserFactory {
    static Object newFactory() {
      return new Object();
    }
  }
}
