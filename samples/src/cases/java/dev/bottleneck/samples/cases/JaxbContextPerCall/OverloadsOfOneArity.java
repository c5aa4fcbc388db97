package dev.bottleneck.samples.cases.JaxbContextPerCall;

import jakarta.xml.bind.JAXBContext;
import jakarta.xml.bind.JAXBException;
import java.io.StringWriter;

/**
 * Overloads of one name and arity are different methods: toXml(Invoice) calls toXml(Order), it
 * does not recurse, so the context toXml(Order) builds is built on every call of either.
 */
class OverloadsOfOneArity {
  static String toXml(Order order) throws JAXBException {
    StringWriter out = new StringWriter();
    // BUG: Diagnostic contains: JaxbContextPerCall
    // JAXBContext.newInstance(...)
    JAXBContext.newInstance(Order.class).createMarshaller().marshal(order, out);
    return out.toString();
  }

  static String toXml(Invoice invoice) throws JAXBException {
    Order order = invoice.order();
    return toXml(order);
  }

  record Order(long copies) {}

  record Invoice(Order order) {}
}
