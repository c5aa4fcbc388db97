package dev.bottleneck.samples.cases.JaxbContextPerCall;

/** Types of our own that share JAXB's names: silent. */
class LookalikeNewInstance {
  Object sameSimpleName() {
    return JAXBContext.newInstance();
  }

  Object otherFactory() {
    return Context.newInstance(LookalikeNewInstance.class);
  }

  static final class JAXBContext {
    static JAXBContext newInstance() {
      return new JAXBContext();
    }
  }

  static final class Context {
    static Object newInstance(Class<?> type) {
      return type;
    }
  }
}
