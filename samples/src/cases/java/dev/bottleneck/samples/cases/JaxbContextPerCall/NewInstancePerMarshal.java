package dev.bottleneck.samples.cases.JaxbContextPerCall;

import java.io.StringWriter;

/** Both JAXB namespaces: a context built on every call, for a class or for a context path. */
class NewInstancePerMarshal {
  String javax(Object order) throws Exception {
    StringWriter out = new StringWriter();
    // BUG: Diagnostic contains: JaxbContextPerCall
    // JAXBContext.newInstance
    javax.xml.bind.JAXBContext.newInstance(order.getClass()).createMarshaller().marshal(order, out);
    return out.toString();
  }

  Object javaxContextPath() throws Exception {
    // BUG: Diagnostic contains: JaxbContextPerCall
    // JAXBContext.newInstance
    return javax.xml.bind.JAXBContext.newInstance("com.example.orders");
  }

  String jakarta(Object order) throws Exception {
    StringWriter out = new StringWriter();
    // BUG: Diagnostic contains: JaxbContextPerCall
    // JAXBContext.newInstance
    jakarta.xml.bind.JAXBContext.newInstance(NewInstancePerMarshal.class).createMarshaller().marshal(order, out);
    return out.toString();
  }

  String imported(Object invoice) throws jakarta.xml.bind.JAXBException {
    // BUG: Diagnostic contains: JaxbContextPerCall
    // JAXBContext.newInstance
    jakarta.xml.bind.JAXBContext context = jakarta.xml.bind.JAXBContext.newInstance(Invoice.class);
    return context.toString();
  }

  static final class Invoice {}
}
