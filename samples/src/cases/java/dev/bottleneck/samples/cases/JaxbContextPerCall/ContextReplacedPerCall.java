package dev.bottleneck.samples.cases.JaxbContextPerCall;

import java.io.StringWriter;
import javax.xml.bind.JAXBContext;
import javax.xml.bind.JAXBException;

/**
 * A context stored into a field on every call, with no null check before it, is no cache: each
 * call builds a new one and replaces the last. A store behind a null check, and a void set-up
 * method that only stores, keep theirs.
 */
class ContextReplacedPerCall {
  private JAXBContext context;
  private JAXBContext cached;
  private JAXBContext configured;

  JAXBContext getContext(Class<?> type) throws JAXBException {
    // BUG: Diagnostic contains: JaxbContextPerCall
    // JAXBContext.newInstance(...)
    this.context = JAXBContext.newInstance(type);
    return context;
  }

  String marshal(Object order) throws JAXBException {
    StringWriter out = new StringWriter();
    getContext(order.getClass()).createMarshaller().marshal(order, out);
    return out.toString();
  }

  JAXBContext cached() throws JAXBException {
    if (cached == null) {
      cached = JAXBContext.newInstance(ContextReplacedPerCall.class);
    }
    return cached;
  }

  void configure() throws JAXBException {
    configured = JAXBContext.newInstance(ContextReplacedPerCall.class);
  }
}
