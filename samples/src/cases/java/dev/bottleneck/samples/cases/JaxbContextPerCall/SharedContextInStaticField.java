package dev.bottleneck.samples.cases.JaxbContextPerCall;

import jakarta.xml.bind.JAXBContext;
import jakarta.xml.bind.JAXBException;
import java.io.StringWriter;

/**
 * The fix: one context, built once in a static initializer or by a helper that a static final
 * field calls. Marshallers are cheap and not thread-safe, so one per call is right.
 */
class SharedContextInStaticField {
  private static final javax.xml.bind.JAXBContext LEGACY;
  private static final JAXBContext SHARED = create();

  static {
    try {
      LEGACY = javax.xml.bind.JAXBContext.newInstance(SharedContextInStaticField.class);
    } catch (javax.xml.bind.JAXBException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  private static JAXBContext create() {
    try {
      return JAXBContext.newInstance(SharedContextInStaticField.class);
    } catch (JAXBException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  String marshal(Object order) throws Exception {
    StringWriter out = new StringWriter();
    SHARED.createMarshaller().marshal(order, out);
    LEGACY.createMarshaller().marshal(order, out);
    return out.toString();
  }
}
